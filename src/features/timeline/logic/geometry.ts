import { LABEL_SPACING_PX } from './constants';
import type { TimelineAnnotation, TimeWindow } from './types';

export const timeToX = (w: TimeWindow, widthPx: number, time: number) =>
  ((time - w.start) / (w.end - w.start)) * widthPx;

export const xToTime = (w: TimeWindow, widthPx: number, x: number) =>
  w.start + (x / Math.max(1, widthPx)) * (w.end - w.start);

const S = 1000;
const M = 60 * S;
const H = 60 * M;
/** "Nice" label steps, shortest first. */
export const TICK_STEPS = [
  S,
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
  24 * H,
];

export type TickFormat = 'seconds' | 'minutes' | 'day';

export interface Tick {
  time: number;
  x: number;
  /** seconds: HH:mm:ss; minutes: HH:mm; day: a local midnight, shown as the date. */
  format: TickFormat;
}

/**
 * Ticks about 70 px apart on the shortest nice step that leaves at least that
 * much room, aligned to local time (`tzOffsetMinutes` east of UTC).
 */
export function labelTicks(w: TimeWindow, widthPx: number, tzOffsetMinutes: number): Tick[] {
  if (widthPx <= 0 || w.end <= w.start) return [];
  const msPerPx = (w.end - w.start) / widthPx;
  const step = TICK_STEPS.find((s) => s / msPerPx >= LABEL_SPACING_PX) ?? TICK_STEPS.at(-1)!;
  const offset = tzOffsetMinutes * M;
  const first = Math.ceil((w.start + offset) / step) * step - offset;
  const ticks: Tick[] = [];
  for (let time = first; time <= w.end; time += step) {
    const local = (time + offset) % (24 * H);
    const format: TickFormat = local === 0 ? 'day' : step < M ? 'seconds' : 'minutes';
    ticks.push({ time, x: timeToX(w, widthPx, time), format });
  }
  return ticks;
}

/** Annotations under a moment, with `toleranceMs` of slack for thin marks. */
export function annotationsAt(
  annotations: readonly TimelineAnnotation[],
  time: number,
  toleranceMs: number,
): TimelineAnnotation[] {
  return annotations.filter((a) => time >= a.time - toleranceMs && time <= (a.timeEnd ?? a.time) + toleranceMs);
}
