import { describe, expect, it } from 'vitest';
import { compareRanked, normalizeSearchText, rankAll, rankFields, rankText } from './search-rank';

describe('the search ranking', () => {
  it('ranks exact, then prefix, then word start, then anywhere', () => {
    expect(rankText('Gate', 'gate')).toBe('exact');
    expect(rankText('Gate north', 'gate')).toBe('prefix');
    expect(rankText('North gate', 'gate')).toBe('word');
    expect(rankText('cam-gate-2', 'gate')).toBe('word');
    expect(rankText('Tailgate', 'gate')).toBe('anywhere');
    expect(rankText('Door', 'gate')).toBeNull();
  });

  it('ignores case and spaces around and between words, in any alphabet', () => {
    expect(rankText('  Парковка   Север ', 'парковка север')).toBe('exact');
    expect(rankText('Въезд СЕВЕР', 'север')).toBe('word');
    expect(normalizeSearchText(' A \t b ')).toBe('a b');
    expect(rankText('anything', '   ')).toBeNull();
  });

  it('takes a word start after a later occurrence inside a word', () => {
    // "ate" is inside "gate" first, then starts the word "ate".
    expect(rankText('gate ate', 'ate')).toBe('word');
    expect(rankText('gate', 'ate')).toBe('anywhere');
  });

  it('names the best field, the earlier one on a tie', () => {
    expect(
      rankFields(
        [
          ['name', 'Lobby camera'],
          ['uid', 'gate-1'],
          ['tag', ['gate', 'east']],
        ],
        'gate',
      ),
    ).toEqual({ rank: 'exact', field: 'tag' });
    expect(
      rankFields(
        [
          ['name', 'Gate one'],
          ['uid', 'gate-1'],
        ],
        'gate',
      ),
    ).toEqual({ rank: 'prefix', field: 'name' });
    expect(rankFields([['name', null]], 'x')).toBeNull();
  });

  it('sorts by rank, then by name ignoring case, then by id', () => {
    const items = [
      { rank: 'anywhere' as const, name: 'a', id: '1' },
      { rank: 'prefix' as const, name: 'b', id: '2' },
      { rank: 'prefix' as const, name: 'A', id: '3' },
      { rank: 'prefix' as const, name: 'a', id: '0' },
    ];
    expect(items.sort(compareRanked).map((i) => i.id)).toEqual(['0', '3', '2', '1']);
  });

  it('ranks a list and cuts it', () => {
    const streams = [
      { id: 'c', name: 'Tailgate' },
      { id: 'a', name: 'North gate' },
      { id: 'b', name: 'Gate' },
      { id: 'd', name: 'Door' },
      { id: 'e', name: 'Gatehouse' },
    ];
    const ranked = rankAll(streams, 'gate', (s) => [['name', s.name]] as const);
    expect(ranked.map((s) => [s.name, s.rank, s.matched])).toEqual([
      ['Gate', 'exact', 'name'],
      ['Gatehouse', 'prefix', 'name'],
      ['North gate', 'word', 'name'],
      ['Tailgate', 'anywhere', 'name'],
    ]);
    expect(rankAll(streams, 'gate', (s) => [['name', s.name]] as const, 2)).toHaveLength(2);
  });
});
