import { describe, expect, it } from 'vitest';
import { bitmapOf, cellsOf, emptyBitmap } from './bitmap';
import { createEventMerger, mergeEvents, type MotionSample } from './events';

const T = 1_795_000_000;

/** Seconds with motion at the given offsets from T, in the given cells, level 10 unless said. */
const samples = (offsets: number[], cells = [5], level = (_: number) => 10): MotionSample[] =>
  offsets.map((o) => ({ second: T + o, bitmap: bitmapOf(cells), level: level(o) }));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const relative = (events: ReturnType<typeof mergeEvents>) =>
  events.map((e) => ({ start: e.start - T, end: e.end - T, peak: e.peak - T, cells: cellsOf(e.cells) }));

describe('events from the motion grid', () => {
  it('makes one event of a stretch of motion: start, end (of its last second), peak and the cells touched', () => {
    const peakAt12 = (o: number) => (o === 12 ? 80 : 10);
    const seconds = [...samples(range(10, 14), [5], peakAt12), ...samples(range(14, 20), [6, 21])];
    expect(relative(mergeEvents(seconds))).toEqual([{ start: 10, end: 20, peak: 12, cells: [5, 6, 21] }]);
  });

  it('joins gaps under 2 s and keeps longer ones apart', () => {
    // 10–12, one still second, 14–16: one event; then two still seconds, 19–21: another.
    const events = relative(mergeEvents(samples([10, 11, 12, 14, 15, 16, 19, 20, 21])));
    expect(events.map((e) => [e.start, e.end])).toEqual([
      [10, 17],
      [19, 22],
    ]);
  });

  it('drops a blip: a single second of motion with nothing around it', () => {
    expect(mergeEvents(samples([10, 30, 31, 50]))).toHaveLength(1);
    expect(relative(mergeEvents(samples([10, 30, 31, 50])))[0]).toMatchObject({ start: 30, end: 32 });
  });

  it('cuts a long stretch every 5 minutes', () => {
    const events = relative(mergeEvents(samples(range(0, 700))));
    expect(events.map((e) => [e.start, e.end])).toEqual([
      [0, 300],
      [300, 600],
      [600, 700],
    ]);
  });

  it('takes still seconds and closes an event once motion cannot join it any more', () => {
    const merger = createEventMerger();
    const push = (o: number, moved: boolean) =>
      merger.push({ second: T + o, bitmap: moved ? bitmapOf([1]) : emptyBitmap(), level: moved ? 5 : 0 });
    expect([...push(0, true), ...push(1, true), ...push(2, false)]).toEqual([]);
    // Two still seconds after the last motion: the event is over.
    expect(push(3, false).map((e) => [e.start - T, e.end - T])).toEqual([[0, 2]]);
    expect(merger.flush()).toEqual([]);
    push(10, true);
    push(11, true);
    expect(merger.closeBefore(T + 13)).toEqual([]);
    expect(merger.closeBefore(T + 14).map((e) => [e.start - T, e.end - T])).toEqual([[10, 12]]);
  });

  it('uses the number of cells as the level when a second has none (read back from the grid)', () => {
    const seconds = [
      { second: T, bitmap: bitmapOf([1]), level: 0 },
      { second: T + 1, bitmap: bitmapOf([1, 2, 3]), level: 0 },
      { second: T + 2, bitmap: bitmapOf([1, 2]), level: 0 },
    ];
    expect(relative(mergeEvents(seconds))[0]?.peak).toBe(1);
  });

  it('tells the event in progress as it stands, and none once it closed', () => {
    const merger = createEventMerger();
    expect(merger.current()).toBeNull();
    for (const s of samples([10, 11], [5], (o) => (o === 11 ? 50 : 10))) merger.push(s);
    const now = merger.current()!;
    expect({ start: now.start - T, end: now.end - T, peak: now.peak - T, cells: cellsOf(now.cells) }).toEqual({
      start: 10,
      end: 12,
      peak: 11,
      cells: [5],
    });
    merger.push(samples([12], [7])[0]!);
    expect(cellsOf(now.cells)).toEqual([5]);
    expect(merger.closeBefore(T + 20)).toHaveLength(1);
    expect(merger.current()).toBeNull();
  });
});
