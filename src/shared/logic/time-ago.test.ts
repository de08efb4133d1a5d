import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  it('says seconds, then minutes, then hours, in English', () => {
    expect(timeAgo(1_400, 'en')).toBe('1 second ago');
    expect(timeAgo(25_000, 'en')).toBe('25 seconds ago');
    expect(timeAgo(125_000, 'en')).toBe('2 minutes ago');
    expect(timeAgo(3 * 3600_000 + 10, 'en')).toBe('3 hours ago');
  });

  it("uses Russian's plural forms", () => {
    expect(timeAgo(1_000, 'ru')).toBe('1 секунду назад');
    expect(timeAgo(3_000, 'ru')).toBe('3 секунды назад');
    expect(timeAgo(25_000, 'ru')).toBe('25 секунд назад');
  });

  it('never says a time to come', () => {
    expect(timeAgo(-5_000, 'en')).toBe('0 seconds ago');
  });
});
