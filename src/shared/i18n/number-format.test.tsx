import { afterEach, describe, expect, it } from 'vitest';
import './all-namespaces';
import { i18n, initI18n } from './index';

afterEach(() => initI18n('en'));

describe('numbers in texts', () => {
  it("are written as the language writes them: counts, totals and the log's line count", () => {
    initI18n('en');
    expect(i18n.t('streams:list.total', { count: 12345 })).toBe('12,345 streams');
    expect(i18n.t('stream-pages:debug.count', { lines: 1500, max: 5000 })).toContain('1,500');
    initI18n('ru');
    expect(i18n.t('streams:list.total', { count: 12345 })).toBe('12 345 потоков');
    expect(i18n.t('streams:list.groupCount', { count: 1001 })).toBe('1 001 поток');
  });
});
