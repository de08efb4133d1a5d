import { describe, expect, it } from 'vitest';
import { checkDownloadRange, defaultDownloadRange } from './download-range';

const h = 3_600_000;
const recorded = { start: 10 * h, end: 30 * h };

describe('the clip offered first', () => {
  it('is the five minutes up to the playing time', () => {
    expect(defaultDownloadRange(20 * h, recorded, 3600)).toEqual({ start: 20 * h - 300_000, end: 20 * h });
  });

  it('stays inside the recording and within the maximum', () => {
    expect(defaultDownloadRange(40 * h, recorded, 3600)).toEqual({ start: 30 * h - 300_000, end: 30 * h });
    expect(defaultDownloadRange(10 * h + 1000, recorded, 3600)).toEqual({ start: 10 * h, end: 10 * h + 300_000 });
    expect(defaultDownloadRange(null, recorded, 60)).toEqual({ start: 30 * h - 60_000, end: 30 * h });
    expect(defaultDownloadRange(null, { start: 0, end: 10_000 }, 3600)).toEqual({ start: 0, end: 10_000 });
  });

  it('is nothing when nothing is recorded', () => {
    expect(defaultDownloadRange(20 * h, null, 3600)).toBeNull();
  });
});

describe('checking a clip', () => {
  it('accepts a clip within the limits', () => {
    expect(checkDownloadRange({ start: 11 * h, end: 12 * h }, recorded, 3600)).toBeNull();
  });

  it('refuses an end before the start, a clip over the maximum, and one outside the recording', () => {
    expect(checkDownloadRange({ start: 12 * h, end: 11 * h }, recorded, 3600)).toBe('order');
    expect(checkDownloadRange({ start: 11 * h, end: 11 * h }, recorded, 3600)).toBe('order');
    expect(checkDownloadRange({ start: 11 * h, end: 12 * h + 1 }, recorded, 3600)).toBe('tooLong');
    expect(checkDownloadRange({ start: 31 * h, end: 31 * h + 1000 }, recorded, 3600)).toBe('outside');
    expect(checkDownloadRange({ start: 9 * h, end: 10 * h }, recorded, 3600)).toBe('outside');
  });
});
