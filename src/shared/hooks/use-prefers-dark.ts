import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Follows the operating system's light or dark preference. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
