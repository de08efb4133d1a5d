/**
 * A live picture that fails heals by itself (an operator's screen, a wall of tiles): the player
 * tries again after a short back-off, and at once when the server answers again. Only the
 * archive, which a user chose to play, gives up and offers "Try again".
 */
export const RECONNECT_DELAYS_MS: readonly number[] = [500, 1000, 2000];
const LONGEST_MS = 2000;

/** How long to wait before the next attempt after this many failures in a row (1 = the first). */
export function reconnectDelay(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RECONNECT_DELAYS_MS.length) - 1;
  return RECONNECT_DELAYS_MS[index] ?? LONGEST_MS;
}

/** What the picture shows: the video, a reconnecting notice over it, or the failure with Try again. */
export type PictureState = 'playing' | 'reconnecting' | 'failed';

/** After a fatal playback error: live reconnects, the archive fails. */
export function afterFatal(live: boolean): PictureState {
  return live ? 'reconnecting' : 'failed';
}
