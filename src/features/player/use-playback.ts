import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { attachPlayback, type PlaybackEvents, type PlaybackHandle, type PlaybackSource } from './hls-controller';

/** How often the playing time is read from the video for the timeline and the clock. */
export const PLAYING_TIME_MS = 250;

/**
 * Plays `source` in the video element while it is set: attaches on a new
 * source, disposes on a change and on unmount. Reports the playing time every
 * quarter second; the events always reach the latest handlers. It attaches in
 * the commit (a layout effect), so the media source opens while the browser
 * lays out and paints the page, not after. Returns a reader of the picture's time at this instant
 * (null without a source), for a caller that cannot wait for the next quarter-second report, and
 * the way back to the live edge; both stable.
 */
export interface PlaybackControls {
  readTime(): number | null;
  toLiveEdge(): void;
}

export function usePlayback(
  video: RefObject<HTMLVideoElement | null>,
  source: PlaybackSource | null,
  events: PlaybackEvents & { onPlayingTime?: (time: number | null) => void },
): PlaybackControls {
  const latest = useRef(events);
  latest.current = events;
  const handle = useRef<PlaybackHandle | null>(null);
  const url = source?.url ?? null;
  const live = source?.live ?? false;
  const startAt = source?.startAt ?? null;
  const headers = source?.headers;
  const wall = source?.wall ?? false;
  const webrtc = source?.webrtc;

  useLayoutEffect(() => {
    const element = video.current;
    if (!element || url === null) return undefined;
    const current = attachPlayback(
      element,
      { url, live, startAt, wall, ...(headers ? { headers } : {}), ...(webrtc === undefined ? {} : { webrtc }) },
      {
        onFatal: (details, refusal) => latest.current.onFatal?.(details, refusal),
        onEmpty: () => latest.current.onEmpty?.(),
        onTransport: (transport) => latest.current.onTransport?.(transport),
      },
    );
    handle.current = current;
    const timer = window.setInterval(() => latest.current.onPlayingTime?.(current.playingTime()), PLAYING_TIME_MS);
    return () => {
      window.clearInterval(timer);
      current.dispose();
      handle.current = null;
    };
  }, [video, url, live, startAt, headers, wall, webrtc]);
  return useMemo(
    () => ({
      readTime: () => handle.current?.playingTime() ?? null,
      toLiveEdge: () => handle.current?.toLiveEdge(),
    }),
    [],
  );
}
