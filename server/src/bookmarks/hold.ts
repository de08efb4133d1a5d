import { BOOKMARK_MOMENT_HOLD_MS } from '../../contract/schemas/bookmark';

const HOUR_MS = 3_600_000;

/** What an evidence hold covers: a bookmark's hold flag and its range. */
export interface HeldRange {
  hold: boolean;
  startMs: number;
  endMs: number | null;
}

/** The recording a hold keeps, in ms: the interval, or BOOKMARK_MOMENT_HOLD_MS either side of a moment. */
export function holdMs(range: Pick<HeldRange, 'startMs' | 'endMs'>): number {
  return range.endMs === null ? 2 * BOOKMARK_MOMENT_HOLD_MS : range.endMs - range.startMs;
}

/**
 * Whether a change touches a hold, and so needs the right to hold: turning it on or off, or moving
 * the range of a held bookmark. `before` is null for a new bookmark.
 */
export function touchesHold(before: HeldRange | null, after: HeldRange): boolean {
  if (!before) return after.hold;
  if (before.hold !== after.hold) return true;
  return after.hold && (before.startMs !== after.startMs || before.endMs !== after.endMs);
}

/**
 * Whether a user's held time after a change goes past their cap: refused only when the change makes it
 * grow (a user over a lowered cap may still shrink or release holds). Times in ms, the cap in hours.
 */
export function overHoldCap(currentMs: number, nextMs: number, maxHours: number): boolean {
  return nextMs > currentMs && nextMs > maxHours * HOUR_MS;
}

/** Held ms as hours, rounded to a hundredth. */
export const heldHours = (ms: number): number => Math.round((ms / HOUR_MS) * 100) / 100;
