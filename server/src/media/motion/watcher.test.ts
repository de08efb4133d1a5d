import { describe, expect, it } from 'vitest';
import { bitmapOf, cellsOf } from './bitmap';
import { FRAME_BYTES } from './detector';
import type { MotionEvent } from './events';
import { emptyRow, putSecond, secondsOfRows, type GridRow } from './grid';
import { bouncingBox, frameAt, seeded, type Scene } from './synthetic-frames';
import { createMotionWatcher, type MotionStore } from './watcher';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const S0 = START / 1000;

function memoryStore() {
  const rows = new Map<number, GridRow>();
  const listed = new Map<number, MotionEvent>();
  let lastId = 0;
  let writes = 0;
  const store: MotionStore = {
    gridRow: async (_uid, minuteMs) => rows.get(minuteMs),
    gridRows: async () => [...rows.values()],
    saveGridRow: async (_uid, row) => {
      writes++;
      rows.set(row.minuteMs, row);
    },
    insertEvent: async (_uid, event) => {
      listed.set(++lastId, event);
      return lastId;
    },
    updateEvent: async (_uid, id, event) => {
      if (!listed.has(id)) throw new Error(`no event ${id}`);
      listed.set(id, event);
    },
    deleteEvent: async (_uid, id) => {
      if (!listed.delete(id)) throw new Error(`no event ${id}`);
    },
    pruneBefore: async () => undefined,
    lastEvent: async () => {
      const newest = [...listed.entries()].sort(([, a], [, b]) => b.start - a.start)[0];
      return newest && { ...newest[1], id: newest[0] };
    },
  };
  return {
    store,
    rows,
    get events() {
      return [...listed.values()];
    },
    writes: () => writes,
  };
}

/** A box moving in the top left quarter from 20 s to 35 s. */
const box = bouncingBox({ x0: 0, x1: 32, y0: 0, y1: 18 }, 6, 200, 12);
const scene: Scene = { base: 90, noise: 3, box: (t) => (t >= 20 && t < 35 ? box(t) : null) };

/**
 * Feeds `seconds` of the scene at 5 fps, in pieces of `piece` bytes (a pipe cuts frames anywhere);
 * `seen` is called after each piece, once the writes it caused are stored.
 */
async function watch(
  memory: ReturnType<typeof memoryStore>,
  seconds: number,
  piece: number,
  mask: number[] = [],
  options: { scene?: Scene; seen?: (at: number) => void } = {},
) {
  let now = START;
  const watcher = createMotionWatcher({
    uid: 'cam',
    store: memory.store,
    now: () => now,
    settings: () => ({ sensitivity: 5, mask }),
    onError: (error) => {
      throw error;
    },
  });
  // The first frames come a moment after the run starts (its first job, the last run's event, is done by then).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const random = seeded(3);
  const bytes = new Uint8Array(seconds * 5 * FRAME_BYTES);
  for (let i = 0; i < seconds * 5; i++) bytes.set(frameAt(options.scene ?? scene, i / 5, random), i * FRAME_BYTES);
  for (let offset = 0; offset < bytes.length; offset += piece) {
    now = START + Math.floor(offset / FRAME_BYTES) * 200;
    watcher.feed(bytes.subarray(offset, offset + piece));
    if (options.seen) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      options.seen((now - START) / 1000);
    }
  }
  await watcher.close();
}

