import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@/shared/routing/logic/route-table';
import {
  actionEntry,
  addRecent,
  flatten,
  fromSearch,
  groupEntries,
  matchLocal,
  MAX_RECENTS,
  moveActive,
  pageEntries,
  parseRecents,
  stillMatching,
  type PaletteEntry,
} from './palette';

const titleOf = (key: string) => `T:${key}`;
const user = { isAdmin: false, readOnly: false };

describe('the palette’s pages', () => {
  it('offers only the pages a role may open, without parameters, one per title', () => {
    const names = (role: typeof user) => pageEntries(pageRoutes, role, titleOf).map((p) => p.id);
    const plain = names(user);
    expect(plain).toEqual(
      expect.arrayContaining(['streams', 'mosaics', 'events', 'add-stream', 'create-mosaic', 'help', 'profile-info']),
    );
    // Parameters, signed-out pages, the chrome-less ones and administration are not for a plain user.
    for (const absent of ['stream-view', 'auth', 'init', 'watch', 'not-found', 'admin-users', 'user-add'])
      expect(plain).not.toContain(absent);
    // "My profile" is two pages (info and edit): one entry.
    expect(plain).not.toContain('profile-edit');
    expect(names({ isAdmin: false, readOnly: true })).not.toContain('add-stream');
    // Whoever may view a stream sees its events: read-only users too.
    expect(names({ isAdmin: false, readOnly: true })).toContain('events');
    expect(names({ isAdmin: true, readOnly: false })).toEqual(expect.arrayContaining(['admin-users', 'user-add']));
    expect(pageEntries(pageRoutes, user, titleOf).find((p) => p.id === 'help')?.label).toBe('T:help');
  });

  it('matches pages by their translated titles with the shared ranking', () => {
    const pages = pageEntries(pageRoutes, user, (key) => ({ help: 'Справка', streams: 'Потоки' })[key] ?? key);
    expect(matchLocal(pages, 'спр').map((p) => [p.id, p.rank])).toEqual([['help', 'prefix']]);
    expect(matchLocal(pages, 'ПОТОКИ')[0]).toMatchObject({ id: 'streams', rank: 'exact' });
  });
});

describe('grouping and order', () => {
  const actions = [actionEntry('theme-dark', 'Dark theme'), actionEntry('sign-out', 'Sign out')];
  const found = fromSearch([
    {
      kind: 'stream',
      id: 'cam-2',
      name: 'North theme park',
      rank: 'word',
      matched: 'name',
      tags: ['park'],
      location: 'North',
      status: 'running',
    },
    {
      kind: 'stream',
      id: 'cam-1',
      name: 'Theme gate',
      rank: 'prefix',
      matched: 'name',
      tags: [],
      location: '',
      status: 'idle',
    },
    {
      kind: 'user',
      id: 'olga',
      name: 'Olga Theme',
      login: 'olga',
      fullName: 'Olga Theme',
      rank: 'word',
      matched: 'fullName',
    },
  ]);

  it('turns the server’s items into entries with what opens them', () => {
    expect(found[0]).toEqual({
      key: 'stream:cam-2',
      kind: 'stream',
      id: 'cam-2',
      label: 'North theme park',
      detail: 'cam-2 · North · park',
      rank: 'word',
    });
    expect(found[2]).toMatchObject({ kind: 'user', id: 'olga', detail: 'olga' });
  });

  it('keeps of an older answer only what still holds the text typed now', () => {
    expect(stillMatching(found, 'park').map((e) => [e.id, e.rank])).toEqual([['cam-2', 'exact']]);
    expect(stillMatching(found, 'theme g').map((e) => e.id)).toEqual(['cam-1']);
    expect(stillMatching(found, 'zebra')).toEqual([]);
  });

  it('lists the group with the best match first, each group by rank then name', () => {
    const groups = groupEntries([...found, ...matchLocal(actions, 'theme')]);
    expect(groups.map((g) => g.kind)).toEqual(['stream', 'user', 'action']);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual(['cam-1', 'cam-2']);
    const exactAction = groupEntries([...found, ...matchLocal([actionEntry('x', 'Theme')], 'theme')]);
    expect(exactAction.map((g) => g.kind)).toEqual(['action', 'stream', 'user']);
    expect(flatten(exactAction).map((e) => e.id)).toEqual(['x', 'cam-1', 'cam-2', 'olga']);
  });
});

describe('the keys', () => {
  it('move with the arrows around the ends, and to the ends with Home and End', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 0, 'ArrowDown')).toBeNull();
    expect(moveActive(1, 3, 'Enter')).toBeNull();
  });
});

describe('recent choices', () => {
  const stream = (i: number): PaletteEntry => ({ key: `stream:${i}`, kind: 'stream', id: String(i), label: `S${i}` });

  it('keeps the newest first, once each, at most MAX_RECENTS, without ranks or actions', () => {
    let recents: PaletteEntry[] = [];
    for (let i = 0; i < MAX_RECENTS + 3; i += 1) recents = addRecent(recents, { ...stream(i), rank: 'exact' });
    expect(recents).toHaveLength(MAX_RECENTS);
    expect(recents[0]).toEqual(stream(MAX_RECENTS + 2));
    recents = addRecent(recents, stream(5));
    expect(recents.map((e) => e.id).slice(0, 2)).toEqual(['5', String(MAX_RECENTS + 2)]);
    expect(recents.filter((e) => e.id === '5')).toHaveLength(1);
    expect(addRecent(recents, actionEntry('sign-out', 'Sign out'))).toEqual(recents);
  });

  it('reads only the same user’s well-formed choices, never throwing', () => {
    const stored = { user: 'ann', entries: [stream(1), { kind: 'action', id: 'x', label: 'X' }, 'junk', { id: 2 }] };
    expect(parseRecents(stored, 'ann')).toEqual([stream(1)]);
    expect(parseRecents(stored, 'bob')).toEqual([]);
    for (const broken of [undefined, null, 'x', 42, { user: 'ann', entries: 'no' }])
      expect(parseRecents(broken, 'ann')).toEqual([]);
  });
});
