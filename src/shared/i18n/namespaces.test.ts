import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

/**
 * Every namespace reaches the console exactly one way: with the signed-out pages' first load
 * (index.ts), with antd's part of the console (all-namespaces.ts), or with its page's own code.
 * The two lists are globs (they must be literal), so this test keeps them complementary.
 */
const OWN_PAGE = ['admin-directory', 'admin-stats', 'clip', 'export-package', 'exports', 'help', 'search'];
const SIGNED_OUT = ['auth', 'common', 'errors', 'reasons', 'shell', 'titles'];
/** Files that add to a namespace of the first load with antd's part: the rarer reasons. */
const EXTENDING = { 'reasons-more': 'reasons' } as const;

const files = fs
  .readdirSync(path.resolve(__dirname, '../../../locales/en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((ns) => !(ns in EXTENDING))
  .sort();

describe('the namespaces of the texts', () => {
  it('each reach the console one way only', async () => {
    const eager = Object.keys(resources.en).sort();
    expect(eager).toEqual(SIGNED_OUT);
    expect(Object.keys(resources.ru).sort()).toEqual(SIGNED_OUT);
    await import('./all-namespaces');
    const withAntd = Object.keys(resources.en).filter((ns) => !eager.includes(ns));
    expect(withAntd.filter((ns) => OWN_PAGE.includes(ns))).toEqual([]);
    expect([...eager, ...withAntd, ...OWN_PAGE].sort()).toEqual(files);
    expect(Object.keys(resources.ru).sort()).toEqual(Object.keys(resources.en).sort());
    // The rarer reasons join the first load's reasons, in both languages.
    const more = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../locales/en/reasons-more.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(more).length).toBeGreaterThan(0);
    for (const key of Object.keys(more)) {
      expect(resources.en.reasons?.[key]).toBe(more[key]);
      expect(typeof resources.ru.reasons?.[key]).toBe('string');
    }
  });
});
