import { describe, expect, it } from 'vitest';
import { liveLatency, RESYNC_BEHIND_SEC, resyncAfterStall } from './latency';

describe("a live picture's latency", () => {
  it('is the whole seconds the picture is behind now', () => {
    expect(liveLatency(10_000, 13_400)).toBe(3);
    expect(liveLatency(10_000, 13_600)).toBe(4);
  });

  it('is nothing before the first picture, and never below zero', () => {
    expect(liveLatency(null, 5_000)).toBeNull();
    expect(liveLatency(9_000, 5_000)).toBe(0);
  });
});

describe('after a stall', () => {
  it('goes to the live position when the picture fell more than the limit behind its target', () => {
    const position = { targetLatency: 1.2, liveSyncPosition: 80 };
    expect(resyncAfterStall({ ...position, latency: 1.2 + RESYNC_BEHIND_SEC + 0.1 })).toBe(80);
    expect(resyncAfterStall({ ...position, latency: 1.2 + RESYNC_BEHIND_SEC - 0.1 })).toBeNull();
    expect(resyncAfterStall({ ...position, latency: 30 }, 40)).toBeNull();
  });

  it('plays on when hls.js does not know where live is yet', () => {
    expect(resyncAfterStall({ latency: 30, targetLatency: null, liveSyncPosition: 80 })).toBeNull();
    expect(resyncAfterStall({ latency: 30, targetLatency: 1, liveSyncPosition: null })).toBeNull();
    expect(resyncAfterStall({ latency: NaN, targetLatency: 1, liveSyncPosition: 80 })).toBeNull();
  });
});
