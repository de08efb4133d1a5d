import { describe, expect, it } from 'vitest';
import { latestEnd, unionRanges } from './union-ranges';

const r = (date: number, status: number) => ({ date, status });

describe('unionRanges', () => {
  it('is recorded wherever one stream is, a gap where none is', () => {
    const a = [r(0, 1), r(10, 0), r(30, 1)];
    const b = [r(0, 0), r(5, 1), r(20, 0)];
    expect(unionRanges([a, b])).toEqual([r(0, 1), r(20, 0), r(30, 1)]);
  });

  it('counts a stream as a gap before its first range', () => {
    expect(unionRanges([[r(10, 1)], [r(0, 0), r(20, 1)]])).toEqual([r(0, 0), r(10, 1)]);
  });

  it('keeps one stream as it is and merges neighbours of the same status', () => {
    expect(unionRanges([[r(0, 1), r(5, 1), r(9, 0)]])).toEqual([r(0, 1), r(9, 0)]);
  });

  it('treats every nonzero status as recorded', () => {
    expect(unionRanges([[r(0, 0), r(4, 2)], [r(0, 0)]])).toEqual([r(0, 0), r(4, 1)]);
  });

  it('is empty for no streams or streams without ranges', () => {
    expect(unionRanges([])).toEqual([]);
    expect(unionRanges([[], []])).toEqual([]);
  });
});

describe('latestEnd', () => {
  it('is the latest known end, null when none recorded', () => {
    expect(latestEnd([null, 5, 3])).toBe(5);
    expect(latestEnd([null, null])).toBeNull();
  });
});
