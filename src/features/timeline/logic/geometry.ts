import { LABEL_SPACING_PX } from './constants';
import type { TimelineAnnotation, TimeWindow } from './types';

/** The x (CSS px from the left edge) of a moment in a window drawn `widthPx` wide. */
export const timeToX = (w: TimeWindow, widthPx: number, time: number) =>
  ((time - w.start) / (w.end - w.start)) * widthPx;

/** The moment under x (CSS px from the left edge). */
export const xToTime = (w: TimeWindow, widthPx: number, x: number) =>
  w.start + (x / Math.max(1, widthPx)) * (w.end - w.start);

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const DAY = 24 * H;

/** "Nice" label steps, shortest first: 1 s … 1 day. */
export const TICK_STEPS = [
  S,
  2 * S,
  5 * S,
  10 * S,
  15 * S,
  30 * S,
  M,
  2 * M,
  5 * M,
  10 * M,
  15 * M,
  30 * M,
  H,
  2 * H,
  3 * H,
  6 * H,
  12 * H,
  DAY,
];

/** seconds: steps under a minute; minutes: longer steps; day: a tick on a local midnight. */
export type TickFormat = 'seconds' | 'minutes' | 'day';

/** The dayjs format of each kind of label. */
export const TICK_LABEL_FORMATS: Record<TickFormat, string> = { seconds: 'HH:mm:ss', minutes: 'HH:mm', day: 'D MMM' };

export interface Tick {
  time: number;
  x: number;
  format: TickFormat;
}

/**
 * The local time zone: minutes east of UTC (Moscow: 180), either one figure or a
 * function of the moment (`(ms) => -new Date(ms).getTimezoneOffset()` follows
 * daylight-saving changes inside the window).
 */
export type TimeZone = number | ((ms: number) => number);

/** The shortest nice step that leaves at least LABEL_SPACING_PX between labels. */
export function tickStep(w: TimeWindow, widthPx: number): number {
  const msPerPx = (w.end - w.start) / Math.max(1, widthPx);
  return TICK_STEPS.find((s) => s / msPerPx >= LABEL_SPACING_PX) ?? DAY;
}

/**
 * Labels about 70 px apart on the shortest nice step that leaves at least that
 * much room, on whole local steps (a 2-hour step labels 00:00, 02:00, … local
 * time; a local midnight is labelled as the day). Made when the window or the
 * width changes, not per frame.
 */
export function labelTicks(w: TimeWindow, widthPx: number, zone: TimeZone): Tick[] {
  if (!(widthPx > 0) || !(w.end > w.start)) return [];
  const offsetAt = typeof zone === 'number' ? () => zone * M : (ms: number) => zone(ms) * M;
  const step = tickStep(w, widthPx);
  const ticks: Tick[] = [];
  // Walk in local time (UTC ms + offset), then back to UTC with the offset of that moment.
  let local = Math.ceil((w.start + offsetAt(w.start)) / step) * step;
  for (let guard = 0; guard < 10_000; guard += 1, local += step) {
    const time = local - offsetAt(local - offsetAt(local));
    if (time > w.end) break;
    if (time < w.start || time === ticks.at(-1)?.time) continue;
    const midnight = ((local % DAY) + DAY) % DAY === 0;
    ticks.push({ time, x: timeToX(w, widthPx, time), format: midnight ? 'day' : step < M ? 'seconds' : 'minutes' });
  }
  return ticks;
}

/** Marks (annotations, bookmarks) under a moment, with `toleranceMs` of slack either side for thin marks. */
export function annotationsAt<T extends Pick<TimelineAnnotation, 'time' | 'timeEnd'>>(
  annotations: readonly T[],
  time: number,
  toleranceMs: number,
): T[] {
  return annotations.filter((a) => time >= a.time - toleranceMs && time <= (a.timeEnd ?? a.time) + toleranceMs);
}
