import { GAP_TOLERANCE_MS } from './playlists';

/**
 * The timeline's view of the archive (pure): recorded spans, the contiguous
 * ranges of a window, and the local days that hold recordings.
 */

/** A recorded stretch of time, [start, end) in Unix milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export interface RangeValue {
  /** Where the range starts (ms); it ends where the next one starts, the last one at the window's end. */
  date: number;
  /** 0: no recording; 1: recorded. */
  status: 0 | 1;
}

const DAY_MS = 86_400_000;

/** Segments (ordered by start) merged into spans: two segments at most `gapMs` apart touch. */
export function mergeSpans(
  segments: readonly { start_ms: number; duration_ms: number }[],
  gapMs = GAP_TOLERANCE_MS,
): Span[] {
  const spans: Span[] = [];
  for (const s of segments) {
    const end = s.start_ms + s.duration_ms;
    const last = spans.at(-1);
    if (last && s.start_ms - last.end <= gapMs) last.end = Math.max(last.end, end);
    else spans.push({ start: s.start_ms, end });
  }
  return spans;
}

/**
 * While a stream records, the segment being written is not indexed yet: a last span
 * that ends within `slackMs` of now is extended to now, so the timeline shows no
 * false gap at the live edge.
 */
export function extendToNow(spans: readonly Span[], now: number, slackMs: number): Span[] {
  const last = spans.at(-1);
  if (!last || last.end >= now || now - last.end > slackMs) return [...spans];
  return [...spans.slice(0, -1), { start: last.start, end: now }];
}

/**
 * Ranges covering [start, end) exactly: ordered, contiguous, neighbours of different
 * status; status 1 where a span is, 0 elsewhere. Each change of status is exactly
 * where a recording started or stopped (clipped to the window).
 */
export function rangesOf(spans: readonly Span[], start: number, end: number): RangeValue[] {
  const raw: RangeValue[] = [];
  let cursor = start;
  for (const span of spans) {
    const from = Math.max(span.start, cursor);
    const to = Math.min(span.end, end);
    if (to <= from) continue;
    if (from > cursor) raw.push({ date: cursor, status: 0 });
    raw.push({ date: from, status: 1 });
    cursor = to;
  }
  if (cursor < end || raw.length === 0) raw.push({ date: cursor, status: 0 });
  return raw.filter((r, i) => i === 0 || r.status !== raw[i - 1]!.status);
}

/** YYYY-MM-DD of a moment in a time zone `offsetMinutes` east of UTC. */
export function localDay(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The local days a window touches, each with its part of the window: [from, to). */
export function daysOfWindow(
  start: number,
  end: number,
  offsetMinutes: number,
): { day: string; from: number; to: number }[] {
  const offsetMs = offsetMinutes * 60_000;
  const days: { day: string; from: number; to: number }[] = [];
  let from = start;
  while (from < end) {
    const dayStart = Math.floor((from + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
    const to = Math.min(end, dayStart + DAY_MS);
    days.push({ day: localDay(from, offsetMinutes), from, to });
    from = to;
  }
  return days;
}

/** Local YYYY-MM-DD at a time zone offset, with the time: `2026-11-22_13-05-09` (for file names). */
export function localStamp(ms: number, offsetMinutes: number): string {
  const iso = new Date(ms + offsetMinutes * 60_000).toISOString();
  return `${iso.slice(0, 10)}_${iso.slice(11, 19).replace(/:/g, '-')}`;
}
