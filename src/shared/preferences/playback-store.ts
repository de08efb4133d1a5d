import { create } from 'zustand';
import { followStorage } from '@/shared/storage/follow-storage';
import { local, writeJson } from '@/shared/storage/safe-storage';
import {
  loadPlaybackPreferences,
  PLAYBACK_KEY,
  type LatencyPreference,
  type PlaybackPreferences,
} from './playback-record';

export { PLAYBACK_KEY, type LatencyPreference } from './playback-record';

interface PlaybackStore extends PlaybackPreferences {
  setLatency: (latency: LatencyPreference) => void;
}

const load = loadPlaybackPreferences;

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
