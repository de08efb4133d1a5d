import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/logic/date-format';

/**
 * docs/console.md#states-and-transitions and #validation-rules date picker rules as plain functions over YYYY-MM-DD strings
 * (which sort as the days they name).
 */
export type DateRangeType = 'period' | 'single' | 'multi';

export interface PickerLimits {
  /** The earliest day that can be picked (YYYY-MM-DD). */
  minDate?: string;
  /** The latest day that can be picked (YYYY-MM-DD). */
  maxDate?: string;
  /** While a period is being picked: how many days either side of its first day may be picked. */
  maxRangeDays?: number;
  /** A custom check: true disables the day. */
  isDateDisabled?: (day: string) => boolean;
  /** Multi mode: weekdays that cannot be picked (0 Sunday … 6 Saturday). */
  blockedWeekdays?: readonly number[];
}

/** A configuration the picker cannot honour; each has a text in locales/<lang>/date-picker.json (errors.<code>). */
export type PickerConfigError = 'invalidDate' | 'minAfterMax' | 'periodStartAfterEnd' | 'valueOutsideLimits';

export const addDays = (day: string, n: number): string => dayjs(day, DATE_FORMAT).add(n, 'day').format(DATE_FORMAT);

/** Whether the text is a real day written as YYYY-MM-DD (not 2026-02-30). */
export function isValidDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text, DATE_FORMAT).format(DATE_FORMAT) === text;
}

/** The first day of a period whose end is still to be picked, or null (not a period, or not half picked). */
export function pickingFrom(type: DateRangeType, value: readonly string[]): string | null {
  return type === 'period' && value.length === 1 ? value[0]! : null;
}

/**
 * Whether a day cannot be picked: before the minimum, after the maximum, rejected
 * by the custom check, a blocked weekday in multi mode, or, while a period is
 * being picked (`from` is its first day), more than maxRangeDays away from it.
 */
export function isDayDisabled(
  day: string,
  type: DateRangeType,
  limits: PickerLimits,
  from: string | null = null,
): boolean {
  if (limits.minDate && day < limits.minDate) return true;
  if (limits.maxDate && day > limits.maxDate) return true;
  if (limits.isDateDisabled?.(day)) return true;
  if (type === 'multi' && limits.blockedWeekdays?.includes(dayjs(day, DATE_FORMAT).day())) return true;
  if (type === 'period' && from !== null && limits.maxRangeDays !== undefined) {
    const reach = Math.max(0, Math.floor(limits.maxRangeDays));
    if (day < addDays(from, -reach) || day > addDays(from, reach)) return true;
  }
  return false;
}

/**
 * The value after a click on a day.
 * - single: the day replaces the value.
 * - multi: the day is added (the value stays sorted), or removed when it was picked.
 * - period: with no start or a whole period, the day is the new start; with a start
 *   only, the day ends the period. A day before the start swaps them (the period runs
 *   from the day to the old start); the start itself makes a one-day period.
 */
export function applyClick(type: DateRangeType, value: readonly string[], day: string): string[] {
  if (type === 'single') return [day];
  if (type === 'multi') return value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort();
  const start = pickingFrom(type, value);
  if (start === null) return [day];
  return day < start ? [day, start] : [start, day];
}

/** Whether the popup has nothing more to ask after this value: a single day, or a whole period. */
export function isFinished(type: DateRangeType, value: readonly string[]): boolean {
  if (type === 'single') return value.length === 1;
  if (type === 'period') return value.length === 2;
  return false;
}

/**
 * The value when the popup closes: a half-picked period ends the next day, or, when
 * the next day cannot be picked (after the maximum, outside the maximum range,
 * rejected by the custom check), on its first day. Anything else is kept.
 */
export function finishOnClose(type: DateRangeType, value: readonly string[], limits: PickerLimits): string[] {
  const start = pickingFrom(type, value);
  if (start === null) return [...value];
  const next = addDays(start, 1);
  return [start, isDayDisabled(next, type, limits, start) ? start : next];
}

/**
 * The problems of a configuration (docs/console.md#validation-rules), each once, in this order: a limit or
 * value that is not a YYYY-MM-DD day, a minimum after the maximum, a period that
 * starts after it ends, a value outside the limits.
 */
export function configErrors(type: DateRangeType, value: readonly string[], limits: PickerLimits): PickerConfigError[] {
  const errors: PickerConfigError[] = [];
  const given = [limits.minDate, limits.maxDate, ...value].filter((d): d is string => d !== undefined);
  if (given.some((d) => !isValidDay(d))) return ['invalidDate'];
  if (limits.minDate && limits.maxDate && limits.minDate > limits.maxDate) errors.push('minAfterMax');
  if (type === 'period' && value.length === 2 && value[0]! > value[1]!) errors.push('periodStartAfterEnd');
  const outside = value.some((d) => (limits.minDate && d < limits.minDate) || (limits.maxDate && d > limits.maxDate));
  if (outside) errors.push('valueOutsideLimits');
  return errors;
}

/** Whether a day lies strictly inside a whole period (for the highlight between its ends). */
export function inPeriod(type: DateRangeType, value: readonly string[], day: string): boolean {
  return type === 'period' && value.length === 2 && day > value[0]! && day < value[1]!;
}
