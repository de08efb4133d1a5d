import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createPictureElement } from './picture-element';
import { claimWarmVideo } from './warm-whep';

/**
 * The player's <video>, made here rather than by React so that it can be the one start-up has
 * been playing the stream's WebRTC session in since before the page was drawn (warm-whep): its
 * first picture is then on screen with the page's first paint. It goes into the returned slot
 * and into `video` in the commit (a layout effect), before any playback attaches to it; it is
 * the same element for the component's life.
 */
export function usePictureElement(video: RefObject<HTMLVideoElement | null>): RefObject<HTMLDivElement | null> {
  const slot = useRef<HTMLDivElement | null>(null);
  const own = useRef<HTMLVideoElement | null>(null);
  useLayoutEffect(() => {
    const holder = slot.current;
    if (!holder) return undefined;
    own.current ??= claimWarmVideo() ?? createPictureElement();
    const element = own.current;
    holder.appendChild(element);
    video.current = element;
    return () => {
      element.remove();
      if (video.current === element) video.current = null;
    };
  }, [video]);
  return slot;
}
