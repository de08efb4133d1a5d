import { describe, expect, it } from 'vitest';
import { firstCounts, firstScreenCount } from './first-screen';

describe('firstScreenCount', () => {
  it('counts table rows of 40 px down the window, rounding up', () => {
    expect(firstScreenCount('table', 1440, 900)).toBe(23);
    expect(firstScreenCount('table', 1440, 800)).toBe(20);
  });

  it('counts grid cells across and down the window', () => {
    // 1440 / 256 → 5 columns; 900 / 200 → 5 rows.
    expect(firstScreenCount('grid', 1440, 900)).toBe(25);
    expect(firstScreenCount('grid', 500, 400)).toBe(2 * 1);
  });

  it('draws at least one stream in a window of no size', () => {
    expect(firstScreenCount('grid', 0, 0)).toBe(1);
    expect(firstScreenCount('table', 0, -5)).toBe(1);
  });
});

describe('firstCounts', () => {
  it('gives the sections what is left of the count in order', () => {
    expect(firstCounts([10, 10, 10], 15)).toEqual([10, 5, 1]);
  });

  it('gives every section at least one stream and never more than it has', () => {
    expect(firstCounts([3, 2, 4], 2)).toEqual([2, 1, 1]);
    expect(firstCounts([3, 2], 100)).toEqual([3, 2]);
  });

  it('gives nothing to an empty section', () => {
    expect(firstCounts([0, 5], 3)).toEqual([0, 3]);
  });
});
