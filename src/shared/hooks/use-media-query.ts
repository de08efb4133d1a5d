import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window.matchMedia === 'function';

/** Follows a CSS media query of the user's system (colour scheme, reduced motion…). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Follows the operating system's light or dark preference. */
export const usePrefersDark = (): boolean => useMediaQuery('(prefers-color-scheme: dark)');

/**
 * The device's main pointer cannot hover (a phone, a tablet): a tap is no hover, and a tooltip
 * opened by one would stay until the next tap elsewhere.
 */
export const useHoverless = (): boolean => useMediaQuery('(hover: none)');

/** The user asked the system for less motion: the console then opens dialogs and menus without animation. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
