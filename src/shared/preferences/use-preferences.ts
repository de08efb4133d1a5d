import { usePrefersDark } from '@/shared/hooks/use-media-query';
import { pickLanguage, type Language } from '@/shared/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import type { ThemeName } from '@theme/index';
import { useUiStore, type ThemePreference } from '@/shared/preferences/ui-store';

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

/** The theme chosen on this device, else the server's default for users who chose none. */
export function useThemePreference(): ThemePreference {
  const chosen = useUiStore((s) => s.theme);
  const serverDefault = useSessionStore((s) => s.settings?.defaultTheme ?? 'system');
  return chosen === 'default' ? serverDefault : chosen;
}

/** Light or dark: the user's choice, or the server's default, or the operating system's. */
export function useThemeName(): ThemeName {
  const preference = useThemePreference();
  const dark = usePrefersDark();
  return preference === 'system' ? (dark ? 'dark' : 'light') : preference;
}

/** The deployment's brand colour (null: the product's own). */
export function useBrandColor(): string | null {
  return useSessionStore((s) => s.settings?.brandColor ?? null);
}
