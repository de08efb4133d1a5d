/** A stretch of time on the timeline, [start, end) in Unix milliseconds. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** docs/console.md#states-and-transitions: live is the last stretch with no recording at or after the archive end; gap: no recording; fragment: recorded. */
export type IntervalType = 'live' | 'gap' | 'fragment';

export interface Interval {
  type: IntervalType;
  start: number;
  end: number;
}

export interface TimelineAnnotation {
  id: string;
  type: 'event' | 'other';
  time: number;
  /** null: a moment, not an interval. */
  timeEnd: number | null;
  title: string;
}

/** A bookmark drawn on the timeline: a flag at its time, and a band to its end when it is an interval. */
export interface TimelineBookmark {
  id: string;
  name: string;
  time: number;
  /** null: a moment. */
  timeEnd: number | null;
}

/** What to play: the archive from a moment, or live. */
export type PlayTarget = { kind: 'archive'; from: number } | { kind: 'live' };
