import { describe, expect, it } from 'vitest';
import { clampSpeedIndex, DEFAULT_SPEED_INDEX, SPEEDS, speedLabel, speedOf, stepSpeed } from './speeds';

describe('playback speeds', () => {
  it('offers the seven speeds of the spec and starts at 1×', () => {
    expect(SPEEDS).toEqual([0.25, 0.5, 1, 2, 4, 8, 16]);
    expect(speedOf(DEFAULT_SPEED_INDEX)).toBe(1);
  });

  it('steps up and down and stops at the ends', () => {
    expect(speedOf(stepSpeed(DEFAULT_SPEED_INDEX, 1))).toBe(2);
    expect(speedOf(stepSpeed(DEFAULT_SPEED_INDEX, -1))).toBe(0.5);
    expect(stepSpeed(SPEEDS.length - 1, 1)).toBe(SPEEDS.length - 1);
    expect(stepSpeed(0, -1)).toBe(0);
  });

  it('treats a broken index as the default or the nearest end', () => {
    expect(clampSpeedIndex(Number.NaN)).toBe(DEFAULT_SPEED_INDEX);
    expect(clampSpeedIndex(1.5)).toBe(DEFAULT_SPEED_INDEX);
    expect(clampSpeedIndex(99)).toBe(SPEEDS.length - 1);
    expect(clampSpeedIndex(-3)).toBe(0);
  });

  it('labels a speed with a times sign', () => {
    expect(speedLabel(0.25)).toBe('0.25×');
    expect(speedLabel(16)).toBe('16×');
  });
});
