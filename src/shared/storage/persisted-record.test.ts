import { describe, expect, it } from 'vitest';
import { check, loadRecord, sanitizeRecord } from './persisted-record';
import type { SafeStorage } from './safe-storage';

const defaults = { mode: 'grid' as 'grid' | 'table', only: false, page: 1, tags: [] as string[] };
const checks = {
  mode: check.oneOf('grid', 'table'),
  only: check.boolean,
  page: check.positiveInteger,
  tags: check.strings(10, 20),
};

describe('sanitizeRecord', () => {
  it('keeps valid fields and replaces broken ones with their defaults', () => {
    expect(sanitizeRecord({ mode: 'table', only: 'yes', page: 0, tags: ['a'] }, defaults, checks)).toEqual({
      mode: 'table',
      only: false,
      page: 1,
      tags: ['a'],
    });
  });

  it('falls back to the defaults for a value of the wrong shape', () => {
    for (const value of [null, 'x', 42, [1, 2], undefined])
      expect(sanitizeRecord(value, defaults, checks)).toEqual(defaults);
  });
});

describe('loadRecord', () => {
  const storeWith = (raw: string | null, throws = false): SafeStorage => ({
    get: () => {
      if (throws) throw new Error('denied');
      return raw;
    },
    set: () => true,
    remove: () => undefined,
  });

  it('survives corrupted JSON and oversized junk', () => {
    expect(loadRecord(storeWith('{bad'), 'k', defaults, checks)).toEqual(defaults);
    expect(loadRecord(storeWith(JSON.stringify({ tags: Array(1000).fill('x') })), 'k', defaults, checks)).toEqual(
      defaults,
    );
    expect(loadRecord(storeWith(JSON.stringify({ mode: 'table' })), 'k', defaults, checks).mode).toBe('table');
  });
});
