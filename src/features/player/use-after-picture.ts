import { useEffect, useState } from 'react';

/** How long the page waits for the first picture before loading the rest anyway. */
export const AFTER_PICTURE_FALLBACK_MS = 1500;

/**
 * Whether the page may now load what the first picture does not need (the
 * archive's ranges, the calendar, the download dialog): true from the moment
 * the picture is settled (playing, failed, or nothing to play) or the fallback
 * has passed, and true for good after that. On a cold start the main thread is
 * the bottleneck, so the first frame gets it alone.
 */
export function useAfterPicture(settled: boolean, key: string): boolean {
  const [after, setAfter] = useState<string | null>(null);
  const done = after === key;
  useEffect(() => {
    if (done) return undefined;
    if (settled) {
      setAfter(key);
      return undefined;
    }
    const timer = window.setTimeout(() => setAfter(key), AFTER_PICTURE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [settled, done, key]);
  return done || settled;
}
