import { describe, expect, it } from 'vitest';
import {
  buildIntervals,
  clickTarget,
  intervalAt,
  kindAt,
  mergeRanges,
  nextAfterEnd,
  windowTimeline,
} from './intervals';
import type { Interval } from './types';

const h = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = 100 * h;

describe('mergeRanges', () => {
  it('joins the slices and merges neighbours of the same status', () => {
    const merged = mergeRanges([
      [
        { date: iso(0), status: 1 },
        { date: iso(h), status: 0 },
      ],
      [
        { date: iso(3 * h), status: 0 },
        { date: iso(4 * h), status: 1 },
      ],
      [{ date: iso(6 * h), status: 2 }],
    ]);
    expect(merged).toEqual([
      { date: 0, status: 1 },
      { date: h, status: 0 },
      { date: 4 * h, status: 1 },
    ]);
  });

  it('drops empty ranges, dates that do not parse and dates going back', () => {
    const merged = mergeRanges([
      [
        { date: iso(0), status: 1 },
        { date: iso(h), status: 0 },
        { date: 'not a date', status: 1 },
      ],
      [
        { date: iso(h), status: 1 },
        { date: iso(2 * h), status: 0 },
        { date: iso(1.5 * h), status: 1 },
      ],
    ]);
    expect(merged).toEqual([
      { date: 0, status: 1 },
      { date: 2 * h, status: 0 },
    ]);
    expect(mergeRanges([])).toEqual([]);
  });
});

describe('buildIntervals', () => {
  it('makes gaps and fragments, each ending where the next starts', () => {
    const ranges = [
      { date: 80 * h, status: 0 },
      { date: 82 * h, status: 1 },
      { date: 90 * h, status: 0 },
      { date: 91 * h, status: 1 },
    ];
    expect(buildIntervals(ranges, { windowEnd: 95 * h, archiveEnd: 99 * h, now, live: true })).toEqual([
      { type: 'gap', start: 80 * h, end: 82 * h },
      { type: 'fragment', start: 82 * h, end: 90 * h },
      { type: 'gap', start: 90 * h, end: 91 * h },
      { type: 'fragment', start: 91 * h, end: 95 * h },
    ]);
  });

  it('makes the last range with no recording at or after the archive end live, extended to now', () => {
    const ranges = [
      { date: 80 * h, status: 1 },
      { date: 99 * h, status: 0 },
    ];
    const intervals = buildIntervals(ranges, { windowEnd: 103 * h, archiveEnd: 99 * h, now, live: true });
    expect(intervals.at(-1)).toEqual({ type: 'live', start: 99 * h, end: now });
  });

  it('keeps a last range with no recording before the archive end a gap', () => {
    const gap = buildIntervals(
      [
        { date: 80 * h, status: 1 },
        { date: 90 * h, status: 0 },
      ],
      { windowEnd: 95 * h, archiveEnd: 99 * h, now, live: true },
    );
    expect(gap.at(-1)).toEqual({ type: 'gap', start: 90 * h, end: now });
  });

  it('makes nothing live when nothing is recorded: the past is not live', () => {
    expect(
      buildIntervals([{ date: 80 * h, status: 0 }], { windowEnd: 103 * h, archiveEnd: null, now, live: true }),
    ).toEqual([{ type: 'gap', start: 80 * h, end: now }]);
  });

  it('has no live stretch for a stream that does not play live and record now (paused, failed, recording off)', () => {
    const ranges = [
      { date: 80 * h, status: 1 },
      { date: 99 * h, status: 0 },
    ];
    const intervals = buildIntervals(ranges, { windowEnd: 103 * h, archiveEnd: 99 * h, now, live: false });
    expect(intervals).toEqual([
      { type: 'fragment', start: 80 * h, end: 99 * h },
      { type: 'gap', start: 99 * h, end: now },
    ]);
    expect(kindAt(intervals, 99.5 * h, now)).toBe('gap');
  });

  it('extends a last range with no recording to now when the window ends in the past', () => {
    const intervals = buildIntervals(
      [
        { date: 50 * h, status: 1 },
        { date: 60 * h, status: 0 },
      ],
      { windowEnd: 70 * h, archiveEnd: 60 * h, now, live: true },
    );
    expect(intervals).toEqual([
      { type: 'fragment', start: 50 * h, end: 60 * h },
      { type: 'live', start: 60 * h, end: now },
    ]);
  });

  it('counts a last range a moment before the archive end as at its end, but not an older one', () => {
    const ranges = (start: number) => [
      { date: 80 * h, status: 1 },
      { date: start, status: 0 },
    ];
    const opts = { windowEnd: 103 * h, archiveEnd: 99 * h, now, live: true };
    expect(buildIntervals(ranges(99 * h - 500), opts).at(-1)?.type).toBe('live');
    expect(buildIntervals(ranges(99 * h - 5000), opts).at(-1)?.type).toBe('gap');
  });

  it('leaves a last fragment alone and drops empty ranges', () => {
    const intervals = buildIntervals(
      [
        { date: 80 * h, status: 0 },
        { date: 90 * h, status: 1 },
        { date: 90 * h, status: 0 },
        { date: 91 * h, status: 1 },
      ],
      { windowEnd: now, archiveEnd: now, now, live: true },
    );
    expect(intervals).toEqual([
      { type: 'gap', start: 80 * h, end: 91 * h },
      { type: 'fragment', start: 91 * h, end: now },
    ]);
    expect(buildIntervals([], { windowEnd: now, archiveEnd: null, now, live: true })).toEqual([]);
  });

  it('leaves a last range with no recording that starts in the future as it is', () => {
    const intervals = buildIntervals([{ date: 101 * h, status: 0 }], {
      windowEnd: 103 * h,
      archiveEnd: 99 * h,
      now,
      live: true,
    });
    expect(intervals).toEqual([{ type: 'live', start: 101 * h, end: 103 * h }]);
  });
});

