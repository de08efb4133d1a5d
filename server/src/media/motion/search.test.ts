import { describe, expect, it } from 'vitest';
import { bitmapOf, cellsOf } from './bitmap';
import { emptyRow, putSecond } from './grid';
import { parseRegion, regionBitmap, searchGrid, searchMotion, WHOLE_PICTURE } from './search';

const T = 1_795_000_000;

describe('regions of the picture', () => {
  it('reads x,y,w,h in fractions, and refuses what is malformed, empty or leaves the picture', () => {
    expect(parseRegion('0.5,0,0.5,0.5')).toEqual({ x: 0.5, y: 0, w: 0.5, h: 0.5 });
    expect(parseRegion('0,0,1,1')).toEqual(WHOLE_PICTURE);
    for (const bad of ['', '0,0,1', '0,0,1,1,1', 'a,0,1,1', '-0.1,0,0.5,0.5', '0,0,0,1', '0.6,0,0.5,1', '0,0.5,1,0.6'])
      expect(parseRegion(bad)).toBeNull();
  });

  it('covers every cell the region touches', () => {
    expect(cellsOf(regionBitmap(WHOLE_PICTURE))).toHaveLength(144);
    // The top right quarter: columns 8–15, rows 0–4 (row 4 is split in half).
    const quarter = cellsOf(regionBitmap({ x: 0.5, y: 0, w: 0.5, h: 0.5 }));
    expect(quarter).toHaveLength(40);
    expect(quarter.every((c) => c % 16 >= 8 && Math.floor(c / 16) <= 4)).toBe(true);
    // A sliver inside one cell is that cell.
    expect(cellsOf(regionBitmap({ x: 0.01, y: 0.01, w: 0.01, h: 0.01 }))).toEqual([0]);
    // The bottom right cell.
    expect(cellsOf(regionBitmap({ x: 15 / 16, y: 8 / 9, w: 1 / 16, h: 1 / 9 }))).toEqual([143]);
  });
});

describe('the motion search', () => {
  const grid = [
    { second: T + 10, bitmap: bitmapOf([0]) },
    { second: T + 11, bitmap: bitmapOf([0, 140]) },
    { second: T + 13, bitmap: bitmapOf([1]) },
    { second: T + 20, bitmap: bitmapOf([143]) },
    { second: T + 21, bitmap: bitmapOf([143]) },
  ];
  const window = { from: T, to: T + 100 };
  const rel = (ranges: { start: number; end: number }[]) => ranges.map((r) => [r.start - T, r.end - T]);

  it('gives the merged seconds whose cells touch the region', () => {
    expect(rel(searchMotion(grid, regionBitmap(WHOLE_PICTURE), window))).toEqual([
      [10, 14],
      [20, 22],
    ]);
    // The top left cell only: 10 and 11.
    expect(rel(searchMotion(grid, bitmapOf([0]), window))).toEqual([[10, 12]]);
    // The bottom right quarter: 11, then 20–21 (more than 2 s later).
    expect(rel(searchMotion(grid, regionBitmap({ x: 0.5, y: 0.5, w: 0.5, h: 0.5 }), window))).toEqual([
      [11, 12],
      [20, 22],
    ]);
  });

  it('keeps to the window', () => {
    expect(rel(searchMotion(grid, regionBitmap(WHOLE_PICTURE), { from: T + 11, to: T + 21 }))).toEqual([
      [11, 14],
      [20, 21],
    ]);
  });

  it('gives the same ranges straight from stored minutes', () => {
    const first = emptyRow((T - (T % 60)) * 1000);
    const second = emptyRow(first.minuteMs + 60_000);
    for (const s of grid) putSecond(s.second < first.minuteMs / 1000 + 60 ? first : second, { ...s, level: 1 });
    for (const region of [WHOLE_PICTURE, { x: 0, y: 0, w: 0.1, h: 0.1 }, { x: 0.5, y: 0.5, w: 0.5, h: 0.5 }]) {
      const bitmap = regionBitmap(region);
      expect(searchGrid([first, second], bitmap, window)).toEqual(searchMotion(grid, bitmap, window));
    }
    expect(rel(searchGrid([first, second], regionBitmap(WHOLE_PICTURE), { from: T + 11, to: T + 21 }))).toEqual([
      [11, 14],
      [20, 21],
    ]);
  });

  it('searches a day of stored minutes in a few milliseconds', () => {
    const start = T - (T % 60);
    const rows = Array.from({ length: 1440 }, (_, m) => {
      const row = emptyRow((start + m * 60) * 1000);
      for (let s = 0; s < 60; s += 3)
        putSecond(row, { second: start + m * 60 + s, bitmap: bitmapOf([(m + s) % 144]), level: 5 });
      return row;
    });
    const region = regionBitmap({ x: 0, y: 0, w: 0.25, h: 0.25 });
    const day = { from: start, to: start + 86_400 };
    searchGrid(rows, region, day);
    const started = performance.now();
    const ranges = searchGrid(rows, region, day);
    // A few milliseconds; the bound leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(100);
    expect(ranges.length).toBeGreaterThan(100);
  });

  it('searches a day of seconds quickly', () => {
    const day = Array.from({ length: 86_400 }, (_, i) => ({ second: T + i, bitmap: bitmapOf(i % 7 ? [] : [i % 144]) }));
    const started = performance.now();
    const ranges = searchMotion(day, regionBitmap({ x: 0, y: 0, w: 0.25, h: 0.25 }), { from: T, to: T + 86_400 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ranges.length).toBeGreaterThan(0);
  });
});
