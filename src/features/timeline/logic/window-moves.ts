import {
  ARCHIVE_POLL_MIN_MS,
  FUTURE_END_LIMIT_MS,
  MAX_WINDOW_MS,
  MIN_WINDOW_MS,
  WINDOW_AHEAD_MS,
  WINDOW_BACK_MS,
  ZOOM_FACTOR,
} from './constants';
import type { TimeWindow } from './types';

const lengthOf = (w: TimeWindow) => w.end - w.start;

/** docs/console.md#screens-and-routes: 20 hours back and 3 hours ahead of now. */
export function defaultWindow(now: number): TimeWindow {
  return { start: now - WINDOW_BACK_MS, end: now + WINDOW_AHEAD_MS };
}

/** The window as slices of at most `maxSeconds` (the server's rangesMaxSeconds), in order. */
export function rangeSlices(window: TimeWindow, maxSeconds: number): TimeWindow[] {
  const step = Math.max(1000, maxSeconds * 1000);
  const out: TimeWindow[] = [];
  for (let start = window.start; start < window.end; start += step)
    out.push({ start, end: Math.min(window.end, start + step) });
  return out;
}

export const canZoomIn = (w: TimeWindow) => lengthOf(w) > MIN_WINDOW_MS;
export const canZoomOut = (w: TimeWindow) => lengthOf(w) < MAX_WINDOW_MS;

/** A window of `length` that keeps `anchor` at the same place (fraction) it had in `w`. */
function around(w: TimeWindow, anchor: number, length: number): TimeWindow {
  const a = Math.min(w.end, Math.max(w.start, anchor));
  const fraction = lengthOf(w) > 0 ? (a - w.start) / lengthOf(w) : 0.5;
  const start = a - fraction * length;
  return { start, end: start + length };
}

/** Zoom in around `anchor`, only while the window is longer than 5 minutes, never below 5 minutes. */
export function zoomIn(w: TimeWindow, anchor: number): TimeWindow {
  if (!canZoomIn(w)) return w;
  return around(w, anchor, Math.max(MIN_WINDOW_MS, lengthOf(w) / ZOOM_FACTOR));
}

/**
 * Zoom out around `anchor`, only while the window is shorter than 24 hours, never
 * above 24 hours. The end never goes further into the future than it is already
 * or than 3 hours ahead of now, whichever is later: when the end is already 3
 * hours or more in the future it stays put and only the start moves back; when
 * zooming around the anchor would push it past now + 3 hours, it stops there and
 * the rest of the growth goes to the start.
 */
export function zoomOut(w: TimeWindow, anchor: number, now: number): TimeWindow {
  if (!canZoomOut(w)) return w;
  const length = Math.min(MAX_WINDOW_MS, lengthOf(w) * ZOOM_FACTOR);
  const next = around(w, anchor, length);
  const limit = Math.max(w.end, now + FUTURE_END_LIMIT_MS);
  return next.end > limit ? { start: limit - length, end: limit } : next;
}

/**
 * Design (the spec does not say): a move or a drag towards later times stops
 * once the end is 3 hours ahead of now (the same line as zoom out; nothing is
 * there to see), or where the end already is if that is later. Without `now`
 * nothing is limited. Earlier times are never limited.
 */
function limitFuture(w: TimeWindow, next: TimeWindow, now: number | undefined): TimeWindow {
  if (now === undefined || next.end <= w.end) return next;
  const limit = Math.max(w.end, now + FUTURE_END_LIMIT_MS);
  if (next.end <= limit) return next;
  if (limit === w.end) return w;
  return { start: limit - lengthOf(w), end: limit };
}

/** Whether moving right would show anything later (see `moveRight`). */
export const canMoveRight = (w: TimeWindow, now: number) => w.end < now + FUTURE_END_LIMIT_MS;

/** The move step: (window − window/1.5) / 2. */
export const moveStep = (w: TimeWindow) => (lengthOf(w) - lengthOf(w) / ZOOM_FACTOR) / 2;

export function moveLeft(w: TimeWindow): TimeWindow {
  const step = moveStep(w);
  return { start: w.start - step, end: w.end - step };
}

/** Later by the move step; with `now`, the end stops 3 hours ahead of now (see `limitFuture`). */
export function moveRight(w: TimeWindow, now?: number): TimeWindow {
  const step = moveStep(w);
  return limitFuture(w, { start: w.start + step, end: w.end + step }, now);
}

/** The same length, centred on `time`. */
export function centreOn(w: TimeWindow, time: number): TimeWindow {
  const half = lengthOf(w) / 2;
  return { start: time - half, end: time + half };
}

/**
 * A drag by `dxPx` pixels of a window drawn `widthPx` wide: the picture follows
 * the pointer (dragging right shows earlier times). With `now`, it shows nothing
 * later than 3 hours ahead of now (see `limitFuture`).
 */
export function pan(w: TimeWindow, dxPx: number, widthPx: number, now?: number): TimeWindow {
  if (!(widthPx > 0) || dxPx === 0) return w;
  const shift = (dxPx / widthPx) * lengthOf(w);
  return limitFuture(w, { start: w.start - shift, end: w.end - shift }, now);
}

/**
 * One wheel step at `anchor` (the time under the pointer): up (negative deltaY)
 * zooms in, down zooms out; the same limits as the buttons.
 */
export function wheelZoom(w: TimeWindow, anchor: number, deltaY: number, now: number): TimeWindow {
  if (deltaY < 0) return zoomIn(w, anchor);
  if (deltaY > 0) return zoomOut(w, anchor, now);
  return w;
}

/** docs/console.md#states-and-transitions: the archive is polled every 6 × seconds-per-pixel × 1000 ms, at least 3500 ms (whole ms). */
export function archivePollMs(w: TimeWindow, widthPx: number): number {
  const secondsPerPixel = lengthOf(w) / 1000 / Math.max(1, widthPx);
  return Math.max(ARCHIVE_POLL_MIN_MS, Math.round(6 * secondsPerPixel * 1000));
}
