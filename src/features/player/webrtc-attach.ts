import { firstTransport, NO_REFUSALS, withRefusal, type WebrtcRefusals } from './logic/transport';
import { whepUrlOf, WhepFallback, type WhepSession } from './logic/whep';
import { onFirstFrame } from './first-frame';
import type { HlsFactory } from './hls-engine';
import { startPlayback, takeWarm, type StartedPlayback } from './hls-playback';
import type { PlaybackEvents, PlaybackHandle, PlaybackSource } from './playback-types';
import { takeWarmWhep } from './warm-whep';
import { negotiate } from './whep-browser';

/** How long a WebRTC picture may take before the player plays low-latency HLS instead (ms). */
export const WEBRTC_PICTURE_MS = 1500;
/** A negotiation started before the player mounted still gets this long once it has (ms). */
const WEBRTC_PICTURE_MIN_MS = 400;

/**
 * The fallback's playlist (and hls.js's code) starts loading this long before a WebRTC picture's
 * wait runs out (ms): a fallback then plays at once, and a picture in time never pays for it.
 */
export const FALLBACK_READY_MS = 700;

/** The same for a mosaic's tile: a wall starts all its sessions at once, each offer and first picture queued behind the others'. */
export const WALL_WEBRTC_PICTURE_MS = 4000;

/** What the server refused of WebRTC on this page (off, or a picture it cannot carry): not asked again. */
let refusals: WebrtcRefusals = NO_REFUSALS;

/** Forgets the server's refusals (a test's fresh page). */
export function forgetWebrtcRefusals(): void {
  refusals = NO_REFUSALS;
}

/** The WHEP endpoint a live source tries first, or null: HLS only (the archive, not wanted, refused, no WebRTC here). */
export function whepOf(source: PlaybackSource): string | null {
  if (!source.live || typeof RTCPeerConnection === 'undefined') return null;
  const endpoint = whepUrlOf(source.url);
  return firstTransport(source.webrtc ?? !source.wall, refusals, endpoint) === 'webrtc' ? endpoint : null;
}

/**
 * Live over WebRTC first (docs/live-and-archive.md#webrtc): the server's video track in the
 * element; low-latency HLS instead when the server answers a reason to, anything fails, or no
 * picture comes within WEBRTC_PICTURE_MS. The element says which plays (`data-transport`).
 */
export function attachWebrtc(
  video: HTMLVideoElement,
  source: PlaybackSource,
  whep: string,
  events: PlaybackEvents,
  create: HlsFactory,
): PlaybackHandle {
  let hls: PlaybackHandle | null = null;
  let session: WhepSession | null = null;
  let disposed = false;
  let pausedAt: number | null = null;
  let stopFrame = () => undefined as void;
  let shown = false;
  // The fallback, readied while the picture is late.
  let ready: StartedPlayback | null = null;
  const dropReady = () => {
    clearTimeout(readying);
    ready?.destroy();
    ready = null;
  };
  const fallback = (error?: unknown) => {
    if (error instanceof WhepFallback) refusals = withRefusal(refusals, error.reason, whep);
    if (disposed || hls || shown) return;
    clearTimeout(timer);
    clearTimeout(readying);
    negotiation.abort();
    session?.stop();
    session = null;
    video.srcObject = null;
    video.dataset.transport = 'hls';
    events.onTransport?.('hls');
    ready?.setEvents(events);
    hls = (ready ?? takeWarm(source, events) ?? startPlayback(source, events, create)).attach(video);
    ready = null;
  };
  // A negotiation started with the page's status request has been waiting already.
  const taken = source.headers ? null : takeWarmWhep(whep);
  const waited = taken ? Date.now() - taken.startedAt : 0;
  const wait = Math.max((source.wall ? WALL_WEBRTC_PICTURE_MS : WEBRTC_PICTURE_MS) - waited, WEBRTC_PICTURE_MIN_MS);
  const timer = setTimeout(() => fallback(), wait);
  const readying = setTimeout(() => {
    if (disposed || hls || shown) return;
    // Until it plays, a failure of its own only drops it: the picture may still come over WebRTC.
    const readyEvents = { onFatal: dropReady };
    ready = takeWarm(source, readyEvents) ?? startPlayback(source, readyEvents, create);
  }, wait - FALLBACK_READY_MS);
  // A closed tab runs no cleanup: the session is deleted as the page goes.
  const hide = () => {
    negotiation.abort();
    session?.stop();
  };
  // Aborted once the player goes elsewhere (the archive) or falls back: a negotiation still on its way stops there.
  const negotiation = taken?.controller ?? new AbortController();
  window.addEventListener('pagehide', hide);
  const pause = () => {
    pausedAt = Date.now();
  };
  const play = () => {
    pausedAt = null;
  };
  video.addEventListener('pause', pause);
  video.addEventListener('play', play);
  // A picture that was up and went away: the page reconnects as for a failed playlist.
  const onEnd = () => {
    if (!disposed && shown) events.onFatal?.('webrtcEnded', null);
  };
  taken?.setOnEnd(onEnd);
  (taken?.session ?? negotiate(whep, negotiation.signal, onEnd, source.headers))
    .then(async (started) => {
      if (disposed || hls) return started.stop();
      session = started;
      const stream = await started.stream;
      if (disposed || hls) return undefined;
      // Set again, the element would start over: the warm session's element may be playing it already.
      if (video.srcObject !== stream) video.srcObject = stream;
      stopFrame = onFirstFrame(video, () => {
        if (disposed || hls) return;
        shown = true;
        clearTimeout(timer);
        dropReady();
        video.dataset.transport = 'webrtc';
        events.onTransport?.('webrtc');
      });
      return video.play().catch(() => undefined);
    })
    .catch(fallback);
  return {
    // The picture is live as it arrives (a tenth of a second behind the camera): now, or when it was paused.
    playingTime: () => (hls ? hls.playingTime() : shown ? (pausedAt ?? Date.now()) : null),
    toLiveEdge: () => (hls ? hls.toLiveEdge() : void video.play().catch(() => undefined)),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      clearTimeout(timer);
      dropReady();
      negotiation.abort();
      stopFrame();
      video.removeEventListener('pause', pause);
      video.removeEventListener('play', play);
      window.removeEventListener('pagehide', hide);
      session?.stop();
      if (hls) hls.dispose();
      else {
        video.srcObject = null;
        video.load();
      }
      delete video.dataset.transport;
    },
  };
}
