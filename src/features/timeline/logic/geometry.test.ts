import { describe, expect, it } from 'vitest';
import { annotationsAt, labelTicks, timeToX, xToTime } from './geometry';

const min = 60_000;
const h = 60 * min;
const day = 24 * h;

describe('geometry', () => {
  it('maps time to x and back', () => {
    const w = { start: 1000, end: 2000 };
    expect(timeToX(w, 500, 1500)).toBe(250);
    expect(xToTime(w, 500, 250)).toBe(1500);
  });

  it('puts labels about 70 px apart on a nice step, aligned to local time', () => {
    const start = 100 * day + 3 * h + 7 * min;
    const ticks = labelTicks({ start, end: start + 24 * h }, 1200, 180);
    const stepPx = ticks[1]!.x - ticks[0]!.x;
    expect(stepPx).toBeGreaterThanOrEqual(70);
    expect(stepPx).toBeLessThan(140);
    expect(ticks[1]!.time - ticks[0]!.time).toBe(2 * h);
    // aligned: every tick is on a whole local two hours
    for (const t of ticks) expect((t.time + 180 * min) % (2 * h)).toBe(0);
    // the local midnight is labelled as a day
    expect(ticks.filter((t) => t.format === 'day')).toHaveLength(1);
    expect((ticks.find((t) => t.format === 'day')!.time + 180 * min) % day).toBe(0);
  });

  it('uses seconds for a short window', () => {
    const ticks = labelTicks({ start: 0, end: 5 * min }, 1200, 0);
    expect(ticks[1]!.time - ticks[0]!.time).toBe(30_000);
    expect(ticks[1]!.format).toBe('seconds');
    expect(labelTicks({ start: 0, end: 5 * min }, 0, 0)).toEqual([]);
  });

  it('finds the annotations under a moment, with slack', () => {
    const marks = [
      { id: 'a', type: 'event' as const, time: 1000, timeEnd: null, title: 'A' },
      { id: 'b', type: 'other' as const, time: 2000, timeEnd: 5000, title: 'B' },
    ];
    expect(annotationsAt(marks, 1050, 100).map((a) => a.id)).toEqual(['a']);
    expect(annotationsAt(marks, 4000, 0).map((a) => a.id)).toEqual(['b']);
    expect(annotationsAt(marks, 7000, 100)).toEqual([]);
  });
});
