import { KEY_PREFIX } from './safe-storage';

/**
 * Calls `onChange` when another tab of this browser writes or removes the app's local-storage
 * `key` (the browser's storage event, which never fires in the tab that wrote). A store that
 * follows its key never writes back another tab's older copy. Returns the unsubscribe.
 */
export function followStorage(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const full = KEY_PREFIX + key;
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage.
    if (event.key !== null && event.key !== full) return;
    try {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    } catch {
      return;
    }
    onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
