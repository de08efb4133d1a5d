import { describe, expect, it } from 'vitest';
import { movedSelection, reviewActionFor } from './review-keys';

const key = (k: string, more: Partial<Parameters<typeof reviewActionFor>[0]> = {}) =>
  reviewActionFor({ key: k, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...more });

describe('reviewing events from the keyboard', () => {
  it('maps j, k, Space and r, in either case, and leaves modified keys and fields alone', () => {
    expect(key('j')).toBe('next');
    expect(key('K')).toBe('previous');
    expect(key(' ')).toBe('toggleClip');
    expect(key('r')).toBe('toggleReviewed');
    expect(key('x')).toBeNull();
    expect(key('r', { ctrlKey: true })).toBeNull();
    expect(key('j', { inField: true })).toBeNull();
  });

  it('moves the selection within the page, stopping at its ends', () => {
    const ids = ['a', 'b', 'c'];
    expect(movedSelection(ids, null, 1)).toBe('a');
    expect(movedSelection(ids, null, -1)).toBe('c');
    expect(movedSelection(ids, 'a', 1)).toBe('b');
    expect(movedSelection(ids, 'c', 1)).toBe('c');
    expect(movedSelection(ids, 'a', -1)).toBe('a');
    expect(movedSelection(ids, 'gone', 1)).toBe('a');
    expect(movedSelection([], 'a', 1)).toBeNull();
  });
});
