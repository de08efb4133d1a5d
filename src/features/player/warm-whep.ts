import type { WhepSession } from './logic/whep';
import { createPictureElement } from './picture-element';

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

interface Warm extends TakenWhep {
  url: string;
  timer: ReturnType<typeof setTimeout>;
  /** The picture's element, playing the session's stream once it comes. */
  element: HTMLVideoElement;
  /** Whether the page's player has taken the element (claimWarmVideo). */
  claimed: boolean;
  /** The session's stream, once it came and plays in the element. */
  streamed: MediaStream | null;
}

let warm: Warm | null = null;

/** Drops the warm negotiation no player took: aborted, its session (if one was made) deleted, its picture let go. */
export function dropWarmWhep(): void {
  if (!warm) return;
  const { timer, controller, session, element, streamed } = warm;
  clearTimeout(timer);
  window.removeEventListener('pagehide', dropWarmWhep);
  controller.abort();
  session.then(
    (made) => made.stop(),
    () => undefined,
  );
  // At once: a player showing the element may be about to play HLS in it, which its stream would hide.
  if (streamed && element.srcObject === streamed) element.srcObject = null;
  warm = null;
}

/**
 * The warm session's picture element, for the page's player to show (once): it has been playing
 * the session's stream since that came, so its first picture is decoded by the time the page is
 * drawn (a new element takes about 0.15 s from getting the stream to its first picture). Null
 * when there is none or it was taken.
 */
export function claimWarmVideo(): HTMLVideoElement | null {
  if (!warm || warm.claimed) return null;
  warm.claimed = true;
  return warm.element;
}

/**
 * Start-up on a player page (docs/live-and-archive.md#webrtc): the WHEP offer goes beside the
 * stream's status request, rather than once the page has drawn its video. Dropped when no player
 * of `url` takes it within `maxMs`, and when the page goes first (its session deleted then).
 */
export function warmWhep(url: string, start: WhepStart, maxMs: number): void {
  dropWarmWhep();
  const controller = new AbortController();
  let onEnd: (() => void) | null = null;
  const session = start(controller.signal, () => onEnd?.());
  // Its failure is the taker's to handle (or nobody's).
  session.catch(() => undefined);
  const element = createPictureElement();
  const made: Warm = {
    url,
    session,
    controller,
    startedAt: Date.now(),
    setOnEnd: (given) => {
      onEnd = given;
    },
    timer: setTimeout(dropWarmWhep, maxMs),
    element,
    claimed: false,
    streamed: null,
  };
  warm = made;
  // A closed tab runs no cleanup: the session is deleted as the page goes (as a player's is).
  window.addEventListener('pagehide', dropWarmWhep);
  // The stream plays in the element from the moment it comes (a player that took the session by then sets it itself).
  void session
    .then((started) => started.stream)
    .then(
      (stream) => {
        if (warm !== made) return;
        made.streamed = stream;
        element.srcObject = stream;
        void element.play().catch(() => undefined);
      },
      () => undefined,
    );
}

/** The warm negotiation of `url`, now the caller's; null (and any other dropped) when there is none. */
export function takeWarmWhep(url: string): TakenWhep | null {
  if (!warm) return null;
  if (warm.url !== url) {
    dropWarmWhep();
    return null;
  }
  const { session, controller, startedAt, setOnEnd, timer } = warm;
  clearTimeout(timer);
  window.removeEventListener('pagehide', dropWarmWhep);
  warm = null;
  return { session, controller, startedAt, setOnEnd };
}
