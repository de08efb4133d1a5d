import { describe, expect, it } from 'vitest';
import {
  applyClick,
  configErrors,
  finishOnClose,
  inPeriod,
  isDayDisabled,
  isFinished,
  isValidDay,
  pickingFrom,
} from './selection';

describe('disabled days', () => {
  const limits = { minDate: '2026-11-05', maxDate: '2026-11-25', isDateDisabled: (d: string) => d === '2026-11-10' };

  it('disables days before the minimum, after the maximum and rejected by the custom check', () => {
    expect(isDayDisabled('2026-11-04', 'single', limits)).toBe(true);
    expect(isDayDisabled('2026-11-05', 'single', limits)).toBe(false);
    expect(isDayDisabled('2026-11-25', 'single', limits)).toBe(false);
    expect(isDayDisabled('2026-11-26', 'single', limits)).toBe(true);
    expect(isDayDisabled('2026-11-10', 'period', limits)).toBe(true);
    expect(isDayDisabled('2026-11-11', 'multi', limits)).toBe(false);
  });

  it('blocks weekdays in multi mode only (0 is Sunday)', () => {
    const weekends = { blockedWeekdays: [0, 6] };
    expect(isDayDisabled('2026-11-22', 'multi', weekends)).toBe(true); // Sunday
    expect(isDayDisabled('2026-11-21', 'multi', weekends)).toBe(true); // Saturday
    expect(isDayDisabled('2026-11-23', 'multi', weekends)).toBe(false); // Monday
    expect(isDayDisabled('2026-11-22', 'single', weekends)).toBe(false);
    expect(isDayDisabled('2026-11-22', 'period', weekends)).toBe(false);
  });

  it('while a period is picked, allows only maxRangeDays either side of its first day', () => {
    const range = { maxRangeDays: 3 };
    expect(isDayDisabled('2026-11-13', 'period', range, '2026-11-10')).toBe(false);
    expect(isDayDisabled('2026-11-14', 'period', range, '2026-11-10')).toBe(true);
    expect(isDayDisabled('2026-11-07', 'period', range, '2026-11-10')).toBe(false);
    expect(isDayDisabled('2026-11-06', 'period', range, '2026-11-10')).toBe(true);
    expect(isDayDisabled('2026-12-01', 'period', { maxRangeDays: 2 }, '2026-11-29')).toBe(false);
    expect(isDayDisabled('2026-11-20', 'period', range, null)).toBe(false);
  });
});

describe('clicks', () => {
  it('selects the clicked day in single mode, replacing the old one', () => {
    expect(applyClick('single', ['2026-11-01'], '2026-11-05')).toEqual(['2026-11-05']);
    expect(applyClick('single', [], '2026-11-05')).toEqual(['2026-11-05']);
    expect(isFinished('single', ['2026-11-05'])).toBe(true);
  });

  it('toggles between the start and the end in period mode', () => {
    const started = applyClick('period', ['2026-11-01', '2026-11-03'], '2026-11-10');
    expect(started).toEqual(['2026-11-10']);
    expect(pickingFrom('period', started)).toBe('2026-11-10');
    expect(isFinished('period', started)).toBe(false);
    const ended = applyClick('period', started, '2026-11-12');
    expect(ended).toEqual(['2026-11-10', '2026-11-12']);
    expect(pickingFrom('period', ended)).toBeNull();
    expect(isFinished('period', ended)).toBe(true);
    expect(applyClick('period', ended, '2026-11-20')).toEqual(['2026-11-20']);
    expect(applyClick('period', [], '2026-11-20')).toEqual(['2026-11-20']);
  });

  it('swaps an end picked before the start, and makes a one-day period of the start itself', () => {
    expect(applyClick('period', ['2026-11-10'], '2026-11-08')).toEqual(['2026-11-08', '2026-11-10']);
    expect(applyClick('period', ['2026-11-10'], '2026-11-10')).toEqual(['2026-11-10', '2026-11-10']);
  });

  it('adds in multi mode, keeping the days sorted, and removes a day clicked again', () => {
    const added = applyClick('multi', ['2026-11-05'], '2026-11-02');
    expect(added).toEqual(['2026-11-02', '2026-11-05']);
    expect(applyClick('multi', added, '2026-11-05')).toEqual(['2026-11-02']);
    expect(applyClick('multi', ['2026-11-02'], '2026-11-02')).toEqual([]);
    expect(isFinished('multi', added)).toBe(false);
    expect(pickingFrom('multi', ['2026-11-02'])).toBeNull();
  });
});

