import { describe, expect, it } from 'vitest';
import { createUser, signIn, useTestServer, withCookie } from './helpers';

/* Each user's followed streams (docs/motion.md#following-streams): kept with the user, at most 200, read back visible only. */

const t = useTestServer();

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

async function createStream(uid: string) {
  const res = await call('POST', '/v1/stream', t.admin, { uid, name: uid, streamSource: `demo://${uid}` });
  expect(res.statusCode).toBe(200);
}

describe('followed streams', () => {
  it('are kept with the user and given back in their profile, in any browser', async () => {
    await createStream('gate');
    await createStream('yard');
    const saved = await call('PATCH', '/v1/user', t.admin, { followedStreams: ['yard', 'gate'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ followedStreams: ['yard', 'gate'] });
    const again = await signIn(t.server, 'admin', 'Strong-Pass-2026');
    expect((await call('GET', '/v1/user', again)).json()).toMatchObject({ followedStreams: ['yard', 'gate'] });
  });

  it('refuses more than 200 streams, a repeated one or a malformed uid, naming the field', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `cam-${i}`);
    for (const followedStreams of [many, ['gate', 'gate'], ['bad uid']]) {
      const res = await call('PATCH', '/v1/user', t.admin, { followedStreams });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError' });
      expect(JSON.stringify(res.json())).toContain('followedStreams');
    }
    const ok = await call('PATCH', '/v1/user', t.admin, { followedStreams: many.slice(0, 200) });
    expect(ok.statusCode).toBe(200);
  });

  it('leaves out, on read, a stream deleted or no longer granted, and one never visible', async () => {
    await createStream('gate');
    await createStream('yard');
    await createStream('vault');
    await createUser(t.server, t.admin, { name: 'olga', password: 'Lantern-Sky-2026' });
    for (const uid of ['gate', 'yard'])
      expect(
        (await call('POST', `/v1/stream/${uid}/permissions`, t.admin, { items: [{ login: 'olga', level: 'view' }] }))
          .statusCode,
      ).toBe(200);
    const olga = await signIn(t.server, 'olga', 'Lantern-Sky-2026');
    const saved = await call('PATCH', '/v1/user', olga, { followedStreams: ['gate', 'vault', 'yard', 'nowhere'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ followedStreams: ['gate', 'yard'] });
    // Her grant on the yard goes, the gate is deleted: both leave her list.
    await call('POST', '/v1/stream/yard/permissions', t.admin, { items: [] });
    expect((await call('DELETE', '/v1/stream/gate', t.admin)).statusCode).toBe(200);
    expect((await call('GET', '/v1/user', olga)).json()).toMatchObject({ followedStreams: [] });
  });

  it('are the own list of a user whose profile a directory manages, who may change nothing else', async () => {
    await createStream('gate');
    await createUser(t.server, t.admin, { name: 'dora', password: 'Lantern-Sky-2026' });
    const dora = await signIn(t.server, 'dora', 'Lantern-Sky-2026');
    await t.server.ctx.db.updateTable('users').set({ is_managed: 1 }).where('login', '=', 'dora').execute();
    await call('POST', '/v1/stream/gate/permissions', t.admin, { items: [{ login: 'dora', level: 'view' }] });
    const followed = await call('PATCH', '/v1/user', dora, { followedStreams: ['gate'] });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ followedStreams: ['gate'] });
    const renamed = await call('PATCH', '/v1/user', dora, { fullName: 'Dora', followedStreams: [] });
    expect(renamed.statusCode).toBe(403);
  });
});
