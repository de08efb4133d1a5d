import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '@locales/en/common.json';
import ruCommon from '@locales/ru/common.json';
import type { Language } from './logic/pick-language';

export { LANGUAGES, pickLanguage, browserLanguage, type Language } from './logic/pick-language';

/** Every namespace of every language; a test checks both languages have the same keys. */
export const resources = {
  en: { common: enCommon },
  ru: { common: ruCommon },
} as const;

export const defaultNS = 'common';

export function initI18n(language: Language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS,
      ns: Object.keys(resources.en),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

export { i18n };
