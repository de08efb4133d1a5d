import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BENCH_KEY } from '@/shared/bench';
import type { TilePlayer } from './components/mosaic-tile';
import { startClock, withSpeed } from './logic/sync';
import { SYNC_EVERY_MS, useArchiveSync } from './use-archive-sync';

const T = Date.parse('2026-11-24T10:00:00.000Z');

/** A tile's <video> as the clock sees it: its rate, position and pause state. */
function fakeVideo() {
  return {
    paused: false,
    playbackRate: 1,
    currentTime: 100,
    pause: vi.fn(function (this: { paused: boolean }) {
      this.paused = true;
    }),
    play: vi.fn(function (this: { paused: boolean }) {
      this.paused = false;
      return Promise.resolve();
    }),
  };
}

/** A tile whose picture runs `offsetMs` from the wall clock's `T`-based time, read when asked. */
function tile(offset: () => number) {
  const video = fakeVideo();
  const player: TilePlayer = {
    video: video as unknown as HTMLVideoElement,
    readTime: () => Date.now() + offset(),
    held: false,
  };
  return { video, player };
}

describe("the mosaic's archive clock at work", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
    delete (window as { __vigilDrift?: number[] }).__vigilDrift;
  });

  it("reads each tile's picture time at every tick and nudges a tile 200 ms behind", () => {
    const { video, player } = tile(() => -200);
    const read = vi.spyOn(player, 'readTime');
    const clock = startClock(T, T);
    renderHook(() => useArchiveSync(clock, new Map([[0, player]])));
    // Once at the start, then every tick.
    vi.advanceTimersByTime(SYNC_EVERY_MS * 3);
    expect(read).toHaveBeenCalledTimes(4);
    expect(video.playbackRate).toBeCloseTo(1.1, 5);
  });

  it('sets every tile to a new speed at once, without waiting for the next tick', () => {
    const { video, player } = tile(() => 0);
    const { rerender } = renderHook(({ clock }) => useArchiveSync(clock, new Map([[0, player]])), {
      initialProps: { clock: startClock(T, T) },
    });
    expect(video.playbackRate).toBe(1);
    rerender({ clock: withSpeed(startClock(T, T), 4, Date.now()) });
    expect(video.playbackRate).toBe(4);
  });

  it('seeks a tile far behind, holds one whose recording starts later, and leaves a tile without a picture', () => {
    const behind = tile(() => -5_000);
    const later = tile(() => 60_000);
    const loading = tile(() => 0);
    loading.player.readTime = () => null;
    const clock = startClock(T, T);
    renderHook(() =>
      useArchiveSync(
        clock,
        new Map([
          [0, behind.player],
          [1, later.player],
          [2, loading.player],
        ]),
      ),
    );
    // The clock's first look, at once.
    expect(behind.video.currentTime).toBeCloseTo(105, 5);
    expect(later.video.pause).toHaveBeenCalled();
    expect(later.player.held).toBe(true);
    expect(loading.video.playbackRate).toBe(1);
    expect(loading.video.pause).not.toHaveBeenCalled();
  });

  it("records every tile's drift for the benchmark when vigil:bench is 1, and nothing otherwise", () => {
    const { player } = tile(() => 120);
    const clock = startClock(T, T);
    const { unmount } = renderHook(() => useArchiveSync(clock, new Map([[0, player]])));
    vi.advanceTimersByTime(SYNC_EVERY_MS * 2);
    expect((window as { __vigilDrift?: number[] }).__vigilDrift).toBeUndefined();
    unmount();

    window.localStorage.setItem(BENCH_KEY, '1');
    renderHook(() => useArchiveSync(startClock(T + 1_000, Date.now()), new Map([[0, player]])));
    vi.advanceTimersByTime(SYNC_EVERY_MS * 2);
    expect((window as { __vigilDrift?: number[] }).__vigilDrift).toEqual([120, 120, 120]);
  });
});
