import { describe, expect, it, vi } from 'vitest';
import { createUser, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();

type Json = Record<string, unknown>;
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

async function stream(name: string, onDemand = false): Promise<string> {
  t.now += 1000;
  const res = await call('POST', '/v1/stream', t.admin, { name, streamSource: 'demo://cam', live: { onDemand } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { uid: string }).uid;
}

/** The stream's whole list of grants: each login may view it. */
async function grant(uid: string, ...logins: string[]) {
  const items = logins.map((login) => ({ login, level: 'view' }));
  const res = await call('POST', `/v1/stream/${uid}/permissions`, t.admin, { items });
  expect(res.statusCode, res.body).toBe(200);
}

async function user(name: string, maxStreamCreation = -1): Promise<string> {
  await createUser(t.server, t.admin, { name, password: `Mosaic-Pass-2026`, maxStreamCreation });
  return signIn(t.server, name, `Mosaic-Pass-2026`);
}

const twoByTwo = (uids: string[], isShared = false) => ({
  name: 'Lobby',
  layout: { columns: 2, rows: 2 },
  cells: uids.map((streamUid, position) => ({ position, streamUid })),
  isShared,
});

const audit = () => t.server.ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('mosaics', () => {
  it('are created, read, saved whole and deleted, each change in the audit log', async () => {
    const [a, b, c] = [await stream('Gate'), await stream('Hall'), await stream('Yard')];
    const created = await call('POST', '/v1/mosaic', t.admin, twoByTwo([a, b]));
    expect(created.statusCode, created.body).toBe(200);
    const mosaic = created.json() as Json & { id: string };
    expect(mosaic).toMatchObject({
      name: 'Lobby',
      owner: 'admin',
      isShared: false,
      layout: { columns: 2, rows: 2 },
      meta: { canAdmin: true },
      cells: [
        { access: 'view', position: 0, columnSpan: 1, rowSpan: 1, streamUid: a, name: 'Gate' },
        {
          access: 'view',
          position: 1,
          streamUid: b,
          name: 'Hall',
          playlistUrl: `/v1/stream/${b}/live/index.m3u8`,
          // A demo:// stream has a low-resolution rendition: small tiles play it.
          lowResPlaylistUrl: `/v1/stream/${b}/live/low.m3u8`,
        },
      ],
    });

    const onePlusFive = {
      name: 'Wall',
      layout: { columns: 3, rows: 3 },
      cells: [
        { position: 0, streamUid: c, columnSpan: 2, rowSpan: 2 },
        { position: 2, streamUid: a },
      ],
      isShared: true,
    };
    const saved = await call('POST', `/v1/mosaic/${mosaic.id}`, t.admin, onePlusFive);
    expect(saved.json()).toMatchObject({
      name: 'Wall',
      isShared: true,
      layout: { columns: 3, rows: 3 },
      cells: [
        { position: 0, columnSpan: 2, rowSpan: 2, streamUid: c },
        { position: 2, columnSpan: 1, streamUid: a },
      ],
    });
    expect((await call('GET', `/v1/mosaic/${mosaic.id}`, t.admin)).json()).toMatchObject({ name: 'Wall' });
    expect((await call('DELETE', `/v1/mosaic/${mosaic.id}`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/mosaic/${mosaic.id}`, t.admin)).statusCode).toBe(404);
    const actions = (await audit()).filter((e) => e.action.startsWith('mosaic.')).map((e) => [e.action, e.outcome]);
    expect(actions).toEqual([
      ['mosaic.create', 'success'],
      ['mosaic.save', 'success'],
      ['mosaic.delete', 'success'],
    ]);
  });

  it('refuse overlapping tiles, tiles beyond the layout and streams the caller may not view, naming the field', async () => {
    const a = await stream('Gate');
    const hidden = await stream('Vault');
    const olga = await user('olga');
    await grant(a, 'olga');
    const refusals: [object, string, string][] = [
      [{ ...twoByTwo([a]), cells: [{ position: 4, streamUid: a }] }, 'cells/0/position', 'mosaicTileOutside'],
      [
        { ...twoByTwo([a]), cells: [{ position: 1, streamUid: a, columnSpan: 2 }] },
        'cells/0/position',
        'mosaicTileOutside',
      ],
      [
        {
          ...twoByTwo([a]),
          cells: [
            { position: 0, streamUid: a, rowSpan: 2 },
            { position: 2, streamUid: a },
          ],
        },
        'cells/1/position',
        'mosaicTileOverlap',
      ],
      [twoByTwo([a, hidden]), 'cells/1/streamUid', 'mosaicStreamUnknown'],
      [twoByTwo([a, 'no-such-stream']), 'cells/1/streamUid', 'mosaicStreamUnknown'],
    ];
    for (const [body, field, reason] of refusals) {
      const res = await call('POST', '/v1/mosaic', olga, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError', field, reason });
    }
    expect((await audit()).filter((e) => e.action === 'mosaic.create' && e.outcome === 'denied')).toHaveLength(5);
    expect((await call('GET', '/v1/mosaics', olga)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('are seen by their owner and administrators, by others only when shared, and changed only by owner or admin', async () => {
    const a = await stream('Gate');
    const olga = await user('olga');
    const ivan = await user('ivan');
    const rita = await user('rita', 0);
    await grant(a, 'olga', 'ivan', 'rita');
    const own = (await call('POST', '/v1/mosaic', olga, { ...twoByTwo([a]), name: 'Private' })).json() as {
      id: string;
    };
    const shared = (await call('POST', '/v1/mosaic', olga, { ...twoByTwo([a], true), name: 'Shared' })).json() as {
      id: string;
    };

    const names = async (cookie: string) =>
      ((await call('GET', '/v1/mosaics', cookie)).json() as { items: { name: string }[] }).items.map((m) => m.name);
    expect(await names(olga)).toEqual(['Private', 'Shared']);
    expect(await names(t.admin)).toEqual(['Private', 'Shared']);
    expect(await names(ivan)).toEqual(['Shared']);
    expect(await names(rita)).toEqual(['Shared']);

    expect((await call('GET', `/v1/mosaic/${own.id}`, ivan)).statusCode).toBe(404);
    expect((await call('GET', `/v1/mosaic/${shared.id}`, ivan)).json()).toMatchObject({ meta: { canAdmin: false } });
    expect((await call('GET', `/v1/mosaic/${shared.id}`, t.admin)).json()).toMatchObject({ meta: { canAdmin: true } });
    expect((await call('POST', `/v1/mosaic/${shared.id}`, ivan, twoByTwo([a], true))).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/mosaic/${own.id}`, ivan)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/mosaic/${shared.id}`, ivan)).statusCode).toBe(403);
    // A read-only user creates none and edits none.
    expect((await call('POST', '/v1/mosaic', rita, twoByTwo([a]))).statusCode).toBe(403);
    expect(
      (await call('POST', `/v1/mosaic/${shared.id}`, t.admin, { ...twoByTwo([a], true), name: 'By admin' })).statusCode,
    ).toBe(200);
    expect(
      (await audit()).some((e) => e.action === 'mosaic.save' && e.outcome === 'denied' && e.actor === 'ivan'),
    ).toBe(true);
  });

  it('show a tile whose stream the caller may not view as no access, without its name or address', async () => {
    const [a, b] = [await stream('Gate'), await stream('Secret room')];
    const ivan = await user('ivan');
    await grant(a, 'ivan');
    const shared = (await call('POST', '/v1/mosaic', t.admin, twoByTwo([a, b], true))).json() as { id: string };
    const res = await call('GET', `/v1/mosaic/${shared.id}`, ivan);
    expect(res.json()).toMatchObject({
      cells: [
        { access: 'view', streamUid: a },
        { access: 'none', position: 1 },
      ],
    });
    expect(res.body).not.toContain('Secret room');
    expect(res.body).not.toContain(b);
  });

  it('search by name with wildcards taken literally, and page', async () => {
    const a = await stream('Gate');
    for (const name of ['North 50%', 'North 5', 'South_1', 'South-1']) {
      await call('POST', '/v1/mosaic', t.admin, { ...twoByTwo([a]), name });
    }
    const list = async (query: string) =>
      (await call('GET', `/v1/mosaics?${query}`, t.admin)).json() as { items: { name: string }[]; total: number };
    expect((await list('search=50%25')).items.map((m) => m.name)).toEqual(['North 50%']);
    expect((await list('search=h_1')).items.map((m) => m.name)).toEqual(['South_1']);
    expect(await list('page=2&pageSize=3')).toMatchObject({ total: 4, items: [{ name: 'South_1' }] });
  });

  it('hold the live-on-demand streams of a watched mosaic, and leave a deleted stream out', async () => {
    const [a, b] = [await stream('Gate', true), await stream('Hall', true)];
    const mosaic = (await call('POST', '/v1/mosaic', t.admin, twoByTwo([a, b]))).json() as { id: string };
    const lease = vi.spyOn(t.server.ctx.media, 'extendLease');
    await call('GET', `/v1/mosaic/${mosaic.id}`, t.admin);
    expect(lease).not.toHaveBeenCalled();
    await call('GET', `/v1/mosaic/${mosaic.id}?extend_lease=true`, t.admin);
    expect(lease.mock.calls.map(([uid]) => uid).sort()).toEqual([a, b].sort());

    expect((await call('DELETE', `/v1/stream/${b}?purge=true`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/mosaic/${mosaic.id}`, t.admin)).json()).toMatchObject({
      cells: [{ streamUid: a }],
    });
  });
});
