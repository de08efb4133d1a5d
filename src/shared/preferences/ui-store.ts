import { create } from 'zustand';
import type { Language } from '@/shared/i18n';
import { check, loadRecord } from '@/shared/storage/persisted-record';
import { followStorage } from '@/shared/storage/follow-storage';
import { local, writeJson } from '@/shared/storage/safe-storage';

export type ThemePreference = 'system' | 'light' | 'dark';

interface UiPreferences {
  /** 'default': none chosen on this device, so the server's default theme applies. */
  theme: ThemePreference | 'default';
  /** Chosen before signing in; a signed-in user's language lives in their profile. */
  language: Language | 'auto';
}

export const UI_KEY = 'ui';
const defaults: UiPreferences = { theme: 'default', language: 'auto' };
const checks = { theme: check.oneOf('default', 'system', 'light', 'dark'), language: check.oneOf('auto', 'en', 'ru') };

interface UiStore extends UiPreferences {
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: Language | 'auto') => void;
}

const load = () => loadRecord(local, UI_KEY, defaults, checks);

/**
 * Device preferences: theme and the signed-out language, kept across sign-outs. Tabs follow
 * each other: a change in one is taken by the others, and a save changes only its own field
 * of what is stored now, so no tab writes back a stale copy of the other field.
 */
export const useUiStore = create<UiStore>()((set) => {
  const save = (patch: Partial<UiPreferences>) => {
    const next = { ...load(), ...patch };
    writeJson(local, UI_KEY, next);
    set(next);
  };
  followStorage(UI_KEY, () => set(load()));
  return {
    ...load(),
    setTheme: (theme) => save({ theme }),
    setLanguage: (language) => save({ language }),
  };
});
