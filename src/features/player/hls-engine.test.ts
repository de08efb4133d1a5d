import { describe, expect, it, vi } from 'vitest';
import { deferredHls, ENGINE_LOAD_ERROR, HLS_ERROR, type HlsClass, type HlsLike } from './hls-engine';

/** A stand-in for hls.js's class that records what was done to each instance. */
function fakeClass() {
  const made: { config: unknown; calls: string[] }[] = [];
  class Fake implements HlsLike {
    calls: string[] = [];
    playingDate = new Date(5);
    latency = 1.5;
    targetLatency = 1.2;
    liveSyncPosition = 9;
    constructor(config: unknown) {
      made.push({ config, calls: this.calls });
    }
    loadSource(url: string) {
      this.calls.push(`load ${url}`);
    }
    attachMedia() {
      this.calls.push('attach');
    }
    startLoad(position?: number) {
      this.calls.push(`start ${position}`);
    }
    recoverMediaError() {
      this.calls.push('recover');
    }
    destroy() {
      this.calls.push('destroy');
    }
    on(event: string) {
      this.calls.push(`on ${event}`);
    }
  }
  return { made, Fake: Fake as HlsClass };
}

/** A load that settles when the test says. */
function heldLoad() {
  let settle: { resolve(value: HlsClass): void; reject(error: Error): void } | null = null;
  const load = vi.fn(() => new Promise<HlsClass>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle! };
}

describe('hls.js before its code is in', () => {
  it('is there at once; what was asked of it is done on the real one, in order, once the code comes', async () => {
    const { made, Fake } = fakeClass();
    const { load, settle } = heldLoad();
    const hls = deferredHls(load)({ lowLatencyMode: true });
    hls.on(HLS_ERROR, () => undefined);
    hls.loadSource('/live.m3u8');
    hls.startLoad(-1);
    hls.attachMedia({} as HTMLMediaElement);
    expect(hls.playingDate).toBeNull();
    expect(hls.liveSyncPosition).toBeNull();
    expect(made).toEqual([]);

    settle().resolve(Fake);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]).toEqual({
      config: { lowLatencyMode: true },
      calls: ['on hlsError', 'load /live.m3u8', 'start -1', 'attach'],
    });
    hls.recoverMediaError();
    expect(made[0]!.calls.at(-1)).toBe('recover');
    expect(hls.playingDate).toEqual(new Date(5));
    expect([hls.latency, hls.targetLatency, hls.liveSyncPosition]).toEqual([1.5, 1.2, 9]);
  });

  it('destroyed before the code comes: no instance is made', async () => {
    const { made, Fake } = fakeClass();
    const { load, settle } = heldLoad();
    const hls = deferredHls(load)({});
    hls.loadSource('/live.m3u8');
    hls.destroy();
    settle().resolve(Fake);
    await Promise.resolve();
    await Promise.resolve();
    expect(made).toEqual([]);
  });

  it('code that cannot be fetched is a fatal error to the error listeners, and nothing else is done', async () => {
    const { load, settle } = heldLoad();
    const hls = deferredHls(load)({});
    const errors = vi.fn();
    const others = vi.fn();
    hls.on(HLS_ERROR, errors);
    hls.on('hlsLevelLoaded', others);
    hls.loadSource('/live.m3u8');
    settle().reject(new Error('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledExactlyOnceWith(HLS_ERROR, ENGINE_LOAD_ERROR));
    expect(others).not.toHaveBeenCalled();
  });
});
