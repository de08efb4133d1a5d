import { useEffect } from 'react';

/**
 * While the shell is shown, the page keeps `px` at its top out of the way of whatever the browser
 * scrolls into view (a focused field, an anchor, scrollIntoView): CSS scroll-padding-top of the page,
 * so nothing lands under the fixed header.
 */
export function useScrollPadding(px: number): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = `${px}px`;
    return () => {
      root.style.scrollPaddingTop = before;
    };
  }, [px]);
}
