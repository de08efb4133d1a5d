import { describe, expect, it } from 'vitest';
import { MOTION_HOLD_MS, movingStreams, nextMotionChange } from './motion-now';

const NOW = Date.parse('2026-05-01T10:00:10Z');
const ev = (streamId: string, start: number, end: number) => ({
  streamId,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
});

describe('movingStreams', () => {
  it('outlines a stream whose event is growing, and only streams on the wall', () => {
    const events = [ev('a', NOW - 4_000, NOW - 1_000), ev('elsewhere', NOW - 4_000, NOW)];
    expect([...movingStreams(events, ['a', 'b'], NOW)]).toEqual(['a']);
  });

  it('keeps the outline for the hold after the motion ends, then lets it go', () => {
    const events = [ev('a', NOW - 9_000, NOW - MOTION_HOLD_MS)];
    expect(movingStreams(events, ['a'], NOW).has('a')).toBe(true);
    expect(movingStreams(events, ['a'], NOW + 1).has('a')).toBe(false);
  });

  it('ignores an event that has not started yet or has a malformed time', () => {
    const events = [ev('a', NOW + 2_000, NOW + 3_000), { streamId: 'b', startTime: 'x', endTime: 'y' }];
    expect(movingStreams(events, ['a', 'b'], NOW).size).toBe(0);
  });
});

describe('nextMotionChange', () => {
  it('is the earliest moment an outline on the wall may go out, after now', () => {
    const events = [ev('a', NOW - 5_000, NOW - 1_000), ev('b', NOW - 5_000, NOW - 2_000), ev('c', 0, NOW - 9_000)];
    expect(nextMotionChange(events, ['a', 'b', 'c'], NOW)).toBe(NOW - 2_000 + MOTION_HOLD_MS);
    expect(nextMotionChange(events, ['a'], NOW)).toBe(NOW - 1_000 + MOTION_HOLD_MS);
    expect(nextMotionChange(events, ['c'], NOW)).toBeNull();
  });
});
