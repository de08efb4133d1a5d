import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { diffLocales, flattenKeys, missingPluralForms } from './locale-keys';

describe('locale key check', () => {
  it('flattens nested keys', () => {
    expect(flattenKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it('finds keys present in one language only, and missing namespaces', () => {
    const diffs = diffLocales({
      en: { common: { a: 'A', b: { c: 'C' } }, auth: { x: 'X' } },
      ru: { common: { a: 'А', b: { d: 'Д' } } },
    });
    expect(diffs).toEqual([
      { namespace: 'auth', onlyIn: 'en', keys: ['x'] },
      { namespace: 'common', onlyIn: 'en', keys: ['b.c'] },
      { namespace: 'common', onlyIn: 'ru', keys: ['b.d'] },
    ]);
  });

  it('is empty when both languages match', () => {
    expect(diffLocales({ en: { common: { a: '1' } }, ru: { common: { a: '2' } } })).toEqual([]);
  });

  it('counts the plural forms of each language as one key', () => {
    const en = { common: { n_one: '1 stream', n_other: '{{count}} streams' } };
    const ru = { common: { n_one: '1', n_few: '2', n_many: '5', n_other: '1.5' } };
    expect(diffLocales({ en, ru })).toEqual([]);
    expect(diffLocales({ en, ru: { common: { m_one: '1' } } })).toEqual([
      { namespace: 'common', onlyIn: 'en', keys: ['n'] },
      { namespace: 'common', onlyIn: 'ru', keys: ['m'] },
    ]);
  });

  it('finds counted texts without the plural forms of their language', () => {
    expect(
      missingPluralForms({
        en: { b: { total: '{{count}} bookmarks', n_one: '1 stream', n_other: '{{count}} streams' } },
        ru: { b: { total_one: '{{count}} закладка', total_other: '{{count}} закладки', plain: 'x' } },
      }),
    ).toEqual(['en/b: total lacks one, other', 'ru/b: total lacks few, many']);
  });

  it("holds for the console's own texts", () => {
    const root = path.resolve(import.meta.dirname, '../locales');
    const data = Object.fromEntries(
      ['en', 'ru'].map((language) => [
        language,
        Object.fromEntries(
          fs
            .readdirSync(path.join(root, language))
            .filter((f) => f.endsWith('.json'))
            .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(root, language, f), 'utf8')) as unknown]),
        ),
      ]),
    );
    expect(missingPluralForms(data)).toEqual([]);
  });
});
