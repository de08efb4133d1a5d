import type { UiSettings, User } from '@contract/index';
import { pickLanguage, type Language } from '@/shared/i18n/logic/pick-language';

export type BootResult =
  | { kind: 'locked'; settings: UiSettings; user: null; language: Language }
  | { kind: 'signed-out'; settings: UiSettings; user: null; language: Language }
  | { kind: 'signed-in'; settings: UiSettings; user: User; language: Language }
  /** The server did not answer: start with the browser language, signed out. */
  | { kind: 'offline'; settings: null; user: null; language: Language; error: unknown };

export interface BootDeps {
  getSettings: () => Promise<UiSettings>;
  getMe: () => Promise<User>;
  browserLanguages: readonly string[];
}

/**
 * docs/console.md#states-and-transitions: at start the configuration is fetched, then the current user and
 * the language. The boot data says whether a user is signed in, so a signed-out
 * start asks for no user (and logs no 401); on any failure the console starts
 * with the browser language and signed out.
 */
export async function boot(deps: BootDeps): Promise<BootResult> {
  let settings: UiSettings;
  try {
    settings = await deps.getSettings();
  } catch (error) {
    return {
      kind: 'offline',
      settings: null,
      user: null,
      error,
      language: pickLanguage({ browserLanguages: deps.browserLanguages }),
    };
  }
  const language = (userLanguage: string | null) =>
    pickLanguage({ userLanguage, defaultLanguage: settings.defaultLanguage, browserLanguages: deps.browserLanguages });
  if (settings.isLocked) return { kind: 'locked', settings, user: null, language: language(null) };
  if (!settings.user) return { kind: 'signed-out', settings, user: null, language: language(null) };
  try {
    const user = await deps.getMe();
    return { kind: 'signed-in', settings, user, language: language(user.language) };
  } catch {
    return { kind: 'signed-out', settings, user: null, language: language(null) };
  }
}
