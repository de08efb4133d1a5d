import type { Language } from '@/shared/i18n';
import type { ThemePreference } from '@/shared/preferences/ui-store';

/** What the shell gives the palette: who the user is and the shell's own actions. */
export interface PaletteContext {
  /** The signed-in user's login (whose recent choices are shown). */
  login: string;
  isAdmin: boolean;
  readOnly: boolean;
  theme: ThemePreference;
  language: Language;
  onTheme(theme: ThemePreference): void;
  onLanguage(language: Language): void;
  onLogout(): void;
}
