import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../contract/schemas/search';
import { createUser, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();

const PASSWORD = 'Search-Pass-2026';

async function stream(uid: string, name: string, extra: { tags?: string[]; location?: string } = {}) {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/v1/stream',
    headers: withCookie(t.admin),
    payload: {
      uid,
      name,
      streamSource: 'demo://cam',
      tags: extra.tags ?? [],
      ...(extra.location ? { location: { name: extra.location } } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function user(name: string, fullName = ''): Promise<string> {
  await createUser(t.server, t.admin, { name, password: PASSWORD });
  if (fullName) {
    const res = await t.server.app.inject({
      method: 'PUT',
      url: `/v1/user/${name}`,
      headers: withCookie(t.admin),
      payload: { fullName },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return signIn(t.server, name, PASSWORD);
}

/** Lets a user view one stream. */
async function grantView(uid: string, login: string) {
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/v1/stream/${uid}/permissions`,
    headers: withCookie(t.admin),
    payload: { items: [{ login, level: 'view' }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function search(cookie: string, q: string, limit?: number): Promise<SearchItem[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await t.server.app.inject({
    method: 'GET',
    url: `/v1/system/internal/ui/search?${query}`,
    headers: withCookie(cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: SearchItem[] }).items;
}

const of = (items: SearchItem[], kind: SearchItem['kind']) => items.filter((i) => i.kind === kind);

describe('the search call', () => {
  it('ranks exact, then prefix, then word start, then anywhere, ties by name', async () => {
    await stream('s-any', 'Tailgate');
    await stream('s-word-b', 'North gate');
    await stream('s-word-a', 'East gate');
    await stream('s-prefix', 'Gatehouse');
    await stream('s-exact', 'Gate');
    await stream('s-none', 'Lobby');
    const items = of(await search(t.admin, 'gate'), 'stream');
    expect(items.map((i) => [i.name, i.rank])).toEqual([
      ['Gate', 'exact'],
      ['Gatehouse', 'prefix'],
      ['East gate', 'word'],
      ['North gate', 'word'],
      ['Tailgate', 'anywhere'],
    ]);
    // Case and spaces do not count; the stream carries what the console opens it with.
    expect(of(await search(t.admin, '  GATE  '), 'stream')[0]).toEqual({
      kind: 'stream',
      id: 's-exact',
      name: 'Gate',
      rank: 'exact',
      matched: 'name',
      tags: [],
      location: '',
      status: expect.any(String),
    });
  });

  it('finds streams by uid, tag and location, naming the field that matched', async () => {
    await stream('cam-0042', 'Front door', { tags: ['entrance', 'north'], location: 'Main building' });
    const [byUid] = of(await search(t.admin, 'cam-0042'), 'stream');
    expect(byUid).toMatchObject({ id: 'cam-0042', rank: 'exact', matched: 'uid' });
    const [byTag] = of(await search(t.admin, 'entr'), 'stream');
    expect(byTag).toMatchObject({ id: 'cam-0042', rank: 'prefix', matched: 'tag', tags: ['entrance', 'north'] });
    const [byLocation] = of(await search(t.admin, 'building'), 'stream');
    expect(byLocation).toMatchObject({ id: 'cam-0042', rank: 'word', matched: 'location', location: 'Main building' });
    expect(await search(t.admin, 'nothing like it')).toEqual([]);
  });

  it('ignores the case of letters in every script, as PostgreSQL does', async () => {
    await stream('cyr-1', 'Въезд Север', { tags: ['Парковка'] });
    for (const q of ['въезд', 'ВЪЕЗД СЕВЕР', 'север', 'парк']) {
      expect(
        of(await search(t.admin, q), 'stream').map((i) => i.id),
        q,
      ).toEqual(['cyr-1']);
    }
    expect(of(await search(t.admin, 'ЁЛКА'), 'stream')).toEqual([]);
  });

  it('leaves out the streams and mosaics a user may not see', async () => {
    await stream('granted', 'Yard camera');
    await stream('hidden', 'Yard gate');
    const viewer = await user('viewer');
    const outsider = await user('outsider');
    await grantView('granted', 'viewer');
    const mosaic = async (cookie: string, name: string, isShared: boolean) => {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/v1/mosaic',
        headers: withCookie(cookie),
        payload: { name, layout: { columns: 1, rows: 1 }, cells: [], isShared },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await mosaic(t.admin, 'Yard wall private', false);
    await mosaic(t.admin, 'Yard wall shared', true);
    await mosaic(viewer, 'Yard wall of the viewer', false);

    expect(of(await search(t.admin, 'yard'), 'stream').map((i) => i.id)).toEqual(['granted', 'hidden']);
    expect(of(await search(viewer, 'yard'), 'stream').map((i) => i.id)).toEqual(['granted']);
    expect(of(await search(outsider, 'yard'), 'stream')).toEqual([]);

    expect(of(await search(t.admin, 'yard wall'), 'mosaic').map((i) => i.name)).toEqual([
      'Yard wall of the viewer',
      'Yard wall private',
      'Yard wall shared',
    ]);
    expect(of(await search(viewer, 'yard wall'), 'mosaic').map((i) => i.name)).toEqual([
      'Yard wall of the viewer',
      'Yard wall shared',
    ]);
    expect(of(await search(outsider, 'yard wall'), 'mosaic')).toEqual([
      expect.objectContaining({ name: 'Yard wall shared', shared: true, owner: 'admin', rank: 'prefix' }),
    ]);
  });

  it('finds bookmarks by name, tag or description on the streams the caller may view only', async () => {
    await stream('dock-cam', 'Dock camera');
    await stream('vault-cam', 'Vault camera');
    const viewer = await user('bm-viewer');
    await grantView('dock-cam', 'bm-viewer');
    const bookmark = async (streamUid: string, name: string, extra: { tags?: string[]; description?: string }) => {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/v1/bookmark',
        headers: withCookie(t.admin),
        payload: { streamUid, name, startTime: '2026-11-24T10:00:00.000Z', ...extra },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }).id;
    };
    const van = await bookmark('dock-cam', 'Van at the dock', { tags: ['delivery'] });
    const tagged = await bookmark('dock-cam', 'Morning', { tags: ['Delivery late'] });
    const described = await bookmark('dock-cam', 'Forklift', { description: 'a delivery dropped' });
    await bookmark('vault-cam', 'Delivery to the vault', {});

    const found = of(await search(viewer, 'delivery'), 'bookmark');
    // The viewer never sees the vault's bookmark; the tag outranks the description's word.
    expect(found.map((i) => i.id)).toEqual([van, tagged, described]);
    expect(found.map((i) => i.matched)).toEqual(['tag', 'tag', 'description']);
    expect(found[0]).toMatchObject({ streamUid: 'dock-cam', time: '2026-11-24T10:00:00.000Z', rank: 'exact' });
    expect(of(await search(t.admin, 'delivery'), 'bookmark')).toHaveLength(4);
  });

  it('finds users by login or full name for administrators only', async () => {
    const operator = await user('operator', 'Olga Petrova');
    await user('petrov', 'Ivan Petrov');
    const found = of(await search(t.admin, 'petrov'), 'user');
    expect(found.map((i) => [i.id, i.rank, i.matched])).toEqual([
      ['petrov', 'exact', 'login'],
      ['operator', 'word', 'fullName'],
    ]);
    expect(found[1]).toMatchObject({ name: 'Olga Petrova', login: 'operator', fullName: 'Olga Petrova' });
    expect(of(await search(operator, 'petrov'), 'user')).toEqual([]);
    expect(of(await search(operator, 'admin'), 'user')).toEqual([]);
  });

  it('answers at most `limit` items of each kind, the best ones', async () => {
    for (let i = 0; i < 12; i += 1) await stream(`lot-${i}`, `Parking ${String(i).padStart(2, '0')}`);
    await stream('lot-exact', 'Parking');
    expect(of(await search(t.admin, 'parking'), 'stream')).toHaveLength(8);
    const three = of(await search(t.admin, 'parking', 3), 'stream');
    expect(three.map((i) => i.name)).toEqual(['Parking', 'Parking 00', 'Parking 01']);
  });

  it('finds the best ranks even when many names before them in the alphabet hold the query', async () => {
    // More "anywhere" matches than the candidates the database reads first (by name): the word
    // start and the prefix further down the alphabet must still come first.
    for (let i = 0; i < 30; i += 1) await stream(`tail-${i}`, `Alpha tailgate ${String(i).padStart(2, '0')}`);
    await stream('zulu', 'Zulu gate');
    await stream('keeper', 'Gatekeeper');
    const found = of(await search(t.admin, 'gate', 3), 'stream');
    expect(found.map((i) => [i.name, i.rank])).toEqual([
      ['Gatekeeper', 'prefix'],
      ['Zulu gate', 'word'],
      ['Alpha tailgate 00', 'anywhere'],
    ]);
  });

  it('refuses an empty, overlong or unknown query, and callers who are not signed in', async () => {
    const get = (url: string, cookie?: string) =>
      t.server.app.inject({ method: 'GET', url: `/v1/system/internal/ui/search${url}`, headers: withCookie(cookie) });
    expect((await get('?q=', t.admin)).statusCode).toBe(400);
    expect((await get(`?q=${'x'.repeat(201)}`, t.admin)).statusCode).toBe(400);
    expect((await get('?q=x&limit=0', t.admin)).statusCode).toBe(400);
    expect((await get('?q=x&kind=stream', t.admin)).statusCode).toBe(400);
    expect((await get('?q=x')).statusCode).toBe(401);
    // LIKE's wildcards are only themselves.
    await stream('pct', '100% gate');
    expect(of(await search(t.admin, '%'), 'stream').map((i) => i.id)).toEqual(['pct']);
    expect(await search(t.admin, '_')).toEqual([]);
  });
});
