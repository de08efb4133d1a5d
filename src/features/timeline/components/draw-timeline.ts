import { THUMB_WIDTH_PX } from '../logic/constants';
import type { Tick } from '../logic/geometry';
import type { Interval, IntervalType, TimelineAnnotation, TimelineBookmark, TimeWindow } from '../logic/types';

/** Colours (and the label font) of the timeline, from the theme's tokens, light or dark. */
export interface TimelinePalette {
  background: string;
  gap: string;
  fragment: string;
  live: string;
  future: string;
  hatch: string;
  text: string;
  tick: string;
  now: string;
  thumb: string;
  thumbBorder: string;
  event: string;
  other: string;
  bookmark: string;
  /** The strip of moments with motion under the bar. */
  motion: string;
  font: string;
}

/** What one frame shows; the component keeps one object and refreshes its fields each tick. */
export interface TimelineModel {
  window: TimeWindow;
  /** CSS pixels. */
  width: number;
  height: number;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  bookmarks: readonly TimelineBookmark[];
  /** Moments with motion (the motion search's ranges), drawn as a thin strip under the bar. */
  motion?: readonly TimeWindow[];
  /** Made when the window or the width changes (labelTicks), not per frame. */
  ticks: readonly Tick[];
  /** One text per tick. */
  labels: readonly string[];
  playingTime: number | null;
  now: number;
}

/** Where things sit, top to bottom (CSS pixels): annotations, the bar, the motion strip over the tick marks, labels. */
export const LAYOUT = {
  marksTop: 2,
  marksHeight: 8,
  barTop: 12,
  tickHeight: 4,
  labelsHeight: 20,
  minBar: 8,
  motionHeight: 3,
};

/** The bar's height for a timeline `height` tall: what the annotations and the labels leave. */
export const barHeightFor = (height: number) =>
  Math.max(LAYOUT.minBar, height - LAYOUT.barTop - LAYOUT.tickHeight - LAYOUT.labelsHeight);

const HATCH_PX = 6;
/** Fragments first, so that a gap narrower than a pixel still shows over them. */
const ORDER: readonly IntervalType[] = ['fragment', 'gap', 'live'];
const ANNOTATION_TYPES: readonly TimelineAnnotation['type'][] = ['event', 'other'];

/** Label widths, measured once per set of labels and font (not per frame). */
const labelWidths = new WeakMap<readonly string[], { font: string; widths: Float64Array }>();

function widthsOf(ctx: CanvasRenderingContext2D, labels: readonly string[], font: string): Float64Array {
  const known = labelWidths.get(labels);
  if (known && known.font === font) return known.widths;
  const widths = new Float64Array(labels.length);
  for (let i = 0; i < labels.length; i += 1) widths[i] = ctx.measureText(labels[i]!).width;
  labelWidths.set(labels, { font, widths });
  return widths;
}

/**
 * Draws the whole timeline in CSS pixels (the caller scales the context for the
 * device's pixel ratio): background, intervals (the live stretch up to `now`),
 * the future (faint, hatched), annotations (a moment is a tick, an interval a
 * band), tick marks and labels, the "now" line and the playing-time thumb.
 * Nothing is allocated per frame.
 */
