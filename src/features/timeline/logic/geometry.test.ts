import { describe, expect, it } from 'vitest';
import { annotationsAt, labelTicks, tickStep, timeToX, xToTime } from './geometry';

const min = 60_000;
const h = 60 * min;
const day = 24 * h;

describe('geometry', () => {
  it('maps time to x and back', () => {
    const w = { start: 1000, end: 2000 };
    expect(timeToX(w, 500, 1500)).toBe(250);
    expect(xToTime(w, 500, 250)).toBe(1500);
    expect(xToTime(w, 500, timeToX(w, 500, 1234))).toBeCloseTo(1234);
  });

  it('puts labels about 70 px apart on a nice step, aligned to local time', () => {
    const start = 100 * day + 3 * h + 7 * min;
    const ticks = labelTicks({ start, end: start + 24 * h }, 1200, 180);
    const stepPx = ticks[1]!.x - ticks[0]!.x;
    expect(stepPx).toBeGreaterThanOrEqual(70);
    expect(stepPx).toBeLessThan(140);
    expect(ticks[1]!.time - ticks[0]!.time).toBe(2 * h);
    expect(ticks).toHaveLength(12);
    // aligned: every tick is on a whole local two hours
    for (const t of ticks) expect((t.time + 180 * min) % (2 * h)).toBe(0);
    // the local midnight is labelled as a day, the others as hours and minutes
    expect(ticks.filter((t) => t.format === 'day')).toHaveLength(1);
    expect((ticks.find((t) => t.format === 'day')!.time + 180 * min) % day).toBe(0);
    expect(ticks.filter((t) => t.format === 'minutes')).toHaveLength(11);
  });

  it('uses seconds for a short window, and nothing without room', () => {
    const ticks = labelTicks({ start: 0, end: 5 * min }, 1200, 0);
    expect(ticks[1]!.time - ticks[0]!.time).toBe(30_000);
    expect(ticks[1]!.format).toBe('seconds');
    expect(ticks[0]!.time).toBe(0);
    expect(labelTicks({ start: 0, end: 5 * min }, 0, 0)).toEqual([]);
    expect(labelTicks({ start: 10, end: 10 }, 1200, 0)).toEqual([]);
  });

  it('picks the shortest step that leaves about 70 px, from a second to a day', () => {
    expect(tickStep({ start: 0, end: 60_000 }, 1200)).toBe(5000);
    expect(tickStep({ start: 0, end: 5 * min }, 1200)).toBe(30_000);
    expect(tickStep({ start: 0, end: 24 * h }, 1200)).toBe(2 * h);
    expect(tickStep({ start: 0, end: 24 * h }, 30)).toBe(day);
    expect(tickStep({ start: 0, end: 10_000 }, 1200)).toBe(1000);
  });

  it('follows a change of the local offset inside the window (daylight saving)', () => {
    // +1 h before 02:00 UTC, +2 h from then on
    const switchAt = 100 * day + 2 * h;
    const zone = (ms: number) => (ms < switchAt ? 60 : 120);
    const ticks = labelTicks({ start: 100 * day, end: 100 * day + 8 * h }, 560, zone);
    // every tick stays on a whole local hour on both sides of the change, none twice
    expect(ticks.map((t) => (t.time + zone(t.time) * min) % h)).toEqual(ticks.map(() => 0));
    expect(new Set(ticks.map((t) => t.time)).size).toBe(ticks.length);
    expect(ticks.every((t, i) => i === 0 || t.time > ticks[i - 1]!.time)).toBe(true);
  });

  it('finds the annotations under a moment, with slack', () => {
    const marks = [
      { id: 'a', type: 'event' as const, time: 1000, timeEnd: null, title: 'A' },
      { id: 'b', type: 'other' as const, time: 2000, timeEnd: 5000, title: 'B' },
    ];
    expect(annotationsAt(marks, 1050, 100).map((a) => a.id)).toEqual(['a']);
    expect(annotationsAt(marks, 4000, 0).map((a) => a.id)).toEqual(['b']);
    // Bookmarks are marks too: a flag a few pixels wide is still under the pointer.
    const flags = [{ id: 'k', name: 'Van', time: 2000, timeEnd: null }];
    expect(annotationsAt(flags, 2004, 5).map((b) => b.name)).toEqual(['Van']);
    expect(annotationsAt(flags, 2010, 5)).toEqual([]);
    expect(annotationsAt(marks, 7000, 100)).toEqual([]);
  });
});
