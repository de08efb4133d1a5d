import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children render in a deferred render React makes right after the first commit of the page
 * they are on (a transition: time-sliced, so the browser paints that commit meanwhile). A player
 * page renders what is under its picture this way, so that the picture is on screen without
 * waiting for them (docs/architecture.md#how-the-console-loads).
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
