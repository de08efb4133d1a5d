import type { ErrorData, LevelLoadedData } from 'hls.js';
import { resyncAfterStall } from './logic/latency';
import { startPosition } from './logic/start-position';
import { playbackOf, refusalOf } from './hls-config';
import {
  hasMediaSource,
  HLS_ERROR,
  LEVEL_LOADED,
  MEDIA_ERROR,
  realHls,
  type HlsFactory,
  type HlsLike,
} from './hls-engine';
import type { PlaybackEvents, PlaybackHandle, PlaybackSource } from './playback-types';
import { WARM_MAX_MS } from './warm-whep';

/**
 * A playback over hls.js, outside React: its playlist (and, live, first fragment) loads at once,
 * before it has a video to play in; attached, it plays there until disposed. A bounded number of
 * media errors are recovered. Start-up warms one for the page's player (`warmLive`).
 */
/** A fatal media error is recovered this many times before playback gives up. */
const MEDIA_RECOVERIES = 2;

/** A playback whose playlist (and, live, first fragment) loads before it has a video to play in. */
export interface StartedPlayback {
  /** Where its events go from now on. */
  setEvents(events: PlaybackEvents): void;
  attach(video: HTMLVideoElement): PlaybackHandle;
  destroy(): void;
}

export function startPlayback(source: PlaybackSource, initial: PlaybackEvents, create: HlsFactory): StartedPlayback {
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

let warm: { url: string; playback: StartedPlayback; timer: ReturnType<typeof setTimeout> } | null = null;

export function dropWarm(): void {
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

export function takeWarm(source: PlaybackSource, events: PlaybackEvents): StartedPlayback | null {
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
