import type { Interval, PlayTarget } from './types';

/** A range as the server sends it, with its date as Unix ms. */
export interface RangeAt {
  date: number;
  status: number;
}

/**
 * The ranges of several consecutive slices (each ordered and contiguous, as the
 * server answers one request) as one list: neighbours of the same status merged.
 */
export function mergeRanges(replies: readonly (readonly { date: string; status: number }[])[]): RangeAt[] {
  const out: RangeAt[] = [];
  for (const reply of replies)
    for (const r of reply) {
      const status = r.status === 0 ? 0 : 1;
      if (out.at(-1)?.status === status) continue;
      out.push({ date: Date.parse(r.date), status });
    }
  return out;
}

/**
 * SPEC §4 interval types. Each range runs from its date to the next one's, the
 * last one to the window's end. The last range with no recording:
 * - is `live` when it starts at or after the archive's end (or nothing is recorded);
 * - when its date is not in the future, it is extended to now: it ends at now,
 *   and the rest of the window (the future) is no interval at all, drawn blank;
 * - when it starts in the future it is left as it is.
 */
export function buildIntervals(
  ranges: readonly RangeAt[],
  { windowEnd, archiveEnd, now }: { windowEnd: number; archiveEnd: number | null; now: number },
): Interval[] {
  const out: Interval[] = [];
  ranges.forEach((r, i) => {
    const end = i + 1 < ranges.length ? ranges[i + 1]!.date : windowEnd;
    if (end > r.date) out.push({ type: r.status === 0 ? 'gap' : 'fragment', start: r.date, end });
  });
  const last = out.at(-1);
  if (last && last.type === 'gap') {
    if (archiveEnd === null || last.start >= archiveEnd - 1000) last.type = 'live';
    if (last.start <= now) last.end = now;
  }
  return out;
}

/** The interval holding `time`, if any. */
export function intervalAt(intervals: readonly Interval[], time: number): Interval | undefined {
  return intervals.find((i) => time >= i.start && time < i.end);
}

function nextFragment(intervals: readonly Interval[], after: number): Interval | undefined {
  return intervals.find((i) => i.type === 'fragment' && i.start >= after);
}

/**
 * SPEC §4, when a video ends at `time`: a fragment continues in the archive, a
 * gap jumps to the next fragment, live or nothing goes live.
 */
export function nextAfterEnd(intervals: readonly Interval[], time: number): PlayTarget {
  const here = intervalAt(intervals, time);
  if (here?.type === 'fragment') return { kind: 'archive', from: time };
  const next = nextFragment(intervals, here ? here.end : time);
  if (here?.type === 'gap' && next) return { kind: 'archive', from: next.start };
  if (!here && next && next.start > time) return { kind: 'archive', from: next.start };
  return { kind: 'live' };
}

/**
 * SPEC §4, a click on the timeline: a fragment plays from there, a gap jumps to
 * the following fragment, the last gap does nothing, live goes live.
 */
export function clickTarget(intervals: readonly Interval[], time: number): PlayTarget | null {
  const here = intervalAt(intervals, time);
  if (!here) return null;
  if (here.type === 'live') return { kind: 'live' };
  if (here.type === 'fragment') return { kind: 'archive', from: time };
  const next = nextFragment(intervals, here.end);
  return next ? { kind: 'archive', from: next.start } : null;
}
