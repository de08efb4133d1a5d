import { describe, expect, it } from 'vitest';
import { archiveAtOf } from './archive-at';

const now = Date.parse('2026-11-22T12:00:00.000Z');

describe('the archive moment of a player address', () => {
  it('reads an ISO time in the past', () => {
    expect(archiveAtOf('2026-11-22T10:00:00.000Z', now)).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
  });
  it('ignores nothing, garbage and the future', () => {
    expect(archiveAtOf(null, now)).toBeNull();
    expect(archiveAtOf('', now)).toBeNull();
    expect(archiveAtOf('yesterday', now)).toBeNull();
    expect(archiveAtOf('2026-11-22T13:00:00.000Z', now)).toBeNull();
  });
});
