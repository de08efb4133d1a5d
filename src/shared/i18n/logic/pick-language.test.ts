import { describe, expect, it } from 'vitest';
import { asLanguage, browserLanguage, pickLanguage } from './pick-language';

describe('pickLanguage', () => {
  it('prefers the profile, then the server default, then the browser', () => {
    expect(pickLanguage({ userLanguage: 'ru', defaultLanguage: 'en', browserLanguages: ['en-US'] })).toBe('ru');
    expect(pickLanguage({ userLanguage: null, defaultLanguage: 'ru', browserLanguages: ['en-US'] })).toBe('ru');
    expect(pickLanguage({ browserLanguages: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
  });

  it('falls back to English when nothing matches', () => {
    expect(pickLanguage({ userLanguage: 'fr', defaultLanguage: 'de', browserLanguages: ['ja'] })).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('reads region and case variants', () => {
    expect(asLanguage('RU_ru')).toBe('ru');
    expect(asLanguage('en-GB')).toBe('en');
    expect(asLanguage('')).toBeNull();
  });
});
