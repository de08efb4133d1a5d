import type { ErrorData, HlsConfig, LoaderConfig } from 'hls.js';
// hls.js's transmuxer as a worker script of its own (its module builds carry none inline).
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import type { PlaybackSource } from './playback-types';

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
export function playbackOf(source: PlaybackSource): { url: string; config: Partial<HlsConfig> } {
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
