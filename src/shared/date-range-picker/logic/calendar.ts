import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import localeData from 'dayjs/plugin/localeData';
import { DATE_FORMAT } from '@/shared/logic/date-format';
import type { PickerLimits } from './selection';

dayjs.extend(localeData);

/** docs/console.md#screens-and-routes and #constants-and-limits calendar months: which months the popup shows and how a month is laid out. */
export const DEFAULT_MONTHS = 3;
export const MAX_MONTHS = 12;
/** Width of one month panel, px. */
export const MONTH_WIDTH = 200;
/** Months are named YYYY-MM. */
export const MONTH_FORMAT = 'YYYY-MM';

const monthOf = (day: string) => day.slice(0, 7);
const parseMonth = (month: string) => dayjs(`${month}-01`, DATE_FORMAT);

/** Months shown: 3 by default (also for 0, negative or not a number), rounded up to a multiple of 3, at most 12. */
export function monthsToShow(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested) || requested < 1) return DEFAULT_MONTHS;
  return Math.min(MAX_MONTHS, Math.ceil(requested / 3) * 3);
}

/** The month `by` months after `month` (before, when negative). */
export function shiftMonth(month: string, by: number): string {
  return parseMonth(month).add(by, 'month').format(MONTH_FORMAT);
}

/** `count` months from `first` on. */
export function monthsFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(first, i));
}

/**
 * The first month to show when the popup opens. The months end with the month of the
 * value's last day, or, with no value, of today kept within the limits (so a picker of
 * past days shows the months up to today). They move later to start with the
 * minimum's month when that still shows the target month (so a picker of future days
 * starts there), but never so far that they end after the maximum's month.
 */
export function firstMonthToShow(
  value: readonly string[],
  today: string,
  count: number,
  limits: Pick<PickerLimits, 'minDate' | 'maxDate'>,
): string {
  let target = value.length ? [...value].sort().at(-1)! : today;
  if (!value.length && limits.maxDate && target > limits.maxDate) target = limits.maxDate;
  if (!value.length && limits.minDate && target < limits.minDate) target = limits.minDate;
  let first = shiftMonth(monthOf(target), -(count - 1));
  const floor = limits.minDate ? monthOf(limits.minDate) : null;
  if (floor !== null && first < floor && floor <= monthOf(target)) first = floor;
  const ceiling = limits.maxDate ? monthOf(limits.maxDate) : null;
  if (ceiling !== null && ceiling >= monthOf(target) && shiftMonth(first, count - 1) > ceiling)
    first = shiftMonth(ceiling, -(count - 1));
  return first;
}

/**
 * Whether the months can move a page earlier (step -1) or later (step 1): not when
 * the whole page would lie before the minimum's month or after the maximum's.
 */
export function canShift(
  months: readonly string[],
  step: -1 | 1,
  limits: Pick<PickerLimits, 'minDate' | 'maxDate'>,
): boolean {
  if (step < 0) return !limits.minDate || shiftMonth(months[0]!, -1) >= monthOf(limits.minDate);
  return !limits.maxDate || shiftMonth(months.at(-1)!, 1) <= monthOf(limits.maxDate);
}

/** The first and last day (YYYY-MM-DD) of the months on screen. */
export function daysOfMonths(months: readonly string[]): { first: string; last: string } {
  return {
    first: parseMonth(months[0]!).format(DATE_FORMAT),
    last: parseMonth(months.at(-1)!).endOf('month').format(DATE_FORMAT),
  };
}

export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** The weeks of a month (rows of 7) starting on `weekStart` (0 Sunday, 1 Monday), with the neighbours' days around it. */
export function monthGrid(month: string, weekStart: number): GridDay[][] {
  const first = parseMonth(month);
  const lead = (first.day() - weekStart + 7) % 7;
  const cells = Math.ceil((lead + first.daysInMonth()) / 7) * 7;
  const start = first.subtract(lead, 'day');
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i += 1) {
    const d = start.add(i, 'day');
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({ day: d.format(DATE_FORMAT), inMonth: d.month() === first.month() });
  }
  return weeks;
}

/** The first day of the week in a dayjs locale ('ru' Monday = 1; 'en' Sunday = 0, as dayjs says). */
export function weekStartOf(locale: string): number {
  return dayjs().locale(locale).localeData().firstDayOfWeek();
}

export interface WeekdayLabel {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Shown above the column ('Mo', 'пн'). */
  short: string;
  /** Its accessible name ('Monday', 'понедельник'). */
  long: string;
}

/** The weekday columns in a dayjs locale, from its first day of the week. */
export function weekdayLabels(locale: string): WeekdayLabel[] {
  const data = dayjs().locale(locale).localeData();
  const start = data.firstDayOfWeek();
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = (start + i) % 7;
    return { weekday, short: data.weekdaysMin()[weekday]!, long: data.weekdays()[weekday]! };
  });
}

/** A month's title, capitalised: 'November 2026', 'Ноябрь 2026'. */
export function monthTitle(month: string, locale: string): string {
  const text = parseMonth(month).locale(locale).format('MMMM YYYY');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A day's full name, the accessible name of its button: '22 November 2026', '22 ноября 2026'. */
export function dayName(day: string, locale: string): string {
  return dayjs(day, DATE_FORMAT).locale(locale).format('D MMMM YYYY');
}
