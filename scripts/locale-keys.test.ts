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
});
