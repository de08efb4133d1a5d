/** A live picture further behind now than this (s) offers to go back to the live edge (a tile, the player). */
export const BEHIND_SEC = 10;

/**
 * After a stall, a live picture more than this (s) behind where the player means to be (its target
 * latency) goes to the live position instead of playing on from its old buffer.
 */
export const RESYNC_BEHIND_SEC = 3;

/**
 * How many whole seconds the picture on screen is behind now (its wall-clock time from the
 * playlist against the browser's clock); null before the first picture. Never below 0 (a clock ahead).
 */
export function liveLatency(playingTime: number | null, now: number): number | null {
  if (playingTime === null) return null;
  return Math.max(0, Math.round((now - playingTime) / 1000));
}

/** What hls.js knows of a live playback's position (s). */
export interface LivePosition {
  /** How far the picture is behind the live edge, as hls.js estimates it. */
  latency: number;
  /** How far behind it means to be (the playlist's hold-back, or our live sync duration). */
  targetLatency: number | null;
  /** Where it means to be. */
  liveSyncPosition: number | null;
}

/** Where a live playback should go after a stall: the live position when it fell too far behind, else null (play on). */
export function resyncAfterStall(position: LivePosition, behindSec = RESYNC_BEHIND_SEC): number | null {
  const { latency, targetLatency, liveSyncPosition } = position;
  if (liveSyncPosition === null || targetLatency === null || !Number.isFinite(latency)) return null;
  return latency - targetLatency > behindSec ? liveSyncPosition : null;
}
