import { describe, expect, it } from 'vitest';
import { minutesAndSeconds, recordedMsWithin } from './clip-length';

const s = 1000;

describe('the recorded part of a clip', () => {
  // Recorded until 100 s, a gap from 100 s to 140 s, recorded again from 140 s.
  const ranges = [
    { date: 0, status: 1 },
    { date: 100 * s, status: 0 },
    { date: 140 * s, status: 1 },
  ];

  it('leaves out a gap inside the interval', () => {
    expect(recordedMsWithin(ranges, { start: 80 * s, end: 141 * s })).toBe(21 * s);
  });

  it('is the whole interval when nothing is missing', () => {
    expect(recordedMsWithin(ranges, { start: 10 * s, end: 70 * s })).toBe(60 * s);
    expect(recordedMsWithin(ranges, { start: 150 * s, end: 200 * s })).toBe(50 * s);
  });

  it('is nothing inside a gap or without ranges', () => {
    expect(recordedMsWithin(ranges, { start: 105 * s, end: 135 * s })).toBe(0);
    expect(recordedMsWithin([], { start: 0, end: 60 * s })).toBe(0);
  });

  it('counts a range that began before the interval', () => {
    expect(recordedMsWithin([{ date: -50 * s, status: 1 }], { start: 0, end: 30 * s })).toBe(30 * s);
  });
});

describe('a length as minutes and seconds', () => {
  it('writes seconds alone under a minute', () => {
    expect(minutesAndSeconds(21)).toEqual({ minutes: null, seconds: '21' });
    expect(minutesAndSeconds(0)).toEqual({ minutes: null, seconds: '0' });
  });

  it('writes minutes and two-digit seconds from a minute on', () => {
    expect(minutesAndSeconds(61)).toEqual({ minutes: 1, seconds: '01' });
    expect(minutesAndSeconds(300)).toEqual({ minutes: 5, seconds: '00' });
    expect(minutesAndSeconds(3600)).toEqual({ minutes: 60, seconds: '00' });
  });

  it('rounds to whole seconds', () => {
    expect(minutesAndSeconds(59.6)).toEqual({ minutes: 1, seconds: '00' });
  });
});
