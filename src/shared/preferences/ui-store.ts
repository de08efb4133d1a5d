import { create } from 'zustand';
import type { Language } from '@/shared/i18n';
import { check, loadRecord } from '@/shared/storage/persisted-record';
import { local, writeJson } from '@/shared/storage/safe-storage';

export type ThemePreference = 'system' | 'light' | 'dark';

interface UiPreferences {
  theme: ThemePreference;
  /** Chosen before signing in; a signed-in user's language lives in their profile. */
  language: Language | 'auto';
}

export const UI_KEY = 'ui';
const defaults: UiPreferences = { theme: 'system', language: 'auto' };
const checks = { theme: check.oneOf('system', 'light', 'dark'), language: check.oneOf('auto', 'en', 'ru') };

interface UiStore extends UiPreferences {
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: Language | 'auto') => void;
}

/** Device preferences: theme and the signed-out language, kept across sign-outs. */
export const useUiStore = create<UiStore>()((set, get) => {
  const save = (patch: Partial<UiPreferences>) => {
    const next = { theme: get().theme, language: get().language, ...patch };
    writeJson(local, UI_KEY, next);
    set(next);
  };
  return {
    ...loadRecord(local, UI_KEY, defaults, checks),
    setTheme: (theme) => save({ theme }),
    setLanguage: (language) => save({ language }),
  };
});
