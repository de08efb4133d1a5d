/**
 * The plan of the demo archive (pure): for each archive-enabled demo stream, the
 * recorded intervals and the gaps between them over the window [end - window, end),
 * and the annotations that go with them. Every boundary sits on a segment boundary
 * counted from the window's start, so every generated segment has the same length.
 */

export const DAY_MS = 86_400_000;

/** Where a gap goes, as planned for a 24-hour window (scaled for a shorter one). */
export interface GapSpec {
  /** Where the gap starts, as a fraction of the window (0..1). */
  at: number;
  /** Its length in a 24-hour window (ms). */
  lengthMs: number;
}

/** A mark on the timeline inside a recorded interval (type "other"). */
export interface MarkSpec {
  /** Where it starts, as a fraction of the window. */
  at: number;
  title: string;
  /** Its length (ms), clipped to its interval; not scaled. */
  lengthMs: number;
}

export interface ArchiveSpec {
  uid: string;
  /** Drawn on the picture. */
  label: string;
  gaps: readonly GapSpec[];
  marks: readonly MarkSpec[];
}

export interface PlanOptions {
  /** The end of the window (ms, a whole second). */
  endMs: number;
  /** The window's length (ms): 24 hours for the demo, shorter in tests. A multiple of `segmentMs`. */
  windowMs: number;
  /** The length of every generated segment (ms, whole seconds). */
  segmentMs: number;
}

export interface PlannedInterval {
  uid: string;
  /** Its place in the stream's plan (0, 1, ...). */
  index: number;
  /** The run folder: one per interval, named by its start, so a second attempt finds the first one. */
  runId: string;
  startMs: number;
  endMs: number;
  /** Number of the first segment file (the stream's numbering goes on across its intervals). */
  startNumber: number;
  segments: number;
}

export interface PlannedGap {
  uid: string;
  startMs: number;
  endMs: number;
}

export interface PlannedAnnotation {
  uid: string;
  type: 'event' | 'other';
  title: string;
  timeMs: number;
  timeEndMs: number;
  /** The interval whose commit writes it (the one after a gap; the one holding a mark). */
  interval: number;
}

export interface StreamPlan {
  uid: string;
  label: string;
  intervals: PlannedInterval[];
  gaps: PlannedGap[];
  annotations: PlannedAnnotation[];
}

export interface BackfillPlan extends PlanOptions {
  startMs: number;
  streams: StreamPlan[];
}

export const INTERRUPTED = 'Stream interrupted';

/** The run folder of an interval: matches the segment route's `^[a-z0-9-]{1,40}$`. */
export function demoRunId(startMs: number): string {
  return `demo-${startMs.toString(36)}`;
}

function planStream(spec: ArchiveSpec, o: PlanOptions, startMs: number): StreamPlan {
  const seg = o.segmentMs;
  const scale = o.windowMs / DAY_MS;
  const onGrid = (ms: number) => startMs + Math.round((ms - startMs) / seg) * seg;
  const gaps: PlannedGap[] = [];
  for (const g of [...spec.gaps].sort((a, b) => a.at - b.at)) {
    const from = onGrid(startMs + g.at * o.windowMs);
    const to = from + Math.max(seg, Math.round((g.lengthMs * scale) / seg) * seg);
    const previousEnd = gaps.at(-1)?.endMs ?? startMs;
    // Each gap keeps at least one recorded segment on both sides.
    if (from < previousEnd + seg || to > o.endMs - seg)
      throw new Error(`demo archive plan: a gap of ${spec.uid} does not fit a ${o.windowMs} ms window`);
    gaps.push({ uid: spec.uid, startMs: from, endMs: to });
  }
  const intervals: PlannedInterval[] = [];
  let cursor = startMs;
  let number = 0;
  for (const edge of [...gaps.map((g) => ({ from: g.startMs, to: g.endMs })), { from: o.endMs, to: o.endMs }]) {
    const segments = (edge.from - cursor) / seg;
    intervals.push({
      uid: spec.uid,
      index: intervals.length,
      runId: demoRunId(cursor),
      startMs: cursor,
      endMs: edge.from,
      startNumber: number,
      segments,
    });
    number += segments;
    cursor = edge.to;
  }
  const annotations: PlannedAnnotation[] = gaps.map((g, i) => ({
    uid: spec.uid,
    type: 'event',
    title: INTERRUPTED,
    timeMs: g.startMs,
    timeEndMs: g.endMs,
    interval: i + 1,
  }));
  for (const mark of spec.marks) {
    const at = startMs + Math.round((mark.at * o.windowMs) / 1000) * 1000;
    const holder = intervals.find((iv) => at >= iv.startMs && at < iv.endMs);
    // A mark that falls into a gap is dropped: nothing was recorded to mark.
    if (!holder) continue;
    annotations.push({
      uid: spec.uid,
      type: 'other',
      title: mark.title,
      timeMs: at,
      timeEndMs: Math.min(holder.endMs, at + mark.lengthMs),
      interval: holder.index,
    });
  }
  annotations.sort((a, b) => a.timeMs - b.timeMs);
  return { uid: spec.uid, label: spec.label, intervals, gaps, annotations };
}

