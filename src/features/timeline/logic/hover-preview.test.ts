import { describe, expect, it } from 'vitest';
import { previewMoment } from './hover-preview';
import type { Interval } from './types';

const intervals: Interval[] = [
  { type: 'fragment', start: 10_000, end: 20_000 },
  { type: 'gap', start: 20_000, end: 30_000 },
  { type: 'fragment', start: 30_000, end: 31_000 },
  { type: 'live', start: 31_000, end: 40_000 },
];

describe('previewMoment', () => {
  it('keys a recorded time to the start of its segment-long slice', () => {
    expect(previewMoment(intervals, 10_000)).toBe(10_000);
    expect(previewMoment(intervals, 11_999)).toBe(10_000);
    expect(previewMoment(intervals, 12_000)).toBe(12_000);
    expect(previewMoment(intervals, 19_999)).toBe(18_000);
    expect(previewMoment(intervals, 30_500)).toBe(30_000);
    expect(previewMoment(intervals, 14_500, 1000)).toBe(14_000);
  });

  it('is null over gaps, the live edge and outside the recordings', () => {
    expect(previewMoment(intervals, 20_000)).toBeNull();
    expect(previewMoment(intervals, 25_000)).toBeNull();
    expect(previewMoment(intervals, 35_000)).toBeNull();
    expect(previewMoment(intervals, 5_000)).toBeNull();
    expect(previewMoment([], 15_000)).toBeNull();
  });
});