describe('closing the popup', () => {
  it('finishes a half-picked period with the next day', () => {
    expect(finishOnClose('period', ['2026-11-10'], {})).toEqual(['2026-11-10', '2026-11-11']);
    expect(finishOnClose('period', ['2026-12-31'], {})).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('ends on the first day when the next one cannot be picked', () => {
    expect(finishOnClose('period', ['2026-11-25'], { maxDate: '2026-11-25' })).toEqual(['2026-11-25', '2026-11-25']);
    expect(finishOnClose('period', ['2026-11-25'], { maxRangeDays: 0 })).toEqual(['2026-11-25', '2026-11-25']);
    const noNext = { isDateDisabled: (d: string) => d === '2026-11-26' };
    expect(finishOnClose('period', ['2026-11-25'], noNext)).toEqual(['2026-11-25', '2026-11-25']);
  });

  it('keeps anything else as it is', () => {
    expect(finishOnClose('period', ['2026-11-10', '2026-11-12'], {})).toEqual(['2026-11-10', '2026-11-12']);
    expect(finishOnClose('period', [], {})).toEqual([]);
    expect(finishOnClose('single', ['2026-11-10'], {})).toEqual(['2026-11-10']);
    expect(finishOnClose('multi', ['2026-11-10'], {})).toEqual(['2026-11-10']);
  });
});

describe('configuration errors', () => {
  it('accepts a sound configuration', () => {
    expect(configErrors('multi', ['2026-11-02'], { minDate: '2026-11-01', maxDate: '2026-11-30' })).toEqual([]);
    expect(configErrors('period', ['2026-11-02', '2026-11-02'], {})).toEqual([]);
    expect(configErrors('single', [], { minDate: '2026-11-01', maxDate: '2026-11-01' })).toEqual([]);
  });

  it('reports a minimum after the maximum', () => {
    expect(configErrors('single', [], { minDate: '2026-11-10', maxDate: '2026-11-01' })).toEqual(['minAfterMax']);
  });

  it('reports a period that starts after it ends', () => {
    expect(configErrors('period', ['2026-11-10', '2026-11-01'], {})).toEqual(['periodStartAfterEnd']);
    expect(configErrors('multi', ['2026-11-10', '2026-11-01'], {})).toEqual([]);
  });

  it('reports a value outside the limits', () => {
    expect(configErrors('period', ['2026-10-01', '2026-10-05'], { minDate: '2026-11-01' })).toEqual([
      'valueOutsideLimits',
    ]);
    expect(configErrors('single', ['2026-12-01'], { maxDate: '2026-11-30' })).toEqual(['valueOutsideLimits']);
  });

  it('reports several problems at once', () => {
    expect(
      configErrors('period', ['2026-11-20', '2026-11-10'], { minDate: '2026-11-15', maxDate: '2026-11-01' }),
    ).toEqual(['minAfterMax', 'periodStartAfterEnd', 'valueOutsideLimits']);
  });

  it('reports a limit or value that is not a YYYY-MM-DD day', () => {
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('22.11.2026')).toBe(false);
    expect(configErrors('single', ['2026-13-01'], {})).toEqual(['invalidDate']);
    expect(configErrors('single', [], { minDate: 'yesterday' })).toEqual(['invalidDate']);
  });
});

describe('the period highlight', () => {
  it('covers the days strictly between the ends of a whole period', () => {
    const period = ['2026-11-10', '2026-11-12'];
    expect(inPeriod('period', period, '2026-11-11')).toBe(true);
    expect(inPeriod('period', period, '2026-11-10')).toBe(false);
    expect(inPeriod('period', period, '2026-11-13')).toBe(false);
    expect(inPeriod('period', ['2026-11-10'], '2026-11-11')).toBe(false);
    expect(inPeriod('multi', period, '2026-11-11')).toBe(false);
  });
});
