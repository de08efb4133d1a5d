import { startTransition, useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * The longest the shell holds its extras back for a page that asked it to, should the
 * page never say its first content is shown (it failed to load, say).
 */
export const SHELL_HOLD_MAX_MS = 2000;

const useHoldStore = create(() => ({ released: false }));

/**
 * A page whose first content is a video (the player) says so once the first picture is
 * shown, failed or has nothing to show. Once is enough: the shell never holds back again.
 */
export function releaseShell(): void {
  if (!useHoldStore.getState().released) startTransition(() => useHoldStore.setState({ released: true }));
}

/**
 * Whether the shell renders its extras (the header's actions and the side menu's items).
 * When the shell first mounts on a page that `holds` (a cold load of the player), it renders
 * them only once that page has released it, or after SHELL_HOLD_MAX_MS: until then the main
 * thread of a 2-core machine goes to the page's first picture, not to menus nobody has looked
 * at yet. Pages reached later never hold it.
 */
export function useShellExtras(holds: boolean): boolean {
  const [heldAtMount] = useState(holds);
  const released = useHoldStore((s) => s.released);
  const holding = heldAtMount && !released;
  useEffect(() => {
    if (!holding) return undefined;
    const timer = window.setTimeout(releaseShell, SHELL_HOLD_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [holding]);
  return !holding;
}

/** Tests only: a fresh console, as after a page load. */
export function resetShellHold(): void {
  useHoldStore.setState({ released: false });
}
