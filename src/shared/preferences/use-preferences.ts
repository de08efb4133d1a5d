import { usePrefersDark } from '@/shared/hooks/use-media-query';
import { pickLanguage, type Language } from '@/shared/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import type { ThemeName } from '@theme/index';
import { useUiStore } from '@/shared/preferences/ui-store';

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** The console's language: the profile's, else the one chosen on this device, else the server default, else the browser's. */
export function useLanguage(): Language {
  const userLanguage = useSessionStore((s) => s.user?.language ?? null);
  const defaultLanguage = useSessionStore((s) => s.settings?.defaultLanguage ?? null);
  const chosen = useUiStore((s) => s.language);
  return pickLanguage({
    userLanguage: userLanguage ?? (chosen === 'auto' ? null : chosen),
    defaultLanguage,
    browserLanguages: browserLanguages(),
  });
}

/** Light or dark: the user's choice, or the operating system's. */
export function useThemeName(): ThemeName {
  const preference = useUiStore((s) => s.theme);
  const dark = usePrefersDark();
  return preference === 'system' ? (dark ? 'dark' : 'light') : preference;
}
