import { describe, expect, it } from 'vitest';
import type { StreamStatus } from '@contract/index';
import { canPlayLive } from './live-playable';

const stream = (status: StreamStatus, onDemand: boolean) => ({
  status,
  live: { onDemand, playlistUrl: '/v1/stream/s/live/index.m3u8', lowResPlaylistUrl: null },
});

describe('canPlayLive', () => {
  it('plays an available stream, on demand or not', () => {
    for (const status of ['pending', 'running'] as const) {
      expect(canPlayLive(stream(status, false))).toBe(true);
      expect(canPlayLive(stream(status, true))).toBe(true);
    }
  });

  it('plays an idle stream only when it starts on demand', () => {
    expect(canPlayLive(stream('idle', true))).toBe(true);
    expect(canPlayLive(stream('idle', false))).toBe(false);
  });

  it('never plays a paused or failed stream', () => {
    for (const status of ['paused', 'failed'] as const) {
      expect(canPlayLive(stream(status, true))).toBe(false);
      expect(canPlayLive(stream(status, false))).toBe(false);
    }
  });
});
