import { emptyBitmap, countCells, isEmptyBitmap } from './bitmap';

/**
 * Events merged from the per-second motion bitmaps (docs/motion.md#events): seconds with motion
 * less than 2 s apart join; an event of a single second is a blip and is dropped; an event is cut
 * every 5 minutes, so that a busy scene gives reviewable pieces. The event in progress can be read
 * at any time, so that it is listed while it happens.
 */

/** A second with motion, as the detector or the grid gives it. */
export interface MotionSample {
  /** Unix time of the second, in seconds. */
  second: number;
  bitmap: Uint8Array;
  /** 0–100; the busiest second is the event's peak (ties: the first). */
  level: number;
}

export interface MotionEvent {
  /** Unix seconds: the first second with motion, and the end of the last one. */
  start: number;
  end: number;
  /** The second with the highest level. */
  peak: number;
  /** Every cell that moved during the event. */
  cells: Uint8Array;
}

export interface EventRules {
  /** Seconds with motion less than this apart join (2: one still second between them is bridged). */
  joinGapSeconds: number;
  /** Events with fewer seconds of motion than this are dropped. */
  minMotionSeconds: number;
  /** The longest event; a longer stretch is cut into several. */
  maxSeconds: number;
}

export const EVENT_RULES: EventRules = { joinGapSeconds: 2, minMotionSeconds: 2, maxSeconds: 300 };

export interface EventMerger {
  /** The next second (ascending; seconds without motion may be given or left out); returns the events it closed. */
  push(sample: MotionSample): MotionEvent[];
  /** Closes the event in progress (the end of a run, or a time far past it). */
  flush(): MotionEvent[];
  /** The events that close if nothing moves again before `second` (a clock tick while the stream is quiet). */
  closeBefore(second: number): MotionEvent[];
  /** The event in progress as it stands (its end: the end of its last second with motion), or null. */
  current(): MotionEvent | null;
}

export function createEventMerger(rules: EventRules = EVENT_RULES): EventMerger {
  let open: (MotionEvent & { last: number; seconds: number; level: number }) | null = null;

  const close = (): MotionEvent[] => {
    if (!open) return [];
    const { start, last, peak, cells, seconds } = open;
    open = null;
    return seconds >= rules.minMotionSeconds ? [{ start, end: last + 1, peak, cells }] : [];
  };

  return {
    push(sample) {
      if (isEmptyBitmap(sample.bitmap)) return this.closeBefore(sample.second + 1);
      const out: MotionEvent[] = [];
      if (open && (sample.second - open.last > rules.joinGapSeconds || sample.second <= open.last))
        out.push(...close());
      if (open && sample.second + 1 - open.start > rules.maxSeconds) out.push(...close());
      if (!open) {
        open = {
          start: sample.second,
          end: 0,
          last: sample.second,
          peak: sample.second,
          cells: emptyBitmap(),
          seconds: 0,
          level: -1,
        };
      }
      open.last = sample.second;
      open.seconds++;
      const level = sample.level > 0 ? sample.level : countCells(sample.bitmap);
      if (level > open.level) {
        open.level = level;
        open.peak = sample.second;
      }
      for (let i = 0; i < open.cells.length; i++) open.cells[i]! |= sample.bitmap[i]!;
      return out;
    },
    flush: close,
    closeBefore(second) {
      return open && second - open.last > rules.joinGapSeconds ? close() : [];
    },
    current() {
      return open && { start: open.start, end: open.last + 1, peak: open.peak, cells: open.cells.slice() };
    },
  };
}

/** Every event of a run of seconds (ascending). */
export function mergeEvents(samples: Iterable<MotionSample>, rules: EventRules = EVENT_RULES): MotionEvent[] {
  const merger = createEventMerger(rules);
  const events: MotionEvent[] = [];
  for (const s of samples) events.push(...merger.push(s));
  return [...events, ...merger.flush()];
}
