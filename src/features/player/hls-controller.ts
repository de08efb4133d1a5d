import { resyncAfterStall } from './logic/latency';
import { startPosition } from './logic/start-position';
import { firstTransport, NO_REFUSALS, withRefusal, type WebrtcRefusals } from './logic/transport';
import { whepUrlOf, WhepFallback, type WhepSession } from './logic/whep';
import { onFirstFrame } from './first-frame';
import { dropWarmWhep, takeWarmWhep, WARM_MAX_MS } from './warm-whep';
import { negotiate } from './whep-browser';
import type { ErrorData, HlsConfig, LevelLoadedData, LoaderConfig } from 'hls.js';
import {
  hasMediaSource,
  HLS_ERROR,
  LEVEL_LOADED,
  MEDIA_ERROR,
  realHls,
  type HlsFactory,
  type HlsLike,
} from './hls-engine';
// hls.js's transmuxer as a worker script of its own (its module builds carry none inline).
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';

/**
 * The video engine, outside React (docs/architecture.md: players are disposable): attach
 * hls.js to a <video> for one playlist, get a handle, dispose it. The back buffer
 * is bounded, loads retry a bounded number of times, and disposing destroys the
 * instance and clears the element's source.
 */
export interface PlaybackSource {
  url: string;
  live: boolean;
  /** Archive: the wall-clock moment (ms) to start at, found through the playlist's PROGRAM-DATE-TIME. */
  startAt?: number | null;
  /** Sent with every playlist and segment request (a share link's token). */
  headers?: Record<string, string>;
  /** One of many players on a wall (a mosaic tile): smaller buffers, so dozens fit in one tab. */
  wall?: boolean;
  /**
   * Live: true tries WebRTC first, false plays low-latency HLS only (logic/transport decides: the
   * user's preference, a wall's budget). Unset: a single player tries it, a tile does not.
   */
  webrtc?: boolean;
}

export interface PlaybackEvents {
  /**
   * Playback gave up after its retries. `refusal`: the catalogue code when the server refused a
   * playlist with one (LicenseExpired, Forbidden…), so the page can say why; null otherwise.
   */
  onFatal?: (details: string, refusal: string | null) => void;
  /** An archive playlist without a single segment: there is nothing to play from here. */
  onEmpty?: () => void;
  /** Live: what carries the picture, once known (WebRTC or HLS at its first frame, HLS as it falls back). */
  onTransport?: (transport: LiveTransport) => void;
}

/** What carries a live picture: WebRTC (WHEP), or low-latency HLS. */
export type LiveTransport = 'webrtc' | 'hls';

export interface PlaybackHandle {
  /** The wall-clock time (ms) of the picture on screen, from the playlist's PROGRAM-DATE-TIME; null before the first frame. */
  playingTime(): number | null;
  /** Live: goes to where the player means to be behind the live edge (after a pause, or far behind). */
  toLiveEdge(): void;
  dispose(): void;
}

export type { HlsFactory, HlsLike };

const retry = (maxNumRetry: number) => ({ maxNumRetry, retryDelayMs: 1000, maxRetryDelayMs: 8000 });
const policy = (maxLoadTimeMs: number, retries: number): { default: LoaderConfig } => ({
  default: {
    maxTimeToFirstByteMs: 10_000,
    maxLoadTimeMs,
    timeoutRetry: retry(retries),
    errorRetry: retry(retries),
  },
});

/** Bounded buffers and retries: a wall of players must not eat memory or hammer a server that is down. */
export const PLAYER_CONFIG: Partial<HlsConfig> = {
  autoStartLoad: false,
  backBufferLength: 30,
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
  // Live is low-latency HLS: hls.js plays the server's parts and holds the playlist's PART-HOLD-BACK
  // (three parts) behind the newest, reloading it as the server announces each part (blocking
  // reload); it catches up at up to 1.25x after a slow start or a stall (bench:player).
  lowLatencyMode: true,
  maxLiveSyncPlaybackRate: 1.25,
  // hls.js moves its target a second further from the edge after every stall (up to a segment):
  // a stall while the stream starts then costs a second of latency for as long as the page is open.
  // A quarter second a stall still backs off on a poor network.
  liveSyncOnStallIncrease: 0.25,
  // One rendition only: no bandwidth probe before the first fragment.
  testBandwidth: false,
  // The first fragment is fetched while the media source is still opening.
  startFragPrefetch: true,
  manifestLoadPolicy: policy(20_000, 2),
  playlistLoadPolicy: policy(20_000, 3),
  fragLoadPolicy: policy(30_000, 3),
};

