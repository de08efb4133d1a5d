import { check, loadRecord } from '@/shared/storage/persisted-record';
import { local } from '@/shared/storage/safe-storage';

/**
 * How live video comes (docs/live-and-archive.md#webrtc): 'latency' tries WebRTC first (the
 * default), 'compatibility' plays low-latency HLS at once, in the player and on a mosaic.
 */
export type LatencyPreference = 'latency' | 'compatibility';

export interface PlaybackPreferences {
  latency: LatencyPreference;
}

export const PLAYBACK_KEY = 'playback';
const defaults: PlaybackPreferences = { latency: 'latency' };
const checks = { latency: check.oneOf('latency', 'compatibility') };

/**
 * This device's playback preferences as kept (the defaults where none or a broken one is): read
 * by the store, and by the player's start-up, which runs before any store is needed.
 */
export const loadPlaybackPreferences = (): PlaybackPreferences => loadRecord(local, PLAYBACK_KEY, defaults, checks);