export function drawTimeline(ctx: CanvasRenderingContext2D, m: TimelineModel, p: TimelinePalette): void {
  const { width, height, now } = m;
  const start = m.window.start;
  const span = m.window.end - start;
  ctx.clearRect(0, 0, width, height);
  if (!(width > 0) || !(height > 0) || !(span > 0)) return;
  const k = width / span;
  const barTop = LAYOUT.barTop;
  const barHeight = barHeightFor(height);
  const barBottom = barTop + barHeight;

  ctx.fillStyle = p.background;
  ctx.fillRect(0, 0, width, height);

  for (const type of ORDER) {
    ctx.fillStyle = p[type];
    for (const interval of m.intervals) {
      if (interval.type !== type) continue;
      // The live stretch grows with now between two polls of the archive.
      const end = type === 'live' ? now : interval.end;
      if (end <= start || interval.start >= m.window.end || end <= interval.start) continue;
      const from = Math.max(0, (interval.start - start) * k);
      const to = Math.min(width, (end - start) * k);
      ctx.fillRect(from, barTop, Math.max(1, to - from), barHeight);
    }
  }

  // The future: no interval; faint and hatched over the bar.
  const nowX = (now - start) * k;
  if (nowX < width) {
    const from = Math.max(0, nowX);
    ctx.fillStyle = p.future;
    ctx.fillRect(from, barTop, width - from, barHeight);
    ctx.save();
    ctx.beginPath();
    ctx.rect(from, barTop, width - from, barHeight);
    ctx.clip();
    ctx.beginPath();
    for (let x = Math.floor(from / HATCH_PX) * HATCH_PX - barHeight; x < width; x += HATCH_PX) {
      ctx.moveTo(x, barBottom);
      ctx.lineTo(x + barHeight, barTop);
    }
    ctx.strokeStyle = p.hatch;
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.restore();
  }

  // Annotations: events yellowish, other types magenta (docs/console.md#screens-and-routes).
  for (const type of ANNOTATION_TYPES) {
    ctx.fillStyle = type === 'event' ? p.event : p.other;
    for (const a of m.annotations) {
      if (a.type !== type) continue;
      const end = a.timeEnd ?? a.time;
      if (end < start || a.time > m.window.end) continue;
      const from = (a.time - start) * k;
      if (a.timeEnd === null) ctx.fillRect(from - 1, LAYOUT.marksTop, 2, barTop + 6 - LAYOUT.marksTop);
      else ctx.fillRect(from, LAYOUT.marksTop, Math.max(2, (end - start) * k - from), LAYOUT.marksHeight);
    }
  }

  // Bookmarks: a flag (a triangle hanging from the top) at the time, an interval a band along the bar's foot.
  ctx.fillStyle = p.bookmark;
  for (const b of m.bookmarks) {
    const end = b.timeEnd ?? b.time;
    if (end < start || b.time > m.window.end) continue;
    const x = (b.time - start) * k;
    if (b.timeEnd !== null) {
      ctx.fillRect(Math.max(0, x), barBottom - 3, Math.max(2, Math.min(width, (end - start) * k) - Math.max(0, x)), 3);
    }
    ctx.fillRect(Math.round(x) - 1, 0, 2, barBottom);
    ctx.beginPath();
    ctx.moveTo(x - 5, 0);
    ctx.lineTo(x + 5, 0);
    ctx.lineTo(x, 7);
    ctx.closePath();
    ctx.fill();
  }

  // Motion: a thin strip right under the bar (docs/console.md#screens-and-routes), at least a pixel wide.
  if (m.motion && m.motion.length > 0) {
    ctx.fillStyle = p.motion;
    for (const r of m.motion) {
      if (r.end <= start || r.start >= m.window.end) continue;
      const from = Math.max(0, (r.start - start) * k);
      const to = Math.min(width, (r.end - start) * k);
      ctx.fillRect(from, barBottom, Math.max(1, to - from), LAYOUT.motionHeight);
    }
  }

  // Tick marks and their labels; a label that would be cut by an edge is left out.
  ctx.fillStyle = p.tick;
  for (const tick of m.ticks) ctx.fillRect(Math.round(tick.x), barBottom, 1, LAYOUT.tickHeight);
  ctx.font = p.font;
  ctx.fillStyle = p.text;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  const widths = widthsOf(ctx, m.labels, p.font);
  const labelsTop = barBottom + LAYOUT.tickHeight + 2;
  for (let i = 0; i < m.ticks.length && i < m.labels.length; i += 1) {
    const x = m.ticks[i]!.x;
    const half = widths[i]! / 2;
    if (x - half >= 0 && x + half <= width) ctx.fillText(m.labels[i]!, x, labelsTop);
  }

  if (nowX >= 0 && nowX <= width) {
    ctx.fillStyle = p.now;
    ctx.fillRect(Math.round(nowX) - 1, 0, 2, barBottom + LAYOUT.tickHeight);
  }

  if (m.playingTime !== null) {
    const thumbX = (m.playingTime - start) * k;
    if (thumbX >= -THUMB_WIDTH_PX && thumbX <= width + THUMB_WIDTH_PX) {
      const left = Math.round(thumbX - THUMB_WIDTH_PX / 2);
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = p.thumb;
      ctx.fillRect(left, barTop - 2, THUMB_WIDTH_PX, barHeight + 4);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = p.thumbBorder;
      ctx.lineWidth = 1;
      ctx.strokeRect(left + 0.5, barTop - 1.5, THUMB_WIDTH_PX - 1, barHeight + 3);
      ctx.fillStyle = p.thumbBorder;
      ctx.fillRect(Math.round(thumbX), barTop, 1, barHeight);
    }
  }
}