/**
 * A mosaic tile's player: buffers of about 10 s ahead and 15 s behind (a wall of 36 runs for
 * hours); live 4 s behind the newest listed segment (a low-resolution rendition's playlist is
 * ffmpeg's own, listed a moment after each 2 s segment; 9 tiles at 3 s stalled, bench:player); and
 * the transmuxing of every tile in one worker (hls.js shares a worker among the players given the
 * same script) rather than on the page's thread. A single player keeps transmuxing on the page:
 * starting a worker would come before its first frame.
 */
export const WALL_CONFIG: Partial<HlsConfig> = {
  maxBufferLength: 10,
  maxMaxBufferLength: 15,
  backBufferLength: 15,
  lowLatencyMode: false,
  liveSyncDuration: 4,
  enableWorker: true,
  workerPath: hlsWorkerUrl,
};

/** The main live playlist (the live edge's), as the contract names it. */
const EDGE_PLAYLIST = /\/live\/index\.m3u8(?:\?|$)/;

/**
 * A tile of the main live playlist asks for it without partial-segment tags (`?parts=false`): the
 * server lists its parts (at most 400 ms) as short ordinary segments, so no blocking reload holds
 * one of the browser's six connections to the server per tile, and the newest listed picture is at
 * most a part old. 1.5 s behind it covers a part, a playlist reload and a part's fetch.
 */
const EDGE_WALL_CONFIG: Partial<HlsConfig> = { liveSyncDuration: 1.5 };

/** A live playlist as a tile asks for it: its parts as short segments, nothing to block on. */
export function wallPlaylist(url: string, origin: string = window.location.origin): string {
  const full = new URL(url, origin);
  full.searchParams.set('parts', 'false');
  return full.origin === origin ? `${full.pathname}${full.search}` : full.toString();
}

/** The playlist and configuration of a playback: a tile's differ from a single player's (above). */
function playbackOf(source: PlaybackSource): { url: string; config: Partial<HlsConfig> } {
  const config = playerConfigFor(source.url, window.location.origin, source.headers);
  if (!source.wall) return { url: source.url, config };
  if (!source.live || !EDGE_PLAYLIST.test(source.url))
    return { url: source.url, config: { ...config, ...WALL_CONFIG } };
  return { url: wallPlaylist(source.url), config: { ...config, ...WALL_CONFIG, ...EDGE_WALL_CONFIG } };
}

/**
 * The configuration for one playlist. Cookies go along on their own to the console's own
 * server; for another one (the server switcher) every request asks for them. Only then, or
 * with headers to send, is `xhrSetup` set: with it hls.js sends each request a microtask
 * later, which on a page's first load means after every other effect of the commit that
 * attached the video.
 */
export function playerConfigFor(
  url: string,
  origin: string = window.location.origin,
  headers: Record<string, string> = {},
): Partial<HlsConfig> {
  const crossOrigin = new URL(url, origin).origin !== origin;
  if (!crossOrigin && Object.keys(headers).length === 0) return PLAYER_CONFIG;
  return {
    ...PLAYER_CONFIG,
    xhrSetup: (xhr) => {
      if (crossOrigin) xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    },
  };
}

