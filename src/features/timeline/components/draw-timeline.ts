import { THUMB_WIDTH_PX } from '../logic/constants';
import { timeToX, type Tick } from '../logic/geometry';
import type { Interval, TimelineAnnotation, TimeWindow } from '../logic/types';

/** Colours of the timeline, from the theme's tokens (light or dark). */
export interface TimelinePalette {
  background: string;
  gap: string;
  fragment: string;
  live: string;
  future: string;
  text: string;
  tick: string;
  now: string;
  thumb: string;
  thumbBorder: string;
  event: string;
  other: string;
  font: string;
}

export interface TimelineModel {
  window: TimeWindow;
  width: number;
  height: number;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  ticks: readonly Tick[];
  /** One text per tick, formatted when the ticks were made. */
  labels: readonly string[];
  playingTime: number | null;
  now: number;
}

/** Where things sit, top to bottom (CSS pixels). */
export const LAYOUT = { marksTop: 2, marksHeight: 8, barTop: 12, barHeight: 24, labelsTop: 42 };

const FILL: Record<Interval['type'], keyof TimelinePalette> = { gap: 'gap', fragment: 'fragment', live: 'live' };

/**
 * Draws the whole timeline in CSS pixels (the caller scales the context for
 * the device's pixel ratio). No allocation per frame beyond what canvas does.
 */
export function drawTimeline(ctx: CanvasRenderingContext2D, m: TimelineModel, p: TimelinePalette): void {
  const { window: w, width, height } = m;
  const x = (t: number) => timeToX(w, width, t);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = p.background;
  ctx.fillRect(0, 0, width, height);

  // The future: no interval, a faint band up to the window's end.
  const nowX = x(m.now);
  if (nowX < width) {
    ctx.fillStyle = p.future;
    ctx.fillRect(Math.max(0, nowX), LAYOUT.barTop, width - Math.max(0, nowX), LAYOUT.barHeight);
  }

  for (const interval of m.intervals) {
    if (interval.end <= w.start || interval.start >= w.end) continue;
    const from = Math.max(0, x(interval.start));
    const to = Math.min(width, x(interval.end));
    ctx.fillStyle = p[FILL[interval.type]];
    ctx.fillRect(from, LAYOUT.barTop, Math.max(1, to - from), LAYOUT.barHeight);
  }

  for (const a of m.annotations) {
    const end = a.timeEnd ?? a.time;
    if (end < w.start || a.time > w.end) continue;
    const from = x(a.time);
    ctx.fillStyle = a.type === 'event' ? p.event : p.other;
    ctx.fillRect(from, LAYOUT.marksTop, Math.max(2, x(end) - from), LAYOUT.marksHeight);
  }

  ctx.fillStyle = p.tick;
  for (const tick of m.ticks) ctx.fillRect(Math.round(tick.x), LAYOUT.barTop + LAYOUT.barHeight, 1, 4);
  ctx.fillStyle = p.text;
  ctx.font = p.font;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  for (let i = 0; i < m.ticks.length; i += 1) ctx.fillText(m.labels[i] ?? '', m.ticks[i]!.x, LAYOUT.labelsTop);

  if (nowX >= 0 && nowX <= width) {
    ctx.fillStyle = p.now;
    ctx.fillRect(Math.round(nowX) - 1, 0, 2, LAYOUT.barTop + LAYOUT.barHeight + 4);
  }

  if (m.playingTime !== null) {
    const thumbX = x(m.playingTime);
    if (thumbX >= -THUMB_WIDTH_PX && thumbX <= width + THUMB_WIDTH_PX) {
      const left = thumbX - THUMB_WIDTH_PX / 2;
      ctx.fillStyle = p.thumb;
      ctx.strokeStyle = p.thumbBorder;
      ctx.lineWidth = 1;
      ctx.globalAlpha = 0.85;
      ctx.fillRect(left, LAYOUT.barTop - 2, THUMB_WIDTH_PX, LAYOUT.barHeight + 4);
      ctx.globalAlpha = 1;
      ctx.strokeRect(left + 0.5, LAYOUT.barTop - 1.5, THUMB_WIDTH_PX - 1, LAYOUT.barHeight + 3);
      ctx.fillStyle = p.thumbBorder;
      ctx.fillRect(Math.round(thumbX), LAYOUT.barTop, 1, LAYOUT.barHeight);
    }
  }
}
