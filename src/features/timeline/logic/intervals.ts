import type { Interval, IntervalType, PlayTarget } from './types';

/** A range as the server sends it, with its date as Unix ms. */
export interface RangeAt {
  date: number;
  /** 0: no recording; 1: recorded (every nonzero status of the server becomes 1). */
  status: number;
}

/**
 * A range with no recording that starts this close before the archive's end
 * still counts as "at or after" it: the server's dates and its period could be
 * rounded differently (whole seconds against milliseconds).
 */
export const LIVE_EDGE_SLACK_MS = 1000;

/**
 * The ranges of several consecutive slices of one window (each ordered and
 * contiguous, as the server answers one request; the slices in order) as one
 * list, dates in Unix ms, neighbours of the same status merged. Ranges with a
 * date that does not parse, or that goes back in time, are left out.
 */
export function mergeRanges(replies: readonly (readonly { date: string; status: number }[])[]): RangeAt[] {
  const out: RangeAt[] = [];
  for (const reply of replies)
    for (const r of reply) {
      const date = Date.parse(r.date);
      if (Number.isNaN(date)) continue;
      const status = r.status === 0 ? 0 : 1;
      const last = out.at(-1);
      if (last && (date < last.date || last.status === status)) continue;
      // An empty range (the next one starts at the same moment) gives way.
      if (last && date === last.date) out.pop();
      if (out.at(-1)?.status !== status) out.push({ date, status });
    }
  return out;
}

/** What buildIntervals needs besides the ranges. */
export interface IntervalOptions {
  /** Where the window (and so the last range) ends. */
  windowEnd: number;
  /** The archive's end (the period's endTime); null when nothing is recorded. */
  archiveEnd: number | null;
  now: number;
  /**
   * The stream plays live now and records: only then is there a live edge. A paused
   * or failed stream, or one that does not record, has no live stretch: what comes
   * after its archive is a gap like any other.
   */
  live: boolean;
}

/**
 * docs/console.md#states-and-transitions interval types, from the merged ranges of a window.
 *
 * - Each range runs from its date to the next one's, the last one to `windowEnd`;
 *   status 0 is a `gap`, nonzero a `fragment`. Empty ranges are dropped (and
 *   neighbours of the same type they separated are joined).
 * - The last range, when it has no recording and starts at or after the archive's
 *   end (`archiveEnd`, the period's endTime), is `live`: nothing recorded since,
 *   the camera goes on. Only at and after the archive's end: with nothing recorded
 *   at all (`archiveEnd` null) there is no live stretch, and none for a stream that
 *   does not play live and record now (`live` false); the past is never live.
 * - "A last range with no recording whose date is not in the future is extended
 *   to now": when that last range (live or gap) starts at or before `now`, it ends
 *   exactly at `now`, whether the window ends before now (the stretch reaches past
 *   the window, up to now) or after it (the future part of the window is then no
 *   interval at all: the timeline draws it blank and a click there does nothing).
 * - A last range with no recording that starts after `now` is left as it is.
 */
export function buildIntervals(
  ranges: readonly RangeAt[],
  { windowEnd, archiveEnd, now, live }: IntervalOptions,
): Interval[] {
  const out: Interval[] = [];
  ranges.forEach((r, i) => {
    const end = i + 1 < ranges.length ? ranges[i + 1]!.date : windowEnd;
    if (end <= r.date) return;
    const type = r.status === 0 ? 'gap' : 'fragment';
    const previous = out.at(-1);
    if (previous?.type === type && previous.end === r.date) previous.end = end;
    else out.push({ type, start: r.date, end });
  });
  const last = out.at(-1);
  if (last && last.type === 'gap') {
    if (live && archiveEnd !== null && last.start >= archiveEnd - LIVE_EDGE_SLACK_MS) last.type = 'live';
    if (last.start <= now) last.end = now;
    if (last.end <= last.start) out.pop();
  }
  return out;
}

/** The timeline of one window, as it is drawn. */
export interface WindowTimeline {
  intervals: Interval[];
  /**
   * Nothing in the window is recorded: the timeline is drawn empty (no gap, and
   * no live stretch over the past) and says so; `intervals` is then empty.
   */
  notRecorded: boolean;
}

/**
 * The window's intervals (buildIntervals), or its not-recorded state when none
 * of them is a recorded fragment: a stream that does not record, or a window
 * before its first recording or after its last. A click there then does nothing,
 * and a video that ends there goes live (nextAfterEnd of no intervals).
 */
export function windowTimeline(ranges: readonly RangeAt[], options: IntervalOptions): WindowTimeline {
  const intervals = buildIntervals(ranges, options);
  if (intervals.some((i) => i.type === 'fragment')) return { intervals, notRecorded: false };
  return { intervals: [], notRecorded: true };
}

/** The interval holding `time` (its start included, its end excluded), if any. */
export function intervalAt(intervals: readonly Interval[], time: number): Interval | undefined {
  return intervals.find((i) => time >= i.start && time < i.end);
}

function nextFragment(intervals: readonly Interval[], after: number): Interval | undefined {
  return intervals.find((i) => i.type === 'fragment' && i.start >= after);
}

/**
 * docs/console.md#states-and-transitions, the video ended at `time`: inside a fragment it continues in the
 * archive from there; in a gap (or before the first interval) it jumps to the
 * next fragment's start; live, a gap with no fragment after it, or nothing at
 * all goes live. The end of a fragment belongs to what follows it.
 */
export function nextAfterEnd(intervals: readonly Interval[], time: number): PlayTarget {
  const here = intervalAt(intervals, time);
  if (here?.type === 'fragment') return { kind: 'archive', from: time };
  if (here?.type === 'live') return { kind: 'live' };
  const next = nextFragment(intervals, here ? here.end : time);
  return next ? { kind: 'archive', from: next.start } : { kind: 'live' };
}

/**
 * docs/console.md#states-and-transitions, a click at `time`: a fragment plays from there, a gap jumps to the
 * following fragment's start, the last gap (no fragment after it) does nothing
 * (null), live goes live; outside every interval (the future, or past the
 * intervals) nothing happens.
 */
export function clickTarget(intervals: readonly Interval[], time: number): PlayTarget | null {
  const here = intervalAt(intervals, time);
  if (!here) return null;
  if (here.type === 'live') return { kind: 'live' };
  if (here.type === 'fragment') return { kind: 'archive', from: time };
  const next = nextFragment(intervals, here.end);
  return next ? { kind: 'archive', from: next.start } : null;
}

/**
 * What the tooltip names at `time`: the interval's type; the live stretch also
 * past its end up to `now` (it grows between two polls, as it is drawn); the
 * future after `now`; null where nothing is known.
 */
export function kindAt(intervals: readonly Interval[], time: number, now: number): IntervalType | 'future' | null {
  const here = intervalAt(intervals, time);
  if (here && !(here.type === 'live' && time > now)) return here.type;
  if (time > now) return 'future';
  const last = intervals.at(-1);
  return last?.type === 'live' && time >= last.start ? 'live' : null;
}