/** The catalogue code of a 4xx answer to a playlist or segment request (its JSON body), or null. */
export function refusalOf(data: Pick<ErrorData, 'networkDetails'>): string | null {
  const xhr: unknown = data.networkDetails;
  if (typeof XMLHttpRequest === 'undefined' || !(xhr instanceof XMLHttpRequest)) return null;
  if (xhr.status < 400 || xhr.status >= 500 || (xhr.responseType !== '' && xhr.responseType !== 'text')) return null;
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : null;
    return typeof code === 'string' && /^[A-Za-z]{2,40}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** A fatal media error is recovered this many times before playback gives up. */
const MEDIA_RECOVERIES = 2;

/** A playback whose playlist (and, live, first fragment) loads before it has a video to play in. */
interface StartedPlayback {
  /** Where its events go from now on. */
  setEvents(events: PlaybackEvents): void;
  attach(video: HTMLVideoElement): PlaybackHandle;
  destroy(): void;
}

function startPlayback(source: PlaybackSource, initial: PlaybackEvents, create: HlsFactory): StartedPlayback {
  const { url, config } = playbackOf(source);
  const hls = create(config);
  let events = initial;
  let started = false;
  let recoveries = 0;
  let disposed = false;

  hls.on(LEVEL_LOADED, (_event, data: LevelLoadedData) => {
    if (started || source.live) return;
    started = true;
    const { fragments } = data.details;
    if (fragments.length === 0) events.onEmpty?.();
    else hls.startLoad(source.startAt == null ? -1 : startPosition(fragments, source.startAt));
  });
  hls.on(HLS_ERROR, (_event, data: ErrorData) => {
    if (!data.fatal || disposed) return;
    if (data.type === MEDIA_ERROR && recoveries < MEDIA_RECOVERIES) {
      recoveries += 1;
      hls.recoverMediaError();
      return;
    }
    if (!source.live && data.details === 'levelEmptyError') events.onEmpty?.();
    else events.onFatal?.(data.details, refusalOf(data));
  });
  hls.loadSource(url);
  // Live starts at once at the live edge; the archive waits for its playlist to find the start.
  if (source.live) hls.startLoad(-1);

  const destroy = () => {
    if (disposed) return;
    disposed = true;
    hls.destroy();
  };
  return {
    setEvents: (next) => {
      events = next;
    },
    destroy,
    attach: (video) => {
      hls.attachMedia(video);
      const stopResync = source.live ? resyncAfterStalls(hls, video) : () => undefined;
      return {
        playingTime: () => (disposed ? null : (hls.playingDate?.getTime() ?? null)),
        toLiveEdge: () => {
          const position = hls.liveSyncPosition;
          if (!disposed && position !== null) video.currentTime = position;
        },
        dispose: () => {
          if (disposed) return;
          stopResync();
          destroy();
          video.removeAttribute('src');
          video.load();
        },
      };
    },
  };
}

/**
 * A live video that stalled (the server or the network went away) and plays again goes to the live
 * position when its old buffer would keep it too far behind (logic/latency). Returns the stop.
 */
function resyncAfterStalls(hls: HlsLike, video: HTMLVideoElement): () => void {
  let stalled = false;
  const waiting = () => {
    stalled = true;
  };
  const playing = () => {
    if (!stalled) return;
    stalled = false;
    const target = resyncAfterStall(hls);
    if (target !== null) video.currentTime = target;
  };
  video.addEventListener('waiting', waiting);
  video.addEventListener('playing', playing);
  return () => {
    video.removeEventListener('waiting', waiting);
    video.removeEventListener('playing', playing);
  };
}

export { WARM_MAX_MS };

let warm: { url: string; playback: StartedPlayback; timer: ReturnType<typeof setTimeout> } | null = null;

function dropWarm(): void {
  if (!warm) return;
  clearTimeout(warm.timer);
  warm.playback.destroy();
  warm = null;
}

/**
 * Start-up on a player page: live starts loading before the page has rendered
 * its video (players stay disposable, docs/architecture.md: it is one playback,
 * handed to the first player of this playlist). Its playlist and first
 * fragment are then in when the video mounts. A failure before that drops it,
 * and the player starts afresh; so does a player of another playlist.
 * Without Media Source Extensions there is nothing to warm (`create` null).
 */
export function warmLive(url: string, create: HlsFactory | null = hasMediaSource() ? realHls : null): void {
  dropWarm();
  if (!create) return;
  const playback = startPlayback({ url, live: true }, { onFatal: dropWarm }, create);
  warm = { url, playback, timer: setTimeout(dropWarm, WARM_MAX_MS) };
}

function takeWarm(source: PlaybackSource, events: PlaybackEvents): StartedPlayback | null {
  if (!warm) return null;
  const { url, playback, timer } = warm;
  // A warmed playback sends no headers: a source that needs them starts its own.
  if (!source.live || url !== source.url || source.headers) {
    dropWarm();
    return null;
  }
  clearTimeout(timer);
  warm = null;
  playback.setEvents(events);
  return playback;
}

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
function whepOf(source: PlaybackSource): string | null {
  if (!source.live || typeof RTCPeerConnection === 'undefined') return null;
  const endpoint = whepUrlOf(source.url);
  return firstTransport(source.webrtc ?? !source.wall, refusals, endpoint) === 'webrtc' ? endpoint : null;
}

/**
 * Live over WebRTC first (docs/live-and-archive.md#webrtc): the server's video track in the
 * element; low-latency HLS instead when the server answers a reason to, anything fails, or no
 * picture comes within WEBRTC_PICTURE_MS. The element says which plays (`data-transport`).
 */
function attachWebrtc(
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
  // A negotiation started with the page's first status answer has been waiting already.
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

export function attachPlayback(
  video: HTMLVideoElement,
  source: PlaybackSource,
  events: PlaybackEvents = {},
  create: HlsFactory = realHls,
): PlaybackHandle {
  const whep = whepOf(source);
  if (whep) return attachWebrtc(video, source, whep, events, create);
  // A WebRTC session warmed for this page is not what plays (its stream would hide HLS in the element).
  dropWarmWhep();
  const playback = takeWarm(source, events) ?? startPlayback(source, events, create);
  const handle = playback.attach(video);
  if (!source.live) return handle;
  // Live over HLS from the start (preferred, past a wall's budget, refused before): said at its first frame, as WebRTC is.
  video.dataset.transport = 'hls';
  const stopFrame = onFirstFrame(video, () => events.onTransport?.('hls'));
  return {
    ...handle,
    dispose: () => {
      stopFrame();
      delete video.dataset.transport;
      handle.dispose();
    },
  };
}
