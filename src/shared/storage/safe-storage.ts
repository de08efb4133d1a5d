/**
 * Web storage that never throws: a full quota, a disabled storage or a broken
 * value all fall back quietly (docs/security.md, R4: never a white screen).
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function wrap(pick: () => Storage | undefined): SafeStorage {
  return {
    get(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick()?.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        pick()?.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}

export const local = wrap(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
export const session = wrap(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

/** Every key the app writes starts with this, so sign-out can clear them all. */
export const KEY_PREFIX = 'vigil.';

/** Parses JSON, answering undefined for anything unreadable. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readJson<T>(
  store: SafeStorage,
  key: string,
  validate: (value: unknown) => T | undefined,
  fallback: T,
): T {
  return validate(parseJson(store.get(KEY_PREFIX + key))) ?? fallback;
}

export function writeJson(store: SafeStorage, key: string, value: unknown): boolean {
  return store.set(KEY_PREFIX + key, JSON.stringify(value));
}

export function removeKey(store: SafeStorage, key: string): void {
  store.remove(KEY_PREFIX + key);
}

/**
 * Sign-out: removes the app's keys from session storage (the destination after sign-in, kept form
 * drafts), the session's own. Local storage holds the browser's preferences (theme, language, the
 * streams page, dismissed banners): they belong to the browser, not the session, and stay.
 */
export function clearSessionKeys(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => !!k && k.startsWith(KEY_PREFIX),
    );
    keys.forEach((k) => storage.removeItem(k));
  } catch {
    // storage unavailable: nothing to clear
  }
}
