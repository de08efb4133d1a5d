import { describe, expect, it } from 'vitest';
import {
  canShift,
  daysOfMonths,
  dayName,
  firstMonthToShow,
  monthGrid,
  monthsFrom,
  monthsToShow,
  monthTitle,
  shiftMonth,
  weekdayLabels,
  weekStartOf,
} from './calendar';

describe('how many months', () => {
  it('defaults to 3, rounds up to a multiple of 3, and stops at 12', () => {
    expect(monthsToShow()).toBe(3);
    expect(monthsToShow(0)).toBe(3);
    expect(monthsToShow(-2)).toBe(3);
    expect(monthsToShow(Number.NaN)).toBe(3);
    expect(monthsToShow(1)).toBe(3);
    expect(monthsToShow(3)).toBe(3);
    expect(monthsToShow(4)).toBe(6);
    expect(monthsToShow(9)).toBe(9);
    expect(monthsToShow(12)).toBe(12);
    expect(monthsToShow(13)).toBe(12);
  });
});

describe('which months', () => {
  it('counts months across a year end', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsFrom('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it("ends with the month of the value's last day", () => {
    expect(firstMonthToShow(['2026-02-14'], '2026-11-22', 3, {})).toBe('2025-12');
    expect(firstMonthToShow(['2026-09-01', '2026-05-03'], '2026-11-22', 3, {})).toBe('2026-07');
  });

  it('with no value, ends with the month of today, kept within the limits', () => {
    expect(firstMonthToShow([], '2026-11-22', 3, {})).toBe('2026-09');
    expect(firstMonthToShow([], '2026-11-22', 6, { maxDate: '2026-08-31' })).toBe('2026-03');
  });

  it("never starts before the minimum's month while the target month stays on screen", () => {
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2026-11-22' })).toBe('2026-11');
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2027-03-01' })).toBe('2027-03');
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2026-10-05' })).toBe('2026-10');
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2026-01-01' })).toBe('2026-09');
  });

  it("never ends after the maximum's month when it need not", () => {
    // Recordings since the 5th of this month, nothing after today: the months up to today.
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2026-11-05', maxDate: '2026-11-22' })).toBe('2026-09');
    expect(firstMonthToShow([], '2026-11-22', 3, { minDate: '2026-11-05', maxDate: '2026-12-31' })).toBe('2026-10');
    expect(firstMonthToShow(['2026-11-10'], '2026-11-22', 6, { minDate: '2026-10-01', maxDate: '2027-01-31' })).toBe(
      '2026-08',
    );
  });

  it('moves a page only while some of it is within the limits', () => {
    const months = ['2026-09', '2026-10', '2026-11'];
    expect(canShift(months, -1, {})).toBe(true);
    expect(canShift(months, 1, {})).toBe(true);
    expect(canShift(months, -1, { minDate: '2026-08-31' })).toBe(true);
    expect(canShift(months, -1, { minDate: '2026-09-01' })).toBe(false);
    expect(canShift(months, 1, { maxDate: '2026-12-01' })).toBe(true);
    expect(canShift(months, 1, { maxDate: '2026-11-30' })).toBe(false);
  });

  it('gives the first and last day of the months on screen', () => {
    expect(daysOfMonths(['2026-12', '2027-01', '2027-02'])).toEqual({ first: '2026-12-01', last: '2027-02-28' });
  });
});

describe('a month grid', () => {
  it('lays a month out in whole weeks from Monday, with the neighbouring days around it', () => {
    const weeks = monthGrid('2026-11', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weeks[5]![0]).toEqual({ day: '2026-11-30', inMonth: true });
    expect(weeks[5]![6]).toEqual({ day: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('lays a month out from Sunday', () => {
    const weeks = monthGrid('2026-11', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ day: '2026-12-05', inMonth: false });
  });

  it('needs only four weeks for a February that starts on the first day of the week', () => {
    expect(monthGrid('2027-02', 1)).toHaveLength(4);
  });
});

describe('labels', () => {
  it('starts the week on Monday in Russian and on Sunday in English, as dayjs says', () => {
    expect(weekStartOf('ru')).toBe(1);
    expect(weekStartOf('en')).toBe(0);
    expect(weekdayLabels('ru').map((d) => d.short)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(weekdayLabels('ru')[0]).toEqual({ weekday: 1, short: 'пн', long: 'понедельник' });
    expect(weekdayLabels('en').map((d) => d.short)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(weekdayLabels('en')[1]).toEqual({ weekday: 1, short: 'Mo', long: 'Monday' });
  });

  it('names months and days in full', () => {
    expect(monthTitle('2026-11', 'en')).toBe('November 2026');
    expect(monthTitle('2026-11', 'ru')).toBe('Ноябрь 2026');
    expect(dayName('2026-11-22', 'en')).toBe('22 November 2026');
    expect(dayName('2026-11-22', 'ru')).toBe('22 ноября 2026');
  });
});