describe("a recorder run's motion watcher", () => {
  it('writes the seconds with motion to their minute, and the event as it goes', async () => {
    const memory = memoryStore();
    await watch(memory, 60, 1000);
    const seconds = [...secondsOfRows(memory.rows.values(), S0, S0 + 60)].map((s) => s.second - S0);
    expect(seconds[0]).toBeGreaterThanOrEqual(19);
    expect(seconds[0]).toBeLessThanOrEqual(21);
    expect(seconds.at(-1)).toBeGreaterThanOrEqual(33);
    expect(seconds.at(-1)).toBeLessThanOrEqual(35);
    expect(memory.events).toHaveLength(1);
    const [event] = memory.events;
    expect(Math.abs(event!.start - S0 - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(event!.end - S0 - 35)).toBeLessThanOrEqual(1);
    expect(cellsOf(event!.cells).every((c) => c % 16 < 8 && Math.floor(c / 16) <= 4)).toBe(true);
    // A write a second with motion, none for still seconds.
    expect(memory.writes()).toBe(seconds.length);
  });

  it('keeps what an earlier run wrote in the same minute', async () => {
    const memory = memoryStore();
    const earlier = emptyRow(START);
    putSecond(earlier, { second: S0 + 2, bitmap: bitmapOf([140]), level: 9 });
    memory.rows.set(START, earlier);
    await watch(memory, 40, FRAME_BYTES * 3 + 7);
    const seconds = [...secondsOfRows(memory.rows.values(), S0, S0 + 60)];
    expect(seconds[0]).toMatchObject({ second: S0 + 2, level: 9 });
    expect(seconds.length).toBeGreaterThan(10);
  });

  it("closes at a new run's start the event a killed run left open, at its last second in the grid", async () => {
    const memory = memoryStore();
    const row = emptyRow(START);
    for (let s = 10; s < 15; s++) putSecond(row, { second: S0 + s, bitmap: bitmapOf([1]), level: 5 });
    memory.rows.set(START, row);
    // As a kill leaves it: the event written up to 17 s, its grid stored up to 14 s.
    await memory.store.insertEvent(
      'cam',
      { start: S0 + 10, end: S0 + 17, peak: S0 + 11, cells: bitmapOf([1]) },
      null,
      0,
    );
    await watch(memory, 5, FRAME_BYTES, [], { scene: { base: 90, noise: 3, box: () => null } });
    expect(memory.events).toEqual([{ start: S0 + 10, end: S0 + 15, peak: S0 + 11, cells: bitmapOf([1]) }]);
  });

  it("takes back at a new run's start a blip a killed run had listed early", async () => {
    const memory = memoryStore();
    const row = emptyRow(START);
    putSecond(row, { second: S0 + 30, bitmap: bitmapOf([1]), level: 5 });
    memory.rows.set(START, row);
    await memory.store.insertEvent(
      'cam',
      { start: S0 + 30, end: S0 + 31, peak: S0 + 30, cells: bitmapOf([1]) },
      null,
      0,
    );
    await watch(memory, 5, FRAME_BYTES, [], { scene: { base: 90, noise: 3, box: () => null } });
    expect(memory.events).toEqual([]);
  });

  it("counts in no new event the seconds of the last run, and keeps both runs' cells in a second they share", async () => {
    const memory = memoryStore();
    const row = emptyRow(START);
    for (let s = 15; s < 23; s++) putSecond(row, { second: S0 + s, bitmap: bitmapOf([140]), level: 5 });
    memory.rows.set(START, row);
    // The last run stopped at 23 s during an event; this one sees the box from 20 s on.
    const last = { start: S0 + 15, end: S0 + 23, peak: S0 + 15, cells: bitmapOf([140]) };
    await memory.store.insertEvent('cam', last, null, 0);
    await watch(memory, 40, FRAME_BYTES * 2 + 5);
    const [kept, next, ...more] = memory.events;
    expect(more).toEqual([]);
    expect(kept).toEqual(last);
    expect(next!.start).toBeGreaterThanOrEqual(last.end);
    const shared = [...secondsOfRows(memory.rows.values(), S0 + 21, S0 + 22)][0]!;
    expect(cellsOf(shared.bitmap)).toContain(140);
    expect(cellsOf(shared.bitmap).length).toBeGreaterThan(1);
  });

  it('takes the mask from the settings', async () => {
    const memory = memoryStore();
    const quarter = Array.from({ length: 144 }, (_, c) => c).filter((c) => c % 16 < 8 && Math.floor(c / 16) <= 4);
    await watch(memory, 40, 4096, quarter);
    expect(memory.rows.size).toBe(0);
    expect(memory.events).toEqual([]);
  });

  it('lists an event from its first frames of motion and lets it grow', async () => {
    const memory = memoryStore();
    const seen: { at: number; end: number | null }[] = [];
    await watch(memory, 45, FRAME_BYTES, [], {
      seen: (at) => seen.push({ at, end: memory.events[0] ? memory.events[0].end - S0 : null }),
    });
    const first = seen.find((s) => s.end !== null)!;
    // Motion from 20 s: listed from its first frames, before that second is over.
    expect(first.at).toBeGreaterThanOrEqual(20);
    expect(first.at).toBeLessThan(21);
    expect(seen.find((s) => s.at === 30)?.end).toBeGreaterThanOrEqual(29);
    expect(seen.find((s) => s.at === 30)?.end).toBeLessThanOrEqual(31);
    expect(memory.events).toHaveLength(1);
    expect(Math.abs(memory.events[0]!.end - S0 - 35)).toBeLessThanOrEqual(1);
  });

  it('takes back an event that closes as a blip', async () => {
    const memory = memoryStore();
    const flash: Scene = { base: 90, noise: 3, box: (t) => (t >= 10 && t < 10.4 ? box(t) : null) };
    let listedDuringBlip = 0;
    await watch(memory, 20, FRAME_BYTES, [], {
      scene: flash,
      seen: (at) => {
        if (at >= 10 && at < 13) listedDuringBlip = Math.max(listedDuringBlip, memory.events.length);
      },
    });
    expect(listedDuringBlip).toBe(1);
    expect(memory.events).toEqual([]);
  });
});
