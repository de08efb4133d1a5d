import { describe, expect, it } from 'vitest';
import { liveLatency } from './latency';

describe("a tile's live latency", () => {
  it('is the whole seconds the picture is behind now', () => {
    expect(liveLatency(10_000, 13_400)).toBe(3);
    expect(liveLatency(10_000, 13_600)).toBe(4);
  });

  it('is nothing before the first picture, and never below zero', () => {
    expect(liveLatency(null, 5_000)).toBeNull();
    expect(liveLatency(9_000, 5_000)).toBe(0);
  });
});
