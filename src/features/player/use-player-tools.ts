import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { snapshotFileName } from './logic/snapshot-name';
import { frameAsPng, saveBlob } from './save-file';
import { usePlayerStore } from './store';

export interface PlayerTools {
  /** Where the player's frame mounts (a callback ref): the element that goes full screen. */
  frameRef(element: HTMLDivElement | null): void;
  frame: HTMLDivElement | null;
  /** The frame is full screen now. */
  fullscreen: boolean;
  /** The browser can show an element full screen (not, for one, Safari on an iPhone). */
  canFullscreen: boolean;
  /** Full screen on or off (Esc leaves it too: that is the browser's). */
  toggleFullscreen(): void;
  /** Saves the frame on screen as a PNG named after the stream and the picture's time. */
  snapshot(): void;
}

/**
 * The player's full screen (the Fullscreen API on its frame, so the controls and
 * the timeline stay with the picture) and snapshots. The picture's time is the
 * playing time in the archive, and now in live.
 */
export function usePlayerTools(
  video: RefObject<HTMLVideoElement | null>,
  stream: { name: string; uid: string } | undefined,
): PlayerTools {
  const [frame, frameRef] = useState<HTMLDivElement | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const named = useRef(stream);
  named.current = stream;

  useEffect(() => {
    const sync = () => setFullscreen(frame !== null && document.fullscreenElement === frame);
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [frame]);

  const toggleFullscreen = useCallback(() => {
    if (!frame) return;
    // Refused (no user gesture, or a browser policy): nothing changes, as for any other key.
    if (document.fullscreenElement === frame) void document.exitFullscreen().catch(() => undefined);
    else if (document.fullscreenEnabled) void frame.requestFullscreen().catch(() => undefined);
  }, [frame]);

  const snapshot = useCallback(() => {
    const element = video.current;
    const of = named.current;
    if (!element || !of) return;
    const s = usePlayerStore.getState();
    const time = s.mode === 'archive' && s.playingTime !== null ? s.playingTime : Date.now();
    const fileName = snapshotFileName(of, time);
    void frameAsPng(element).then((png) => png && saveBlob(png, fileName));
  }, [video]);

  const canFullscreen = document.fullscreenEnabled === true;
  return useMemo(
    () => ({ frameRef, frame, fullscreen, canFullscreen, toggleFullscreen, snapshot }),
    [frame, fullscreen, canFullscreen, toggleFullscreen, snapshot],
  );
}