describe("the timeline's not-recorded state", () => {
  const day = { windowEnd: 103 * h, now };

  it('is a stream that does not record: no interval at all, so no live stretch over the past', () => {
    const view = windowTimeline([{ date: 80 * h, status: 0 }], { ...day, archiveEnd: null, live: true });
    expect(view).toEqual({ intervals: [], notRecorded: true });
    // Hovering yesterday names no interval (not "live"); a click there does nothing.
    expect(kindAt(view.intervals, 81 * h, now)).toBeNull();
    expect(clickTarget(view.intervals, 81 * h)).toBeNull();
    expect(kindAt(view.intervals, 101 * h, now)).toBe('future');
  });

  it('is a window before the first recording or after the last, even of a stream that records', () => {
    expect(windowTimeline([{ date: 60 * h, status: 0 }], { ...day, archiveEnd: 99 * h, live: true }).notRecorded).toBe(
      true,
    );
    expect(windowTimeline([{ date: 90 * h, status: 0 }], { ...day, archiveEnd: 85 * h, live: false })).toEqual({
      intervals: [],
      notRecorded: true,
    });
  });

  it('is not a window holding any recording: its intervals as built', () => {
    const ranges = [
      { date: 80 * h, status: 0 },
      { date: 90 * h, status: 1 },
      { date: 99 * h, status: 0 },
    ];
    const options = { ...day, archiveEnd: 99 * h, live: true };
    expect(windowTimeline(ranges, options)).toEqual({
      intervals: buildIntervals(ranges, options),
      notRecorded: false,
    });
    expect(windowTimeline(ranges, options).intervals.at(-1)).toEqual({ type: 'live', start: 99 * h, end: now });
  });

  it('is an answer with no ranges at all', () => {
    expect(windowTimeline([], { ...day, archiveEnd: null, live: true })).toEqual({ intervals: [], notRecorded: true });
  });
});

const timeline: Interval[] = [
  { type: 'gap', start: 0, end: 10 },
  { type: 'fragment', start: 10, end: 20 },
  { type: 'gap', start: 20, end: 30 },
  { type: 'fragment', start: 30, end: 40 },
  { type: 'gap', start: 40, end: 50 },
];
const withLive: Interval[] = [...timeline.slice(0, 4), { type: 'live', start: 40, end: 50 }];

describe('the next interval when a video ends', () => {
  it('continues a fragment in the archive', () => {
    expect(nextAfterEnd(timeline, 15)).toEqual({ kind: 'archive', from: 15 });
  });

  it('jumps over a gap to the next fragment', () => {
    expect(nextAfterEnd(timeline, 20)).toEqual({ kind: 'archive', from: 30 });
    expect(nextAfterEnd(timeline, 5)).toEqual({ kind: 'archive', from: 10 });
  });

  it('goes live from the live stretch, the last gap, or nothing', () => {
    expect(nextAfterEnd(withLive, 45)).toEqual({ kind: 'live' });
    expect(nextAfterEnd(timeline, 45)).toEqual({ kind: 'live' });
    expect(nextAfterEnd(timeline, 60)).toEqual({ kind: 'live' });
    expect(nextAfterEnd([], 60)).toEqual({ kind: 'live' });
  });
});

describe('a click on the timeline', () => {
  it('plays a fragment from the clicked time', () => {
    expect(clickTarget(timeline, 12)).toEqual({ kind: 'archive', from: 12 });
  });

  it('jumps from a gap to the following fragment', () => {
    expect(clickTarget(timeline, 25)).toEqual({ kind: 'archive', from: 30 });
    expect(clickTarget(timeline, 2)).toEqual({ kind: 'archive', from: 10 });
  });

  it('does nothing on the last gap or outside every interval, and goes live on live', () => {
    expect(clickTarget(timeline, 45)).toBeNull();
    expect(clickTarget(timeline, 70)).toBeNull();
    expect(clickTarget(withLive, 45)).toEqual({ kind: 'live' });
  });

  it('finds the interval holding a time, ends excluded', () => {
    expect(intervalAt(timeline, 10)?.type).toBe('fragment');
    expect(intervalAt(timeline, 20)?.type).toBe('gap');
  });
});

describe('what the tooltip names', () => {
  it('names the interval, the live stretch up to now, and the future', () => {
    expect(kindAt(timeline, 12, 100)).toBe('fragment');
    expect(kindAt(timeline, 25, 100)).toBe('gap');
    // the live stretch was built at 50 and grows with now
    expect(kindAt(withLive, 45, 100)).toBe('live');
    expect(kindAt(withLive, 70, 100)).toBe('live');
    expect(kindAt(withLive, 120, 100)).toBe('future');
    // after a last gap, before now: nothing known
    expect(kindAt(timeline, 70, 100)).toBeNull();
    expect(kindAt(timeline, -5, 100)).toBeNull();
    // a live stretch starting in the future is the future
    expect(kindAt([{ type: 'live', start: 200, end: 300 }], 250, 100)).toBe('future');
  });
});
