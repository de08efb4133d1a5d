import { create } from 'zustand';
import { check, loadRecord } from '@/shared/storage/persisted-record';
import { followStorage } from '@/shared/storage/follow-storage';
import { local, writeJson } from '@/shared/storage/safe-storage';

/**
 * How live video comes (docs/live-and-archive.md#webrtc): 'latency' tries WebRTC first (the
 * default), 'compatibility' plays low-latency HLS at once, in the player and on a mosaic.
 */
export type LatencyPreference = 'latency' | 'compatibility';

interface PlaybackPreferences {
  latency: LatencyPreference;
}

export const PLAYBACK_KEY = 'playback';
const defaults: PlaybackPreferences = { latency: 'latency' };
const checks = { latency: check.oneOf('latency', 'compatibility') };

interface PlaybackStore extends PlaybackPreferences {
  setLatency: (latency: LatencyPreference) => void;
}

const load = () => loadRecord(local, PLAYBACK_KEY, defaults, checks);

/**
 * Playback preferences of this device (its network decides what reaches it, as its screen decides
 * the theme): kept across sign-outs, followed by the other tabs.
 */
export const usePlaybackStore = create<PlaybackStore>()((set) => {
  followStorage(PLAYBACK_KEY, () => set(load()));
  return {
    ...load(),
    setLatency: (latency) => {
      const next = { ...load(), latency };
      writeJson(local, PLAYBACK_KEY, next);
      set(next);
    },
  };
});
