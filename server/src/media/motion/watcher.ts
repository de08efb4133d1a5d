import { isEmptyBitmap } from './bitmap';
import { createMotionDetector, FRAME_BYTES, type DetectorSettings, type MotionSecond } from './detector';
import { createEventMerger, EVENT_RULES, type MotionEvent } from './events';
import { emptyRow, minuteOf, putSecond, ROW_BITMAP_BYTES, SECONDS_PER_ROW, secondsOfRows, type GridRow } from './grid';
import { MOTION_BITMAP_BYTES } from '../../../contract/motion-grid';

/** Where a watcher keeps what it finds (the events domain's repository, given by the app). */
export interface MotionStore {
  gridRow(uid: string, minuteMs: number): Promise<GridRow | undefined>;
  /** The stored minutes of a stream that overlap [fromMs, toMs), ascending (what retention keeps near motion). */
  gridRows(uid: string, fromMs: number, toMs: number): Promise<GridRow[]>;
  saveGridRow(uid: string, row: GridRow): Promise<void>;
  insertEvent(uid: string, event: MotionEvent, thumbnail: string | null, now: number): Promise<number>;
  /** The event in progress grew (or closed): its end, peak and cells as they stand. */
  updateEvent(uid: string, id: number, event: MotionEvent): Promise<void>;
  /** An event listed while in progress that closed as a blip. */
  deleteEvent(uid: string, id: number): Promise<void>;
  /** The stream's newest event (by start), if any. */
  lastEvent(uid: string): Promise<(MotionEvent & { id: number }) | undefined>;
  /** Removes a stream's grid and events older than `beforeMs` (retention, with the recordings). */
  pruneBefore(uid: string, beforeMs: number): Promise<void>;
}

export interface MotionWatcherSpec {
  uid: string;
  store: MotionStore;
  now: () => number;
  /** Read every second: a new sensitivity or mask applies from the next frame. */
  settings: () => DetectorSettings;
  /** A write that failed (the stream deleted meanwhile, the database away); the watcher goes on. */
  onError: (error: Error) => void;
}

export interface MotionWatcher {
  /** Bytes of the recorder's grey pictures, as the pipe gives them (frames may be cut anywhere). */
  feed(chunk: Uint8Array): void;
  /** The end of the run: the last second and the event in progress are written; resolves once all is stored. */
  close(): Promise<void>;
}

const settingsKey = (s: DetectorSettings) => `${s.sensitivity}|${[...s.mask].join(',')}`;

/**
 * What an earlier run wrote in the same minute joins the row: cells of both, the higher level (a
 * run that started within the second another stopped keeps both runs' cells).
 */
function mergeStored(into: GridRow, from: GridRow): void {
  for (let i = 0; i < SECONDS_PER_ROW; i++) {
    const at = i * MOTION_BITMAP_BYTES;
    if (at + MOTION_BITMAP_BYTES > from.bitmaps.length || at + MOTION_BITMAP_BYTES > ROW_BITMAP_BYTES) break;
    for (let b = at; b < at + MOTION_BITMAP_BYTES; b++) into.bitmaps[b]! |= from.bitmaps[b]!;
    into.levels[i] = Math.max(into.levels[i]!, from.levels[i] ?? 0);
  }
}

/**
 * The stream's newest event as the grid has it: a run that ended without closing it (the server
 * killed) left it as last written, which may run past the last second stored, or be a blip listed
 * early. It ends at its last second with motion in the grid, or goes if it has too few
 * (docs/motion.md#what-survives-a-restart).
 */
export async function settleLastEvent(store: MotionStore, uid: string): Promise<number | null> {
  const last = await store.lastEvent(uid);
  if (!last) return null;
  const rows = await store.gridRows(uid, last.start * 1000, last.end * 1000);
  // Its first minute pruned by retention meanwhile: what is left says nothing of its start.
  if (rows.length === 0 || rows[0]!.minuteMs > minuteOf(last.start)) return last.end;
  const seconds = [...secondsOfRows(rows, last.start, last.end)];
  if (seconds.length < EVENT_RULES.minMotionSeconds) {
    await store.deleteEvent(uid, last.id);
    return null;
  }
  const end = seconds.at(-1)!.second + 1;
  const { id, ...event } = last;
  if (end !== last.end) await store.updateEvent(uid, id, { ...event, end });
  return end;
}

/**
 * One recorder run's motion detection (docs/motion.md#how-it-works): frames from the pipe to the
 * detector, each second with motion into its minute of the grid (written at once). An event is
 * listed from its first second with motion and grows as it goes; one that closes as a blip is
 * taken back. Writes are queued one after another, so the grid never goes backwards.
 */
