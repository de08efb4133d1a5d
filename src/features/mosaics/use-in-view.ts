import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen in a visible tab: a tile scrolled away or a hidden tab stops
 * its player (no download, no decoding) and starts it again when seen (the wall's decode budget).
 */
export function useInView(element: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onChange = () => setTabVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return onScreen && tabVisible;
}