/** The whole plan; throws when the window does not fit the segment grid or a gap does not fit the window. */
export function planBackfill(specs: readonly ArchiveSpec[], o: PlanOptions): BackfillPlan {
  if (!(o.segmentMs >= 1000) || o.segmentMs % 1000 !== 0)
    throw new Error('demo archive plan: segments last whole seconds');
  if (!(o.windowMs > 0) || o.windowMs % o.segmentMs !== 0)
    throw new Error('demo archive plan: the window must be a whole number of segments');
  if (o.endMs % 1000 !== 0) throw new Error('demo archive plan: the window ends on a whole second');
  const startMs = o.endMs - o.windowMs;
  return { ...o, startMs, streams: specs.map((spec) => planStream(spec, o, startMs)) };
}

/** Recorded time of a plan (ms), all streams together. */
export function recordedMs(plan: BackfillPlan): number {
  return plan.streams.reduce((sum, s) => sum + s.intervals.reduce((n, iv) => n + iv.endMs - iv.startMs, 0), 0);
}

/**
 * A stretch of the window encoded once and shared by every stream that records it
 * (backfill.ts): whole segments of the window's grid, named by their place on it.
 */
export interface SharedPiece {
  startMs: number;
  endMs: number;
  /** The grid number of its first segment: (startMs - window start) / segmentMs. */
  startNumber: number;
  segments: number;
}

/** The grid number of the segment that starts at `ms` (a segment boundary of the window). */
export function gridNumber(plan: Pick<BackfillPlan, 'startMs' | 'segmentMs'>, ms: number): number {
  const n = (ms - plan.startMs) / plan.segmentMs;
  if (!Number.isInteger(n) || n < 0) throw new Error(`demo archive plan: ${ms} is not on the segment grid`);
  return n;
}

/**
 * The pieces that cover the given intervals once, oldest first: the union of their times (the
 * streams' intervals overlap, each moment is encoded once), cut into pieces of at most
 * `maxPieceMs` (whole segments, at least one). A stream's interval may span several pieces:
 * every boundary is on the window's grid, so each interval is whole segments of them.
 */
export function sharedPieces(
  plan: Pick<BackfillPlan, 'startMs' | 'segmentMs'>,
  intervals: readonly Pick<PlannedInterval, 'startMs' | 'endMs'>[],
  maxPieceMs: number,
): SharedPiece[] {
  const seg = plan.segmentMs;
  const most = Math.max(seg, Math.floor(maxPieceMs / seg) * seg);
  const spans: { from: number; to: number }[] = [];
  for (const iv of [...intervals].sort((a, b) => a.startMs - b.startMs)) {
    gridNumber(plan, iv.startMs);
    gridNumber(plan, iv.endMs);
    const last = spans.at(-1);
    if (last && iv.startMs <= last.to) last.to = Math.max(last.to, iv.endMs);
    else if (iv.endMs > iv.startMs) spans.push({ from: iv.startMs, to: iv.endMs });
  }
  const pieces: SharedPiece[] = [];
  for (const span of spans)
    for (let from = span.from; from < span.to; from += most) {
      const to = Math.min(span.to, from + most);
      pieces.push({ startMs: from, endMs: to, startNumber: gridNumber(plan, from), segments: (to - from) / seg });
    }
  return pieces;
}
