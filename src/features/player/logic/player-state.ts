import type { TimeWindow } from '@/features/timeline';
import { DEFAULT_SPEED_INDEX } from './speeds';

/**
 * docs/console.md#entities "Player state" and #states-and-transitions "Player" as plain transitions: the page's store
 * applies them; `now` and the timeline window come in as arguments.
 */
export type ViewMode = 'live' | 'archive';

export interface Playlist {
  url: string;
  /** The archive stretch the playlist covers (archive only). */
  period?: TimeWindow;
}

export interface PlayerState {
  mode: ViewMode;
  speedIndex: number;
  /** null: nothing to play (a stream that is not available, in live). */
  playlist: Playlist | null;
  /** The timeline window. */
  window: TimeWindow;
  /** The wall-clock moment the archive playlist starts playing from (ms); null in live. */
  startAt: number | null;
}

/**
 * One archive playlist covers at most an hour from where playback starts (and never
 * runs past now): short enough to stay a small file, long enough that playback rarely
 * needs the next one. When it ends the next interval is found (`nextAfterEnd`).
 */
export const ARCHIVE_PLAYLIST_SPAN_MS = 3_600_000;

export function initialPlayerState(window: TimeWindow): PlayerState {
  return { mode: 'live', speedIndex: DEFAULT_SPEED_INDEX, playlist: null, window, startAt: null };
}

/** Going live: speed back to 1×, the default window; no playlist when the stream is not available. */
export function goLive(
  state: PlayerState,
  live: { available: boolean; playlistUrl: string; window: TimeWindow },
): PlayerState {
  return {
    ...state,
    mode: 'live',
    speedIndex: DEFAULT_SPEED_INDEX,
    window: live.window,
    playlist: live.available ? { url: live.playlistUrl } : null,
    startAt: null,
  };
}

/** The archive playlist: its base plus start_time and end_time (ISO). */
export function archivePlaylistUrl(base: string, start: number, end: number): string {
  const query = new URLSearchParams({
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
  });
  return `${base}?${query.toString()}`;
}

/** Going to the archive at `from`: a playlist from there and the playing time; the window follows if `from` left it. */
export function goArchive(
  state: PlayerState,
  archive: { from: number; base: string; now: number; playlistMaxSeconds: number },
): PlayerState {
  const span = Math.min(ARCHIVE_PLAYLIST_SPAN_MS, archive.playlistMaxSeconds * 1000);
  const end = Math.max(archive.from + 1000, Math.min(archive.from + span, archive.now));
  return {
    ...state,
    mode: 'archive',
    playlist: { url: archivePlaylistUrl(archive.base, archive.from, end), period: { start: archive.from, end } },
    startAt: archive.from,
    window: keepInView(state.window, archive.from),
  };
}

/** The same window when `time` is in it, else one of the same length centred on `time`. */
export function keepInView(window: TimeWindow, time: number): TimeWindow {
  if (time >= window.start && time <= window.end) return window;
  const half = (window.end - window.start) / 2;
  return { start: time - half, end: time + half };
}
