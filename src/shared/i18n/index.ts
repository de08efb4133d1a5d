import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { passwordRules } from '@contract/errors';
import { formatNumber } from '@/shared/format/number';
import { asLanguage, LANGUAGES, type Language } from './logic/pick-language';

export { LANGUAGES, pickLanguage, browserLanguage, asLanguage, type Language } from './logic/pick-language';

type Namespaces = Record<string, Record<string, unknown>>;

/**
 * The namespaces of the pages drawn before antd's code is in (sign-in, recovery, init, the loading
 * and failure states), in every language; `all-namespaces.ts` adds the others with antd's part of
 * the console, and pages that bring their own texts with their code add theirs (`addNamespace`).
 * A check keeps the keys of every language equal.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/*/common.json',
    '../../../locales/*/titles.json',
    '../../../locales/*/auth.json',
    '../../../locales/*/errors.json',
    '../../../locales/*/reasons.json',
    '../../../locales/*/shell.json',
  ],
  { eager: true, import: 'default' },
);

export const resources: Record<Language, Namespaces> = { en: {}, ru: {} };

/** Files of `import.meta.glob` over locales/<lang>/<ns>.json, by language and namespace. */
export function byLanguage(found: Record<string, Record<string, unknown>>): Record<Language, Namespaces> {
  const out: Record<Language, Namespaces> = { en: {}, ru: {} };
  for (const [file, content] of Object.entries(found)) {
    const match = /locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(file);
    const language = match?.[1] as Language | undefined;
    if (match?.[2] && language && LANGUAGES.includes(language)) out[language][match[2]] = content;
  }
  return out;
}
for (const language of LANGUAGES) Object.assign(resources[language], byLanguage(files)[language]);

export const defaultNS = 'common';

/** Texts, and dates through dayjs, in the given language. */
export function initI18n(language: Language) {
  dayjs.locale(language);
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS,
      ns: Object.keys(resources.en),
      // The password limits are in every text that names them ({{minLength}}, ...), the server's reasons too.
      interpolation: { escapeValue: false, defaultVariables: { ...passwordRules } },
      returnNull: false,
      initAsync: false,
    });
    // {{value, number}} in a text writes the number as the language does (SPEC "Number formatting").
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, asLanguage(lng) ?? 'en') : String(value),
    );
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

/** Adds a lazily loaded page's namespace in every language, once its code is in (before or after start). */
export function addNamespace(ns: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) {
    resources[language][ns] = texts[language];
    if (i18n.isInitialized) i18n.addResourceBundle(language, ns, texts[language], true, true);
  }
}

/** More texts for a namespace already there: the server's rarer reasons join `reasons` with antd's part of the console. */
export function extendNamespace(ns: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) {
    resources[language][ns] = { ...resources[language][ns], ...texts[language] };
    if (i18n.isInitialized) i18n.addResourceBundle(language, ns, texts[language], true, true);
  }
}

export { i18n };
