import { useEffect, useState, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../logic/constants';

/** The element's width in CSS pixels, following resizes debounced by 100 ms (docs/console.md#constants-and-limits). */
export function useElementWidth(element: RefObject<HTMLElement | null>, fallback = 800): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () => setWidth(Math.max(1, Math.round(node.getBoundingClientRect().width) || fallback));
    measure();
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(node);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, fallback]);
  return width;
}
