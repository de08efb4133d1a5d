import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  canMoveRight,
  canZoomIn,
  canZoomOut,
  centreOn,
  clickTarget,
  defaultWindow,
  moveLeft,
  moveRight,
  nextAfterEnd,
  zoomIn,
  zoomOut,
  type Interval,
  type PlayTarget,
  type TimeWindow,
} from '@/features/timeline';
import { archivePlaylistBase } from './api';
import type { PlayerAction } from './logic/shortcuts';
import { SEEK_STEP_SECONDS } from './logic/shortcuts';
import { stepSpeed } from './logic/speeds';
import { usePlayerStore } from './store';

interface ControlsInput {
  uid: string;
  /** The stream can play live now (available, or on demand and startable). */
  liveAvailable: boolean;
  livePlaylistUrl: string;
  playlistMaxSeconds: number;
  intervals: readonly Interval[];
  /** The window the intervals were asked for; null before the archive's first answer. */
  loadedFor: TimeWindow | null;
  video: RefObject<HTMLVideoElement | null>;
  /** Full screen and snapshots (usePlayerTools). */
  tools: { toggleFullscreen(): void; snapshot(): void };
}

/**
 * Everything the player's buttons, keys, timeline clicks and video ends do,
 * as the docs/console.md#states-and-transitions rules say, on the player store.
 */
export function usePlayerControls({
  uid,
  liveAvailable,
  livePlaylistUrl,
  playlistMaxSeconds,
  intervals,
  loadedFor,
  video,
  tools,
}: ControlsInput) {
  // A timeline click at a moment whose intervals are not in yet (just after the page opened).
  const pending = useRef<number | null>(null);

  const goLive = useCallback(() => {
    pending.current = null;
    usePlayerStore
      .getState()
      .live({ available: liveAvailable, playlistUrl: livePlaylistUrl, window: defaultWindow(Date.now()) });
  }, [liveAvailable, livePlaylistUrl]);

  const goArchive = useCallback(
    (from: number) => {
      pending.current = null;
      usePlayerStore.getState().archive({ from, base: archivePlaylistBase(uid), now: Date.now(), playlistMaxSeconds });
    },
    [uid, playlistMaxSeconds],
  );

  const play = useCallback(
    (target: PlayTarget | null) => {
      if (target?.kind === 'live') goLive();
      else if (target) goArchive(target.from);
    },
    [goLive, goArchive],
  );

  /**
   * A click on the timeline: a fragment plays from there, a gap jumps to the next fragment, the last gap does nothing.
   * Before the intervals of that moment are in, the click waits for them (docs/console.md#states-and-transitions).
   */
  const pick = useCallback(
    (time: number) => {
      const known = covers(loadedFor, time);
      pending.current = known ? null : time;
      if (known) play(clickTarget(intervals, time));
    },
    [intervals, loadedFor, play],
  );
  useEffect(() => {
    const time = pending.current;
    if (time === null || !covers(loadedFor, time)) return;
    pending.current = null;
    play(clickTarget(intervals, time));
  }, [intervals, loadedFor, play]);

  /** The video ended: a fragment goes on in the archive, a gap jumps to the next fragment, live or nothing goes live. */
  const ended = useCallback(() => {
    const s = usePlayerStore.getState();
    if (s.mode !== 'archive') return;
    play(nextAfterEnd(intervals, s.playingTime ?? s.playlist?.period?.end ?? Date.now()));
  }, [intervals, play]);

  const act = useCallback(
    (action: PlayerAction) => {
      const s = usePlayerStore.getState();
      const element = video.current;
      const anchor = s.playingTime ?? (s.window.start + s.window.end) / 2;
      switch (action) {
        case 'live':
          // A stream that cannot play live now (paused, failed) has no live to go to.
          if (liveAvailable) goLive();
          return;
        case 'fullscreen':
          return tools.toggleFullscreen();
        case 'snapshot':
          return tools.snapshot();
        case 'togglePlay':
          if (element) void (element.paused ? element.play().catch(() => undefined) : element.pause());
          return;
        case 'seekBack':
        case 'seekForward':
          if (element && s.mode === 'archive')
            element.currentTime = Math.max(
              0,
              element.currentTime + (action === 'seekBack' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS),
            );
          return;
        case 'zoomIn':
          return s.setWindow(zoomIn(s.window, anchor));
        case 'zoomOut':
          return s.setWindow(zoomOut(s.window, anchor, Date.now()));
        case 'moveLeft':
          return s.setWindow(moveLeft(s.window));
        case 'moveRight':
          return s.setWindow(moveRight(s.window, Date.now()));
        case 'centre':
          // Ignored in live without a playlist: there is no playing time to centre on.
          if (s.playingTime !== null && !(s.mode === 'live' && !s.playlist))
            s.setWindow(centreOn(s.window, s.playingTime));
          return;
        case 'slower':
        case 'faster':
          if (s.mode === 'archive') s.setSpeedIndex(stepSpeed(s.speedIndex, action === 'faster' ? 1 : -1));
          return;
        case 'bookmark':
          // The page opens the bookmark form (it holds the dialog).
          return;
      }
    },
    [goLive, liveAvailable, video, tools],
  );

  return { goLive, goArchive, pick, ended, act, canZoomIn, canZoomOut, canMoveRight };
}

const covers = (window: TimeWindow | null, time: number) =>
  window !== null && time >= window.start && time < window.end;
