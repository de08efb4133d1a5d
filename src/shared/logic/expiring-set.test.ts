import { describe, expect, it } from 'vitest';
import { addEntry, DAY_MS, hasEntry, liveEntries } from './expiring-set';

describe('expiring set', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('remembers an entry until its time-to-live runs out', () => {
    const set = addEntry({}, 'disk', now, 7 * DAY_MS);
    expect(hasEntry(set, 'disk', now + 7 * DAY_MS - 1)).toBe(true);
    expect(hasEntry(set, 'disk', now + 7 * DAY_MS)).toBe(false);
  });

  it('cleans up expired and malformed entries', () => {
    const stored = { old: now - 1, fresh: now + 1000, bad: 'x', nan: NaN };
    expect(liveEntries(stored, now)).toEqual({ fresh: now + 1000 });
    expect(liveEntries('{bad', now)).toEqual({});
    expect(liveEntries([1, 2], now)).toEqual({});
    expect(addEntry({ old: now - 1 }, 'new', now, 10)).toEqual({ new: now + 10 });
  });
});
