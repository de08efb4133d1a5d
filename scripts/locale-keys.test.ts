import { describe, expect, it } from 'vitest';
import { diffLocales, flattenKeys } from './locale-keys';

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
});
