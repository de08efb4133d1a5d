import { MOTION_SEARCH_MAX_SECONDS } from '@contract/motion-grid';
import type { MotionSearchReply } from '@contract/index';

/** A stretch of the recording with motion, [start, end) in Unix milliseconds. */
export interface MotionSpan {
  start: number;
  end: number;
}

/** A region of the picture in fractions from its top left: x, y, width, height (each 0–1). */
export interface PictureRegion {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The window's ends are rounded to this, so small moves of the window ask nothing new. */
export const MOTION_WINDOW_STEP_MS = 60_000;
/** A jump lands past the playing time by more than this, so a second press goes on to the next range. */
const JUMP_SLACK_MS = 1_000;

/**
 * The motion route's windows for the timeline's window: rounded out to whole minutes, never past
 * now, in slices of at most a day (the longest one search covers); none when it is all in the future.
 */
export function motionWindows(window: MotionSpan, now: number): MotionSpan[] {
  const start = Math.floor(window.start / MOTION_WINDOW_STEP_MS) * MOTION_WINDOW_STEP_MS;
  const end = Math.min(
    Math.ceil(window.end / MOTION_WINDOW_STEP_MS) * MOTION_WINDOW_STEP_MS,
    Math.ceil(now / MOTION_WINDOW_STEP_MS) * MOTION_WINDOW_STEP_MS,
  );
  const out: MotionSpan[] = [];
  const step = MOTION_SEARCH_MAX_SECONDS * 1000;
  for (let from = start; from < end; from += step) out.push({ start: from, end: Math.min(end, from + step) });
  return out;
}

/** The replies of the slices as one ascending list of spans (a range cut by a slice's end joins again). */
export function motionSpans(replies: readonly MotionSearchReply[]): MotionSpan[] {
  const spans = replies
    .flatMap((r) => r.ranges)
    .map((r) => ({ start: Date.parse(r.startTime), end: Date.parse(r.endTime) }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const out: MotionSpan[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** The start of the next motion range after `time`, or null. */
export function nextMotion(spans: readonly MotionSpan[], time: number): number | null {
  return spans.find((s) => s.start > time + JUMP_SLACK_MS)?.start ?? null;
}

/**
 * The start of the previous motion range before `time`, or null. Playing inside a range that began
 * more than a moment ago goes back to its start (as a player's "previous" does).
 */
export function previousMotion(spans: readonly MotionSpan[], time: number): number | null {
  let found: number | null = null;
  for (const s of spans) if (s.start < time - JUMP_SLACK_MS) found = s.start;
  return found;
}

const fraction = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000);

/** The region as the motion route's `region` (x,y,w,h, fractions of at most 4 decimals). */
export function regionParam(region: PictureRegion): string {
  return [region.x, region.y, region.w, region.h].map(fraction).join(',');
}

/** The smallest region one may draw, as a fraction of each side: anything smaller is a click. */
export const MIN_REGION = 0.02;

/**
 * The region a drag from (x1, y1) to (x2, y2) draws over a picture `width` × `height`, within the
 * picture, in fractions; null when it is too small to be one.
 */
export function regionOfDrag(
  from: { x: number; y: number },
  to: { x: number; y: number },
  width: number,
  height: number,
): PictureRegion | null {
  if (!(width > 0) || !(height > 0)) return null;
  const clamp = (v: number, max: number) => Math.min(1, Math.max(0, v / max));
  const x1 = clamp(from.x, width);
  const x2 = clamp(to.x, width);
  const y1 = clamp(from.y, height);
  const y2 = clamp(to.y, height);
  const region = { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) };
  return region.w < MIN_REGION || region.h < MIN_REGION ? null : region;
}
