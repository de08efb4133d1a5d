/**
 * One clock for a mosaic's archive (the tiles play the same moment): the master's time, and what a
 * tile does about its drift from it. Pure: `now` is passed in.
 */

/** The master clock: it showed `at` (wall-clock ms of the recordings) at `since` (now, ms), running at `speed`. */
export interface MasterClock {
  at: number;
  since: number;
  speed: number;
}

export function startClock(at: number, now: number, speed = 1): MasterClock {
  return { at, since: now, speed };
}

/** The moment the mosaic should show now. */
export function clockTime(clock: MasterClock, now: number): number {
  return clock.at + (now - clock.since) * clock.speed;
}

/** Another speed from now on, the moment shown now unchanged. */
export function withSpeed(clock: MasterClock, speed: number, now: number): MasterClock {
  return { at: clockTime(clock, now), since: now, speed };
}

/** Drift a tile may have without correction, in ms. */
export const IN_SYNC_MS = 80;
/** Drift beyond which a tile seeks instead of changing its rate, in ms of recording (times the speed above 1). */
export const SEEK_MS = 1500;
/** The most a tile's rate is changed to catch up or fall back: ±10 %. */
export const MAX_NUDGE = 0.1;

export type SyncDecision =
  /** No picture yet (loading, or no recording there): nothing to correct. */
  | { type: 'wait' }
  /** Play at this rate (the speed, or the speed nudged to close a small drift). */
  | { type: 'rate'; rate: number }
  /** Jump by this many ms of recording (a large drift behind, or ahead where there is recording). */
  | { type: 'seek'; byMs: number }
  /** The tile's recording starts later than the master's moment: pause until the master gets there. */
  | { type: 'hold' };

/**
 * What a tile does about its drift (its picture's time minus the master's): small, play at the
 * speed; middling, a rate a little faster or slower (at most ±10 %, proportional to the drift); large
 * and behind, seek; large and ahead (its recording starts later, a gap), hold until the master joins it.
 */
export function syncDecision(master: number, tile: number | null, speed: number): SyncDecision {
  if (tile === null) return { type: 'wait' };
  const drift = tile - master;
  if (Math.abs(drift) <= IN_SYNC_MS) return { type: 'rate', rate: speed };
  const seekBeyond = SEEK_MS * Math.max(1, speed);
  if (drift >= seekBeyond) return { type: 'hold' };
  if (drift <= -seekBeyond) return { type: 'seek', byMs: -drift };
  const nudge = Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, -drift / 2000));
  return { type: 'rate', rate: speed * (1 + nudge) };
}
