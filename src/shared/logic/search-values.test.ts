import { describe, expect, it } from 'vitest';
import { addValues } from './search-values';

describe('addValues', () => {
  it('adds a trimmed value and keeps the earlier ones', () => {
    expect(addValues(['gate'], '  lobby ', 20)).toEqual(['gate', 'lobby']);
  });

  it('splits at commas and drops empty and repeated parts', () => {
    expect(addValues(['gate'], 'dock, ,gate,roof,dock', 20)).toEqual(['gate', 'dock', 'roof']);
  });

  it('keeps at most max values', () => {
    expect(addValues(['a', 'b'], 'c,d', 3)).toEqual(['a', 'b', 'c']);
  });

  it('returns the same values for blank input', () => {
    expect(addValues(['a'], '   ', 20)).toEqual(['a']);
  });
});
