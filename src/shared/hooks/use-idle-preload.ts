import { useEffect } from 'react';
import { mayPreloadAtIdle, type ConnectionHints } from '../logic/idle-preload';

/** The performance mark set when the idle preload starts: bench/ tells the first visit's code from it. */
export const IDLE_PRELOAD_MARK = 'vigil:idle-preload';

/** How long the browser may hold the preload back waiting for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 3000;
/** Where the browser has no requestIdleCallback: wait this long instead, in ms. */
const FALLBACK_DELAY_MS = 1000;

/**
 * Asks for code the page will likely need next once `ready` (the page's first screen is
 * drawn) and the browser is idle: the click that needs it then finds it downloaded and run.
 * Not when the user saves data or is on a 2G-class connection; a failed preload is left for
 * the click to ask again.
 */
export function useIdlePreload(preload: () => Promise<unknown>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const start = () => {
      const { connection } = navigator as Navigator & { connection?: ConnectionHints };
      if (!mayPreloadAtIdle(connection)) return;
      performance.mark(IDLE_PRELOAD_MARK);
      preload().catch(() => undefined);
    };
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [preload, ready]);
}
