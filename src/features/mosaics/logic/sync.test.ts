import { describe, expect, it } from 'vitest';
import { clockTime, MAX_NUDGE, startClock, syncDecision, withSpeed } from './sync';

const T = Date.parse('2026-11-24T10:00:00.000Z');

describe('the master clock', () => {
  it('runs from the moment picked at the speed', () => {
    const clock = startClock(T, 1_000, 4);
    expect(clockTime(clock, 1_000)).toBe(T);
    expect(clockTime(clock, 3_000)).toBe(T + 8_000);
  });

  it('keeps the moment shown when the speed changes', () => {
    const clock = withSpeed(startClock(T, 0, 1), 0.25, 10_000);
    expect(clockTime(clock, 10_000)).toBe(T + 10_000);
    expect(clockTime(clock, 14_000)).toBe(T + 11_000);
  });
});

describe("a tile's drift", () => {
  it('waits while the tile has no picture', () => {
    expect(syncDecision(T, null, 1)).toEqual({ type: 'wait' });
  });

  it('plays at the speed when in step', () => {
    expect(syncDecision(T, T + 50, 2)).toEqual({ type: 'rate', rate: 2 });
  });

  it('nudges the rate to close a small drift, never beyond ±10 %', () => {
    const behind = syncDecision(T, T - 200, 1);
    expect(behind.type).toBe('rate');
    expect(behind.type === 'rate' && behind.rate).toBeCloseTo(1.1, 5);
    const ahead = syncDecision(T, T + 150, 1);
    expect(ahead.type === 'rate' && ahead.rate).toBeCloseTo(1 - 0.075, 5);
    const far = syncDecision(T, T - 1_400, 4);
    expect(far.type === 'rate' && far.rate).toBeCloseTo(4 * (1 + MAX_NUDGE), 5);
  });

  it('seeks a tile far behind, by the drift', () => {
    expect(syncDecision(T, T - 5_000, 1)).toEqual({ type: 'seek', byMs: 5_000 });
  });

  it('holds a tile whose recording starts after the moment, until the master joins it', () => {
    expect(syncDecision(T, T + 60_000, 1)).toEqual({ type: 'hold' });
  });

  it('allows more drift before seeking at higher speeds', () => {
    expect(syncDecision(T, T - 3_000, 1).type).toBe('seek');
    expect(syncDecision(T, T - 3_000, 4).type).toBe('rate');
  });
});
