import type { WhepSession } from './logic/whep';

/** Starts a WHEP negotiation: stopped by `signal`; `onEnd` when a connection that was up goes. */
export type WhepStart = (signal: AbortSignal, onEnd: () => void) => Promise<WhepSession>;

/** A negotiation started before the player, handed to the first player of its endpoint. */
export interface TakenWhep {
  session: Promise<WhepSession>;
  /** Aborting it stops the negotiation (as the player's own would). */
  controller: AbortController;
  /** When it started (`Date.now()`): the player's wait for a picture counts from there. */
  startedAt: number;
  /** Set by the player that takes it: where the connection's end goes. */
  setOnEnd(onEnd: () => void): void;
}

/** A warmed live playback (the WHEP offer, the HLS playlist) is dropped when no player takes it within this time (ms). */
export const WARM_MAX_MS = 5000;

let warm: (TakenWhep & { url: string; timer: ReturnType<typeof setTimeout> }) | null = null;

/** Drops the warm negotiation no player took: aborted, and its session (if one was made) deleted. */
export function dropWarmWhep(): void {
  if (!warm) return;
  clearTimeout(warm.timer);
  warm.controller.abort();
  warm.session.then(
    (session) => session.stop(),
    () => undefined,
  );
  warm = null;
}

/**
 * Start-up on a player page (docs/live-and-archive.md#webrtc): the WHEP offer goes with the
 * stream's status answer, as the live playlist is asked then, rather than once the page has
 * drawn its video. Dropped when no player of `url` takes it within `maxMs`.
 */
export function warmWhep(url: string, start: WhepStart, maxMs: number): void {
  dropWarmWhep();
  const controller = new AbortController();
  let onEnd: (() => void) | null = null;
  const session = start(controller.signal, () => onEnd?.());
  // Its failure is the taker's to handle (or nobody's).
  session.catch(() => undefined);
  warm = {
    url,
    session,
    controller,
    startedAt: Date.now(),
    setOnEnd: (given) => {
      onEnd = given;
    },
    timer: setTimeout(dropWarmWhep, maxMs),
  };
}

/** The warm negotiation of `url`, now the caller's; null (and any other dropped) when there is none. */
export function takeWarmWhep(url: string): TakenWhep | null {
  if (!warm) return null;
  if (warm.url !== url) {
    dropWarmWhep();
    return null;
  }
  const { timer, url: _url, ...taken } = warm;
  clearTimeout(timer);
  warm = null;
  return taken;
}
