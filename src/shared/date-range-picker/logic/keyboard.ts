import { addDays } from './selection';

/** Days moved by an arrow key in the month grid: a day left or right, a week up or down. */
const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** How many days a key moves the focus, or null for a key that does not move it. */
export function keyStep(key: string): number | null {
  return STEPS[key] ?? null;
}

/**
 * The day the focus moves to from `from` by `step` days: the nearest day in that
 * direction that can be focused (not disabled), within the days on screen
 * (`first`…`last`), or null when there is none.
 */
export function nextFocusDay(
  from: string,
  step: number,
  canFocus: (day: string) => boolean,
  first: string,
  last: string,
): string | null {
  if (step === 0) return null;
  for (let day = addDays(from, step); day >= first && day <= last; day = addDays(day, step)) {
    if (canFocus(day)) return day;
  }
  return null;
}
