import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/logic/date-format';

/** SPEC §2, §4, §5 date picker rules, as plain functions over YYYY-MM-DD strings (which sort as dates). */
export type DateRangeType = 'period' | 'single' | 'multi';

export interface PickerLimits {
  minDate?: string;
  maxDate?: string;
  /** While a period is being picked: how many days around its first day are allowed. */
  maxRangeDays?: number;
  isDateDisabled?: (day: string) => boolean;
  /** Multi mode: weekdays that cannot be picked (0 Sunday … 6 Saturday). */
  blockedWeekdays?: readonly number[];
}

export type PickerConfigError = 'minAfterMax' | 'periodStartAfterEnd' | 'valueOutsideLimits';

/** In period mode: is the next click the start or the end? */
export type PeriodPhase = 'start' | 'end';

export const DEFAULT_MONTHS = 3;
export const MAX_MONTHS = 12;
export const MONTH_WIDTH = 200;

const addDays = (day: string, n: number) => dayjs(day, DATE_FORMAT).add(n, 'day').format(DATE_FORMAT);

/** Months shown: 3 by default, rounded up to a multiple of 3, at most 12. */
export function monthsToShow(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested < 1) return DEFAULT_MONTHS;
  return Math.min(MAX_MONTHS, Math.ceil(requested / 3) * 3);
}

/** `count` months (YYYY-MM) ending with the month of `lastDay`. */
export function visibleMonths(lastDay: string, count: number): string[] {
  const last = dayjs(lastDay, DATE_FORMAT).startOf('month');
  return Array.from({ length: count }, (_, i) => last.subtract(count - 1 - i, 'month').format('YYYY-MM'));
}

export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** The weeks of a month (rows of 7), starting on `weekStart` (0 Sunday, 1 Monday), with the neighbours' days around it. */
export function monthGrid(month: string, weekStart: number): GridDay[][] {
  const first = dayjs(`${month}-01`, DATE_FORMAT);
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

/** Weekday indexes (0 Sunday … 6 Saturday) in the order the grid shows them. */
export function weekdayOrder(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}

/**
 * Whether a day cannot be picked: before the minimum, after the maximum, rejected
 * by the custom check, a blocked weekday in multi mode, or, while a period is
 * being picked (`selectingFrom` is its first day), further than maxRangeDays from it.
 */
export function isDayDisabled(
  day: string,
  type: DateRangeType,
  limits: PickerLimits,
  selectingFrom: string | null = null,
): boolean {
  if (limits.minDate && day < limits.minDate) return true;
  if (limits.maxDate && day > limits.maxDate) return true;
  if (limits.isDateDisabled?.(day)) return true;
  if (type === 'multi' && limits.blockedWeekdays?.includes(dayjs(day, DATE_FORMAT).day())) return true;
  if (type === 'period' && selectingFrom && limits.maxRangeDays !== undefined) {
    if (day < addDays(selectingFrom, -limits.maxRangeDays) || day > addDays(selectingFrom, limits.maxRangeDays))
      return true;
  }
  return false;
}

/**
 * A click on a day. single: it is the value. multi: added, or removed when it
 * was picked. period: clicks toggle between the start and the end; an end
 * before the start swaps them.
 */
export function applyClick(
  type: DateRangeType,
  value: readonly string[],
  day: string,
  phase: PeriodPhase,
): { value: string[]; phase: PeriodPhase } {
  if (type === 'single') return { value: [day], phase: 'start' };
  if (type === 'multi') {
    const next = value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort();
    return { value: next, phase: 'start' };
  }
  if (phase === 'start' || !value[0]) return { value: [day], phase: 'end' };
  const start = value[0];
  return { value: day < start ? [day, start] : [start, day], phase: 'start' };
}

/** Closing while a period is half picked finishes it with the next day (kept within the maximum). */
export function finishOnClose(
  type: DateRangeType,
  value: readonly string[],
  phase: PeriodPhase,
  limits: PickerLimits,
): string[] {
  if (type !== 'period' || phase !== 'end' || value.length !== 1) return [...value];
  const start = value[0]!;
  const next = addDays(start, 1);
  return [start, limits.maxDate && next > limits.maxDate ? start : next];
}

/** A configuration the picker cannot honour (SPEC §5): each problem once. */
export function configErrors(type: DateRangeType, value: readonly string[], limits: PickerLimits): PickerConfigError[] {
  const errors: PickerConfigError[] = [];
  if (limits.minDate && limits.maxDate && limits.minDate > limits.maxDate) errors.push('minAfterMax');
  if (type === 'period' && value.length === 2 && value[0]! > value[1]!) errors.push('periodStartAfterEnd');
  const outside = value.some((d) => (limits.minDate && d < limits.minDate) || (limits.maxDate && d > limits.maxDate));
  if (outside) errors.push('valueOutsideLimits');
  return errors;
}

/** Whether a day lies within the picked period (inclusive), for highlighting. */
export function inPeriod(value: readonly string[], day: string): boolean {
  return value.length === 2 && day >= value[0]! && day <= value[1]!;
}
