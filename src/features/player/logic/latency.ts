/** A tile further behind the live edge than this offers to jump back to live. */
export const BEHIND_SEC = 10;
/** Where "to live" lands: this far before the newest picture, so playback does not stall at the edge. */
export const LIVE_EDGE_SEC = 2;

/**
 * How many whole seconds the picture on screen is behind now (its wall-clock time from the
 * playlist against the browser's clock); null before the first picture. Never below 0 (a clock ahead).
 */
export function liveLatency(playingTime: number | null, now: number): number | null {
  if (playingTime === null) return null;
  return Math.max(0, Math.round((now - playingTime) / 1000));
}