export function createMotionWatcher(spec: MotionWatcherSpec): MotionWatcher {
  const initial = spec.settings();
  let appliedKey = settingsKey(initial);
  const detector = createMotionDetector(initial);
  const merger = createEventMerger();
  const frame = new Uint8Array(FRAME_BYTES);
  let filled = 0;
  let row: GridRow | null = null;
  /** The current minute's row has not met what is stored yet. */
  let fresh = false;
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (job: () => Promise<unknown>) => {
    queue = queue.then(job).then(
      () => undefined,
      (error: unknown) => spec.onError(error instanceof Error ? error : new Error(String(error))),
    );
  };
  /** The end of the last run's event: seconds before it are counted in no new event. */
  let floor = Number.NEGATIVE_INFINITY;
  /** Seconds seen before the last run's event is settled wait for it. */
  let settled = false;
  let waiting: MotionSecond[] = [];
  // Before anything of this run: the last run's event, closed where its grid ends.
  enqueue(async () => {
    try {
      floor = (await settleLastEvent(spec.store, spec.uid)) ?? floor;
    } finally {
      settled = true;
      const held = waiting;
      waiting = [];
      take(held);
    }
  });

  const saveRow = (current: GridRow, load: boolean) =>
    enqueue(async () => {
      if (load) {
        const stored = await spec.store.gridRow(spec.uid, current.minuteMs);
        if (stored) mergeStored(current, stored);
      }
      const copy = { minuteMs: current.minuteMs, bitmaps: current.bitmaps.slice(), levels: current.levels.slice() };
      await spec.store.saveGridRow(spec.uid, copy);
    });

  /** The event listed while in progress: its start, its row once inserted, and its end as written. */
  let live: { start: number; id: number | null; end: number } | null = null;

  const insert = (event: MotionEvent) => {
    const entry = { start: event.start, id: null as number | null, end: event.end };
    enqueue(async () => {
      entry.id = await spec.store.insertEvent(spec.uid, event, null, spec.now());
    });
    return entry;
  };
  const update = (entry: { id: number | null }, event: MotionEvent) =>
    enqueue(async () => {
      if (entry.id !== null) await spec.store.updateEvent(spec.uid, entry.id, event);
    });

  /** Writes the events that closed, then lists (or updates) the one in progress. */
  const saveEvents = (closed: MotionEvent[]) => {
    for (const event of closed) {
      if (live && live.start === event.start) update(live, event);
      else insert(event);
      if (live && live.start === event.start) live = null;
    }
    const current = merger.current();
    if (live && live.start !== current?.start) {
      // It closed without enough motion: a blip, no event after all.
      const gone = live;
      enqueue(async () => {
        if (gone.id !== null) await spec.store.deleteEvent(spec.uid, gone.id);
      });
      live = null;
    }
    if (!current) return;
    if (!live) live = insert(current);
    else if (live.end !== current.end) {
      live.end = current.end;
      update(live, current);
    }
  };

  /**
   * Motion in the second still being gathered, with no event in progress: the event is listed at
   * once (its first frames), not when the second is over; if that second ends without motion after
   * all, the next second's pass takes it back as it does a blip.
   */
  const listEarly = () => {
    if (live || !settled) return;
    const now = detector.peek();
    if (!now || now.second < floor || isEmptyBitmap(now.bitmap) || merger.current()) return;
    live = insert({ start: now.second, end: now.second + 1, peak: now.second, cells: now.bitmap.slice() });
  };

  const take = (seconds: MotionSecond[]) => {
    if (!settled) {
      waiting.push(...seconds);
      return;
    }
    let dirty = false;
    for (const s of seconds) {
      const minute = minuteOf(s.second);
      if (!row || row.minuteMs !== minute) {
        if (row && dirty) saveRow(row, fresh);
        row = emptyRow(minute);
        fresh = true;
        dirty = false;
      }
      if (!isEmptyBitmap(s.bitmap)) {
        putSecond(row, s);
        dirty = true;
      }
      if (s.second >= floor) saveEvents(merger.push(s));
    }
    if (row && dirty) {
      saveRow(row, fresh);
      fresh = false;
    }
    if (seconds.length > 0) {
      const next = spec.settings();
      const key = settingsKey(next);
      if (key !== appliedKey) {
        detector.configure(next);
        appliedKey = key;
      }
    }
  };

  return {
    feed(chunk) {
      let offset = 0;
      while (offset < chunk.length) {
        const n = Math.min(FRAME_BYTES - filled, chunk.length - offset);
        frame.set(chunk.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === FRAME_BYTES) {
          filled = 0;
          take(detector.push(frame, spec.now()));
          listEarly();
        }
      }
    },
    async close() {
      const rest = detector.flush();
      // The last run's event settled first (and the seconds that waited for it taken).
      await queue;
      take(rest);
      saveEvents(merger.flush());
      await queue;
    },
  };
}
