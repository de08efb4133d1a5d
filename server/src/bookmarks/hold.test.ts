import { describe, expect, it } from 'vitest';
import { heldHours, holdMs, overHoldCap, touchesHold } from './hold';

const HOUR = 3_600_000;
const range = (hold: boolean, startMs: number, endMs: number | null) => ({ hold, startMs, endMs });

describe('evidence hold', () => {
  it('counts an interval by its length and a moment by the margin either side of it', () => {
    expect(holdMs({ startMs: 0, endMs: 2 * HOUR })).toBe(2 * HOUR);
    expect(holdMs({ startMs: 5000, endMs: null })).toBe(60_000);
  });

  it('is touched by turning it on or off and by moving a held range, not by other changes', () => {
    expect(touchesHold(null, range(true, 0, null))).toBe(true);
    expect(touchesHold(null, range(false, 0, null))).toBe(false);
    expect(touchesHold(range(false, 0, null), range(true, 0, null))).toBe(true);
    expect(touchesHold(range(true, 0, null), range(false, 0, null))).toBe(true);
    expect(touchesHold(range(true, 0, 10), range(true, 0, 20))).toBe(true);
    expect(touchesHold(range(true, 0, 10), range(true, 0, 10))).toBe(false);
    expect(touchesHold(range(false, 0, 10), range(false, 5, 20))).toBe(false);
  });

  it('refuses only a change that grows past the cap', () => {
    expect(overHoldCap(0, 72 * HOUR, 72)).toBe(false);
    expect(overHoldCap(0, 72 * HOUR + 1, 72)).toBe(true);
    // Over a lowered cap: shrinking is allowed, growing is not.
    expect(overHoldCap(80 * HOUR, 79 * HOUR, 72)).toBe(false);
    expect(overHoldCap(80 * HOUR, 81 * HOUR, 72)).toBe(true);
    expect(overHoldCap(0, 60_000, 0)).toBe(true);
  });

  it('says hours to a hundredth', () => {
    expect(heldHours(12.5 * HOUR)).toBe(12.5);
    expect(heldHours(60_000)).toBe(0.02);
  });
});
