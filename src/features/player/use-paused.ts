import { useEffect, useState, type RefObject } from 'react';

/** Whether the video is paused, following its play and pause events. */
export function usePaused(video: RefObject<HTMLVideoElement | null>): boolean {
  const [paused, setPaused] = useState(true);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const update = () => setPaused(element.paused);
    const events = ['play', 'pause', 'playing', 'emptied'] as const;
    for (const e of events) element.addEventListener(e, update);
    update();
    return () => {
      for (const e of events) element.removeEventListener(e, update);
    };
  }, [video]);
  return paused;
}
