import type { RangeAt, TimeWindow } from '@/features/timeline';

/**
 * What the download dialog says of a clip (docs/console.md#screens-and-routes download): how much of the
 * chosen interval is recorded (a gap is left out of the file), and lengths as
 * minutes and seconds.
 */

/**
 * Milliseconds recorded inside `range`, from the archive's ranges over it (change
 * points, each lasting until the next one; the last until the range's end).
 */
export function recordedMsWithin(ranges: readonly RangeAt[], range: TimeWindow): number {
  let total = 0;
  ranges.forEach((r, i) => {
    if (r.status === 0) return;
    const start = Math.max(r.date, range.start);
    const end = Math.min(ranges[i + 1]?.date ?? range.end, range.end);
    if (end > start) total += end - start;
  });
  return total;
}

export interface MinutesAndSeconds {
  /** null under a minute: the length is written in seconds alone. */
  minutes: number | null;
  /** Two digits after minutes ("01"), else as it is ("21"). */
  seconds: string;
}

/** A length in whole seconds (rounded) as minutes and two-digit seconds: 61 → 1 min 01 s, 21 → 21 s. */
export function minutesAndSeconds(totalSeconds: number): MinutesAndSeconds {
  const whole = Math.max(0, Math.round(totalSeconds));
  if (whole < 60) return { minutes: null, seconds: String(whole) };
  return { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, '0') };
}
