import { describe, expect, it } from 'vitest';
import { motionSpans, motionWindows, nextMotion, previousMotion, regionOfDrag, regionParam } from './motion-ranges';

const T = Date.parse('2026-11-22T12:00:00.000Z');
const S = 1000;
const H = 3_600_000;

describe('motion ranges of the timeline', () => {
  it('asks for the window rounded to minutes, not past now, in slices of at most a day', () => {
    expect(motionWindows({ start: T - 30 * S, end: T + 3 * H }, T + 10 * S)).toEqual([
      { start: T - 60 * S, end: T + 60 * S },
    ]);
    const long = motionWindows({ start: T - 30 * H, end: T }, T);
    expect(long).toEqual([
      { start: T - 30 * H, end: T - 6 * H },
      { start: T - 6 * H, end: T },
    ]);
    expect(motionWindows({ start: T + H, end: T + 2 * H }, T)).toEqual([]);
  });

  it('joins the slices’ replies into ascending spans', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(
      motionSpans([
        { ranges: [{ startTime: iso(T + 50 * S), endTime: iso(T + 60 * S) }] },
        {
          ranges: [
            { startTime: iso(T), endTime: iso(T + 5 * S) },
            { startTime: iso(T + 60 * S), endTime: iso(T + 70 * S) },
          ],
        },
      ]),
    ).toEqual([
      { start: T, end: T + 5 * S },
      { start: T + 50 * S, end: T + 70 * S },
    ]);
  });

  it('finds the previous and next range starts around the playing time', () => {
    const spans = [
      { start: T, end: T + 5 * S },
      { start: T + 60 * S, end: T + 70 * S },
    ];
    expect(nextMotion(spans, T - 10 * S)).toBe(T);
    expect(nextMotion(spans, T)).toBe(T + 60 * S);
    expect(nextMotion(spans, T + 60 * S)).toBeNull();
    // Inside a range: back to its start; at its start: the one before.
    expect(previousMotion(spans, T + 65 * S)).toBe(T + 60 * S);
    expect(previousMotion(spans, T + 60 * S)).toBe(T);
    expect(previousMotion(spans, T)).toBeNull();
  });

  it('turns a drag over the picture into a region in fractions, none for a click', () => {
    expect(regionOfDrag({ x: 300, y: 90 }, { x: 150, y: 0 }, 300, 180)).toEqual({ x: 0.5, y: 0, w: 0.5, h: 0.5 });
    expect(regionOfDrag({ x: -20, y: -20 }, { x: 400, y: 400 }, 300, 180)).toEqual({ x: 0, y: 0, w: 1, h: 1 });
    expect(regionOfDrag({ x: 10, y: 10 }, { x: 12, y: 11 }, 300, 180)).toBeNull();
    expect(regionParam({ x: 0.5, y: 0, w: 1 / 3, h: 0.25 })).toBe('0.5,0,0.3333,0.25');
  });
});
