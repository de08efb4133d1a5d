import { describe, expect, it } from 'vitest';
import { daysOfWindow, extendToNow, localDay, localStamp, mergeSpans, rangesOf } from '../src/media/ranges';
import { timeWindow } from '../src/archive/routes';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const s = (startS: number, durS = 2) => ({ start_ms: T0 + startS * 1000, duration_ms: durS * 1000 });
const at = (sec: number) => T0 + sec * 1000;

describe('spans', () => {
  it('merges segments that touch (at most 1 s apart) and splits at real gaps', () => {
    const spans = mergeSpans([s(0), s(2), s(4.8), s(10), s(12), s(20, 1)]);
    expect(spans).toEqual([
      { start: at(0), end: at(6.8) },
      { start: at(10), end: at(14) },
      { start: at(20), end: at(21) },
    ]);
  });

  it('extends the last span to now while recording, only near the live edge', () => {
    const spans = [
      { start: at(0), end: at(10) },
      { start: at(20), end: at(30) },
    ];
    expect(extendToNow(spans, at(33), 5000).at(-1)).toEqual({ start: at(20), end: at(33) });
    expect(extendToNow(spans, at(60), 5000).at(-1)).toEqual({ start: at(20), end: at(30) });
    expect(extendToNow([], at(60), 5000)).toEqual([]);
  });
});

describe('ranges', () => {
  const spans = mergeSpans([s(0), s(2), s(4), s(20), s(22), s(40)]);

  it('are contiguous over the window, changing status exactly where recording stopped and started', () => {
    expect(rangesOf(spans, at(-10), at(60))).toEqual([
      { date: at(-10), status: 0 },
      { date: at(0), status: 1 },
      { date: at(6), status: 0 },
      { date: at(20), status: 1 },
      { date: at(24), status: 0 },
      { date: at(40), status: 1 },
      { date: at(42), status: 0 },
    ]);
  });

  it('clip fragments to the window; a window inside a fragment is one range', () => {
    expect(rangesOf(spans, at(3), at(21))).toEqual([
      { date: at(3), status: 1 },
      { date: at(6), status: 0 },
      { date: at(20), status: 1 },
    ]);
    expect(rangesOf(spans, at(1), at(2))).toEqual([{ date: at(1), status: 1 }]);
  });

  it('are one gap when nothing is recorded', () => {
    expect(rangesOf([], at(0), at(10))).toEqual([{ date: at(0), status: 0 }]);
    expect(rangesOf(spans, at(100), at(110))).toEqual([{ date: at(100), status: 0 }]);
  });

  it('never put two neighbours of the same status side by side', () => {
    const touching = [
      { start: at(0), end: at(5) },
      { start: at(5), end: at(9) },
    ];
    expect(rangesOf(touching, at(0), at(10))).toEqual([
      { date: at(0), status: 1 },
      { date: at(9), status: 0 },
    ]);
  });
});

describe('time windows', () => {
  it('accept ISO times up to the limit and refuse longer ones with TimeRangeTooLong', () => {
    expect(timeWindow('2026-11-22T10:00:00Z', '2026-11-22T13:00:00Z', 10_800)).toEqual({
      start: T0,
      end: T0 + 10_800_000,
    });
    expect(() => timeWindow('2026-11-22T10:00:00Z', '2026-11-22T13:00:01Z', 10_800)).toThrow(
      expect.objectContaining({ code: 'TimeRangeTooLong' }),
    );
  });

  it('refuse start >= end and NaN with ValidationError', () => {
    for (const [a, b] of [
      ['2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z'],
      ['2026-11-22T11:00:00Z', '2026-11-22T10:00:00Z'],
      ['NaN', '2026-11-22T10:00:00Z'],
      ['2026-11-22T10:00:00Z', 'yesterday'],
    ])
      expect(() => timeWindow(a!, b!, 10_800)).toThrow(expect.objectContaining({ code: 'ValidationError' }));
  });
});

describe('days', () => {
  it('are local days of the window, each with its part', () => {
    const start = Date.parse('2026-11-21T22:30:00Z');
    const end = Date.parse('2026-11-23T01:00:00Z');
    // Moscow (+180): 01:30 on the 22nd to 04:00 on the 23rd
    expect(daysOfWindow(start, end, 180)).toEqual([
      { day: '2026-11-22', from: start, to: Date.parse('2026-11-22T21:00:00Z') },
      { day: '2026-11-23', from: Date.parse('2026-11-22T21:00:00Z'), to: end },
    ]);
    expect(daysOfWindow(start, end, 0).map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(daysOfWindow(start, end, -300).map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('name local moments', () => {
    expect(localDay(Date.parse('2026-11-22T22:30:00Z'), 180)).toBe('2026-11-23');
    expect(localStamp(Date.parse('2026-11-22T22:30:05Z'), 180)).toBe('2026-11-23_01-30-05');
    expect(localStamp(Date.parse('2026-11-22T02:00:00Z'), -300)).toBe('2026-11-21_21-00-00');
  });
});
