import { demoOverlayMask } from '../src/media/demo-scene';
import { describe, expect, it, vi } from 'vitest';
import { createUser, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();

type Json = Record<string, unknown>;
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: object,
) => t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

async function create(cookie: string, body: Json): Promise<string> {
  t.now += 1000;
  const res = await call('POST', '/v1/stream', cookie, { streamSource: 'demo://cam', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { uid: string }).uid;
}

describe('streams', () => {
  it('creates, reads, edits and deletes a stream', async () => {
    const uid = await create(t.admin, { name: 'Front door', tags: ['outdoor'], archive: { isEnable: true } });
    expect(uid).toMatch(/^front-door-[0-9a-f]{4}$/);
    const got = (await call('GET', `/v1/stream/${uid}`, t.admin)).json() as Json;
    expect(got).toMatchObject({
      uid,
      name: 'Front door',
      tags: ['outdoor'],
      streamSource: 'demo://cam',
      archive: { isEnable: true },
      live: { onDemand: false, playlistUrl: `/v1/stream/${uid}/live/index.m3u8` },
      meta: { canManage: true },
    });
    const edited = await call('PUT', `/v1/stream/${uid}`, t.admin, { name: 'Back door', tags: ['indoor', 'east'] });
    expect(edited.json()).toMatchObject({ name: 'Back door', tags: ['indoor', 'east'] });
    expect((await call('DELETE', `/v1/stream/${uid}?purge=true`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/stream/${uid}`, t.admin)).statusCode).toBe(404);
  });

  it('records a new stream unless asked not to, and a live-on-demand one only when asked', async () => {
    const archiveOf = async (uid: string) =>
      ((await call('GET', `/v1/stream/${uid}`, t.admin)).json() as { archive: { isEnable: boolean } }).archive.isEnable;
    expect(await archiveOf(await create(t.admin, { name: 'Default' }))).toBe(true);
    expect(await archiveOf(await create(t.admin, { name: 'Not kept', archive: { isEnable: false } }))).toBe(false);
    expect(await archiveOf(await create(t.admin, { name: 'Watched', live: { onDemand: true } }))).toBe(false);
    const both = { name: 'Watched and kept', live: { onDemand: true }, archive: { isEnable: true } };
    expect(await archiveOf(await create(t.admin, both))).toBe(true);
  });

  it("finds motion in a new stream by default; a demo picture's own clocks are masked, unless a mask is given", async () => {
    const motionOf = async (uid: string) =>
      ((await call('GET', `/v1/stream/${uid}`, t.admin)).json() as { motion: { isEnable: boolean; mask: number[] } })
        .motion;
    expect(await motionOf(await create(t.admin, { name: 'Camera', streamSource: 'rtsp://192.0.2.10/live' }))).toEqual(
      expect.objectContaining({ isEnable: true, mask: [] }),
    );
    const demo = await motionOf(await create(t.admin, { name: 'Demo picture' }));
    expect(demo.isEnable).toBe(true);
    expect(demo.mask).toEqual(demoOverlayMask(320, 180));
    expect(demo.mask.length).toBeGreaterThan(16);
    expect(await motionOf(await create(t.admin, { name: 'Demo, own mask', motion: { mask: [3] } }))).toEqual(
      expect.objectContaining({ isEnable: true, mask: [3] }),
    );
  });

  it('deletes the recordings at once only when asked to purge; else retention removes them later', async () => {
    const purge = vi.spyOn(t.server.ctx.media, 'purge');
    const kept = await create(t.admin, { name: 'Kept' });
    const purged = await create(t.admin, { name: 'Purged' });
    expect((await call('DELETE', `/v1/stream/${kept}`, t.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/stream/${purged}?purge=true`, t.admin)).statusCode).toBe(200);
    expect(purge.mock.calls).toEqual([[purged]]);
  });

  it('refuses unsafe sources before anything runs, naming the field', async () => {
    for (const streamSource of [
      'file:///etc/passwd',
      '-rtsp://x',
      'http://host/a;rm -rf /',
      'concat:a|b',
      'demo://a`b`',
    ]) {
      const res = await call('POST', '/v1/stream', t.admin, { name: 'x', streamSource });
      expect(res.statusCode, streamSource).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError' });
    }
  });

  it('says why a source that passes the pattern is refused, as a reason the console translates', async () => {
    const cases = [
      ['file:///etc/passwd', 'fileSourcesDisabled'], // this server has no media folder
      ['http://host/a;rm', 'sourceShellCharacters'],
      ['demo://a`b`', 'sourceShellCharacters'],
      ['rtsp://cam/a/../b', 'sourceDotDot'],
    ] as const;
    for (const [streamSource, reason] of cases) {
      const res = await call('POST', '/v1/stream', t.admin, { name: 'x', streamSource });
      expect(res.json(), streamSource).toMatchObject({ code: 'ValidationError', field: 'streamSource', reason });
    }
  });

  it('pauses and resumes with the new status in the answer', async () => {
    const uid = await create(t.admin, { name: 'Yard' });
    expect((await call('POST', `/v1/stream/pause/${uid}`, t.admin)).json()).toEqual({ status: 'paused' });
    expect((await call('GET', `/v1/stream/${uid}`, t.admin)).json()).toMatchObject({ status: 'paused' });
    const resumed = (await call('POST', `/v1/stream/resume/${uid}`, t.admin)).json() as { status: string };
    expect(['pending', 'running']).toContain(resumed.status);
  });

  it('lists with paging, search over name, uid and tags, and the newest first', async () => {
    await create(t.admin, { name: 'Alpha', tags: ['gate'] });
    await create(t.admin, { name: 'Beta' });
    await create(t.admin, { name: 'Gamma 50%', tags: ['roof'] });
    const page1 = (await call('GET', '/v1/streams?pageSize=2', t.admin)).json() as { items: Json[]; total: number };
    expect(page1.total).toBe(3);
    expect(page1.items.map((s) => s.name)).toEqual(['Gamma 50%', 'Beta']);
    const byName = (await call('GET', '/v1/streams?sortType=name', t.admin)).json() as { items: Json[] };
    expect(byName.items.map((s) => s.name)).toEqual(['Alpha', 'Beta', 'Gamma 50%']);
    const search = async (q: string) =>
      ((await call('GET', `/v1/streams?${q}`, t.admin)).json() as { items: Json[] }).items.map((s) => s.name);
    expect(await search('searchingValues=ROOF')).toEqual(['Gamma 50%']);
    expect(await search('searchingValues=a&searchingValues=gate')).toEqual(['Alpha']);
    expect(await search('searchingValues=%25')).toEqual(['Gamma 50%']);
  });

  it('groups by tag, with a stream in each of its groups and the untagged group last', async () => {
    await create(t.admin, { name: 'A', tags: ['north', 'gate'] });
    await create(t.admin, { name: 'B', tags: ['north'] });
    await create(t.admin, { name: 'C' });
    const list = (await call('GET', '/v1/streams?groupType=tag&sortType=name', t.admin)).json() as {
      items: Json[];
      groups: { tag: string | null; count: number; uids: string[] }[];
      total: number;
    };
    expect(list.groups.map((g) => [g.tag, g.count])).toEqual([
      ['gate', 1],
      ['north', 2],
      [null, 1],
    ]);
    expect(list.total).toBe(4);
    expect(list.items.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(list.groups[1]?.uids).toHaveLength(2);
  });

  it('shows a user only the streams granted, hides the source, and refuses the rest', async () => {
    await createUser(t.server, t.admin, { name: 'guard', password: 'Night-watch-77' });
    const guard = await signIn(t.server, 'guard', 'Night-watch-77');
    const allowed = await create(t.admin, { name: 'Allowed', streamSource: 'rtsp://cam:secret@10.0.0.5/live' });
    const hidden = await create(t.admin, { name: 'Hidden' });
    const grant = await call('POST', `/v1/stream/${allowed}/permissions`, t.admin, {
      items: [{ login: 'guard', level: 'view' }],
    });
    expect(grant.json()).toEqual({
      items: [{ login: 'guard', streamUid: allowed, streamName: 'Allowed', level: 'view' }],
    });

    const list = await call('GET', '/v1/streams', guard);
    expect((list.json() as { items: Json[] }).items.map((s) => s.uid)).toEqual([allowed]);
    expect(list.body).not.toContain('secret');
    expect((await call('GET', `/v1/stream/${allowed}`, guard)).json()).toMatchObject({
      streamSource: null,
      meta: { canManage: false },
    });
    expect((await call('GET', `/v1/stream/${hidden}`, guard)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/stream/${allowed}`, guard, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('GET', `/v1/stream/${allowed}/logs`, guard)).statusCode).toBe(403);
    expect((await call('GET', '/v1/user/guard/permissions', t.admin)).json()).toMatchObject({
      items: [{ streamUid: allowed }],
    });
  });

  it('lets a user manage what they create, within their quota; read-only users create nothing', async () => {
    await createUser(t.server, t.admin, { name: 'maker', password: 'Build-things-77', maxStreamCreation: 1 });
    await createUser(t.server, t.admin, { name: 'looker', password: 'Only-watch-77', maxStreamCreation: 0 });
    const maker = await signIn(t.server, 'maker', 'Build-things-77');
    const looker = await signIn(t.server, 'looker', 'Only-watch-77');
    const uid = await create(maker, { name: 'Mine' });
    expect((await call('PUT', `/v1/stream/${uid}`, maker, { name: 'Still mine' })).statusCode).toBe(200);
    const second = await call('POST', '/v1/stream', maker, { name: 'Two', streamSource: 'demo://two' });
    expect(second.json()).toMatchObject({ code: 'QuotaReached' });
    expect((await call('POST', '/v1/stream', looker, { name: 'No', streamSource: 'demo://no' })).statusCode).toBe(403);
    await call('POST', `/v1/stream/${uid}/permissions`, t.admin, { items: [{ login: 'looker', level: 'manage' }] });
    expect((await call('POST', `/v1/stream/pause/${uid}`, looker)).statusCode).toBe(403);
    expect((await call('GET', `/v1/stream/${uid}`, looker)).json()).toMatchObject({ meta: { canManage: false } });
  });

  it('gives share links that open one stream to anyone holding them, until revoked or expired', async () => {
    const uid = await create(t.admin, { name: 'Shared' });
    const other = await create(t.admin, { name: 'Not shared' });
    const share = (await call('GET', `/v1/stream/${uid}/share`, t.admin)).json() as Json & { token: string };
    expect(share.url).toBe(`/ui/watch/${uid}#share=${encodeURIComponent(share.token)}`);
    const holder = (url: string, token = share.token, cookie?: string) =>
      t.server.app.inject({ method: 'GET', url, headers: { ...withCookie(cookie), 'x-vigil-share': token } });

    const seen = await holder(`/v1/stream/${uid}`);
    expect(seen.statusCode).toBe(200);
    // What a viewer sees: never the source.
    expect(seen.json()).toMatchObject({ uid, name: 'Shared', streamSource: null, meta: { canManage: false } });
    // A signed-in user without access of their own is let in by the link too.
    await createUser(t.server, t.admin, { name: 'stranger', password: 'Just-passing-77' });
    const stranger = await signIn(t.server, 'stranger', 'Just-passing-77');
    expect((await call('GET', `/v1/stream/${uid}`, stranger)).statusCode).toBe(404);
    expect((await holder(`/v1/stream/${uid}`, share.token, stranger)).json()).toMatchObject({ streamSource: null });
    // One stream only, and only what watching needs; no token, no entry.
    expect((await holder(`/v1/stream/${other}`)).statusCode).toBe(404);
    expect((await holder(`/v1/stream/${uid}/logs`)).statusCode).toBe(401);
    expect((await holder('/v1/streams')).statusCode).toBe(401);
    expect((await call('GET', `/v1/stream/${uid}`, undefined)).statusCode).toBe(401);
    expect((await holder(`/v1/stream/${uid}`, `${share.token}x`)).statusCode).toBe(404);

    await call('DELETE', `/v1/stream/${uid}/share`, t.admin);
    expect((await holder(`/v1/stream/${uid}`)).json()).toMatchObject({ code: 'NotFound' });
    const fresh = (await call('GET', `/v1/stream/${uid}/share`, t.admin)).json() as { token: string };
    expect((await holder(`/v1/stream/${uid}`, fresh.token)).statusCode).toBe(200);
    t.now += 8 * 24 * 3600_000;
    expect((await holder(`/v1/stream/${uid}`, fresh.token)).statusCode).toBe(404);
  });

  it('refuses path-like and oversized uids', async () => {
    for (const uid of ['..%2F..%2Fetc', '%2e%2e', 'a%00b', 'x'.repeat(100)]) {
      expect([400, 404]).toContain((await call('GET', `/v1/stream/${uid}`, t.admin)).statusCode);
    }
    const dup = await call('POST', '/v1/stream', t.admin, { uid: 'fixed', name: 'One', streamSource: 'demo://a' });
    expect(dup.statusCode).toBe(200);
    expect(
      (await call('POST', '/v1/stream', t.admin, { uid: 'fixed', name: 'Two', streamSource: 'demo://b' })).statusCode,
    ).toBe(409);
  });

  it('does not tell a user who may create streams whether a uid they cannot see exists', async () => {
    await create(t.admin, { uid: 'hidden-cam', name: 'Hidden' });
    await createUser(t.server, t.admin, { name: 'maker', password: 'Build-things-77' });
    const maker = await signIn(t.server, 'maker', 'Build-things-77');
    const taken = await call('POST', '/v1/stream', maker, {
      uid: 'hidden-cam',
      name: 'Mine',
      streamSource: 'demo://a',
    });
    const free = await call('POST', '/v1/stream', maker, { uid: 'free-cam', name: 'Mine', streamSource: 'demo://a' });
    // The same answer whether the uid is taken or not: only administrators choose a uid.
    expect(taken.statusCode).toBe(400);
    expect(free.statusCode).toBe(400);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json()).toMatchObject({ code: 'ValidationError', field: 'uid' });
    // Without a uid the server makes one from the name.
    const made = await call('POST', '/v1/stream', maker, { name: 'Hidden', streamSource: 'demo://a' });
    expect(made.statusCode).toBe(200);
    expect(made.json().uid).toMatch(/^hidden-[0-9a-f]{4}$/);
  });
});
