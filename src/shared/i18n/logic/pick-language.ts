export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export function asLanguage(value: string | null | undefined): Language | null {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base) ?? null;
}

/**
 * The console's language: the user's profile, then the server's default,
 * then the first browser language we have, then English.
 */
export function pickLanguage(input: {
  userLanguage?: string | null;
  defaultLanguage?: string | null;
  browserLanguages: readonly string[];
}): Language {
  return (
    asLanguage(input.userLanguage) ??
    asLanguage(input.defaultLanguage) ??
    input.browserLanguages.map(asLanguage).find((l): l is Language => l !== null) ??
    'en'
  );
}

/** The browser's first language we have, for a start without the server. */
export function browserLanguage(browserLanguages: readonly string[]): Language {
  return pickLanguage({ browserLanguages });
}
