import { describe, expect, it } from 'vitest';
import {
  applyClick,
  configErrors,
  finishOnClose,
  inPeriod,
  isDayDisabled,
  monthGrid,
  monthsToShow,
  visibleMonths,
  weekdayOrder,
} from './picker-rules';

describe('months shown', () => {
  it('defaults to 3, rounds up to a multiple of 3 and stops at 12', () => {
    expect(monthsToShow(undefined)).toBe(3);
    expect(monthsToShow(0)).toBe(3);
    expect(monthsToShow(-2)).toBe(3);
    expect(monthsToShow(1)).toBe(3);
    expect(monthsToShow(4)).toBe(6);
    expect(monthsToShow(9)).toBe(9);
    expect(monthsToShow(13)).toBe(12);
  });

  it('ends with the month of the given day', () => {
    expect(visibleMonths('2026-02-14', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('lays a month out in whole weeks from the week start', () => {
    const monday = monthGrid('2026-11', 1);
    expect(monday[0]![0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(monday[0]![6]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(monday.every((w) => w.length === 7)).toBe(true);
    const sunday = monthGrid('2026-11', 0);
    expect(sunday[0]![0]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('disabled days', () => {
  const limits = { minDate: '2026-11-05', maxDate: '2026-11-25', isDateDisabled: (d: string) => d === '2026-11-10' };

  it('disables days before the minimum, after the maximum and rejected by the custom check', () => {
    expect(isDayDisabled('2026-11-04', 'single', limits)).toBe(true);
    expect(isDayDisabled('2026-11-26', 'single', limits)).toBe(true);
    expect(isDayDisabled('2026-11-10', 'single', limits)).toBe(true);
    expect(isDayDisabled('2026-11-11', 'single', limits)).toBe(false);
  });

  it('blocks weekdays in multi mode only', () => {
    const weekends = { blockedWeekdays: [0, 6] };
    expect(isDayDisabled('2026-11-22', 'multi', weekends)).toBe(true); // a Sunday
    expect(isDayDisabled('2026-11-23', 'multi', weekends)).toBe(false);
    expect(isDayDisabled('2026-11-22', 'single', weekends)).toBe(false);
  });

  it('while picking a period, allows only the maximum range around the first day', () => {
    const range = { maxRangeDays: 3 };
    expect(isDayDisabled('2026-11-13', 'period', range, '2026-11-10')).toBe(false);
    expect(isDayDisabled('2026-11-14', 'period', range, '2026-11-10')).toBe(true);
    expect(isDayDisabled('2026-11-07', 'period', range, '2026-11-10')).toBe(false);
    expect(isDayDisabled('2026-11-06', 'period', range, '2026-11-10')).toBe(true);
    expect(isDayDisabled('2026-11-20', 'period', range, null)).toBe(false);
  });
});

describe('clicks', () => {
  it('selects with a single click in single mode', () => {
    expect(applyClick('single', ['2026-11-01'], '2026-11-05', 'start').value).toEqual(['2026-11-05']);
  });

  it('toggles between start and end in period mode, swapping an end before the start', () => {
    const first = applyClick('period', ['2026-11-01', '2026-11-03'], '2026-11-10', 'start');
    expect(first).toEqual({ value: ['2026-11-10'], phase: 'end' });
    expect(applyClick('period', first.value, '2026-11-12', first.phase)).toEqual({
      value: ['2026-11-10', '2026-11-12'],
      phase: 'start',
    });
    expect(applyClick('period', first.value, '2026-11-08', first.phase).value).toEqual(['2026-11-08', '2026-11-10']);
  });

  it('adds in multi mode and removes a day clicked again', () => {
    const added = applyClick('multi', ['2026-11-05'], '2026-11-02', 'start').value;
    expect(added).toEqual(['2026-11-02', '2026-11-05']);
    expect(applyClick('multi', added, '2026-11-05', 'start').value).toEqual(['2026-11-02']);
  });

  it('finishes a half-picked period with the next day when closed', () => {
    expect(finishOnClose('period', ['2026-11-10'], 'end', {})).toEqual(['2026-11-10', '2026-11-11']);
    expect(finishOnClose('period', ['2026-11-30'], 'end', {})).toEqual(['2026-11-30', '2026-12-01']);
    expect(finishOnClose('period', ['2026-11-25'], 'end', { maxDate: '2026-11-25' })).toEqual([
      '2026-11-25',
      '2026-11-25',
    ]);
    expect(finishOnClose('period', ['2026-11-10', '2026-11-12'], 'start', {})).toEqual(['2026-11-10', '2026-11-12']);
    expect(finishOnClose('single', ['2026-11-10'], 'end', {})).toEqual(['2026-11-10']);
  });

  it('tells which days are inside the period', () => {
    expect(inPeriod(['2026-11-10', '2026-11-12'], '2026-11-11')).toBe(true);
    expect(inPeriod(['2026-11-10', '2026-11-12'], '2026-11-13')).toBe(false);
    expect(inPeriod(['2026-11-10'], '2026-11-10')).toBe(false);
  });
});

describe('configuration errors', () => {
  it('reports a minimum after the maximum, a period start after its end, and a value outside the limits', () => {
    expect(configErrors('single', [], { minDate: '2026-11-10', maxDate: '2026-11-01' })).toEqual(['minAfterMax']);
    expect(configErrors('period', ['2026-11-10', '2026-11-01'], {})).toEqual(['periodStartAfterEnd']);
    expect(configErrors('period', ['2026-10-01', '2026-10-05'], { minDate: '2026-11-01' })).toEqual([
      'valueOutsideLimits',
    ]);
    expect(configErrors('multi', ['2026-11-02'], { minDate: '2026-11-01', maxDate: '2026-11-30' })).toEqual([]);
  });
});
