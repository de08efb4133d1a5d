import { describe, expect, it } from 'vitest';
import { toAuditLogEntry } from '../src/core/audit/repo';
import { ADMIN, createUser, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();

const get = (url: string, headers: Record<string, string>) => t.server.app.inject({ url, headers });

describe('sessions', () => {
  it('lists sessions newest lastSeenTime first and marks the current one', async () => {
    const a = await signIn(t.server, ADMIN.login, ADMIN.password);
    t.now += 60_000;
    const b = await signIn(t.server, ADMIN.login, ADMIN.password);
    t.now += 60_000;
    await get('/v1/user', withCookie(a)); // a is now the most recently seen
    t.now += 60_000;
    const list = (await get('/v1/sessions', withCookie(b))).json() as { lastSeenTime: string; current: boolean }[];
    const times = list.map((s) => Date.parse(s.lastSeenTime));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // b asks (so it is seen now), then a (seen a minute ago), then the unlock session (never seen since).
    expect(list.map((s) => s.current)).toEqual([true, false, false]);
    expect(times).toEqual([t.now, t.now - 60_000, Date.parse('2026-11-22T10:00:00Z')]);
  });

  it('terminates every other session and keeps the current one', async () => {
    const a = await signIn(t.server, ADMIN.login, ADMIN.password);
    const b = await signIn(t.server, ADMIN.login, ADMIN.password);
    const res = await t.server.app.inject({ method: 'POST', url: '/v1/sessions/terminate', headers: withCookie(b) });
    expect(res.json()).toEqual({ terminated: 2 });
    expect((await get('/v1/user', withCookie(a))).statusCode).toBe(401);
    expect((await get('/v1/user', withCookie(b))).statusCode).toBe(200);
  });

  it('ends one session by id, and only the user’s own', async () => {
    const a = await signIn(t.server, ADMIN.login, ADMIN.password);
    const b = await signIn(t.server, ADMIN.login, ADMIN.password);
    const list = (await get('/v1/sessions', withCookie(b))).json() as { id: string; current: boolean }[];
    const target = list.filter((s) => !s.current);
    expect(target).toHaveLength(2);
    for (const s of target) {
      const res = await t.server.app.inject({ method: 'DELETE', url: `/v1/session/${s.id}`, headers: withCookie(b) });
      expect(res.statusCode).toBe(200);
    }
    expect((await get('/v1/user', withCookie(a))).statusCode).toBe(401);
    const missing = await t.server.app.inject({
      method: 'DELETE',
      url: '/v1/session/does-not-exist',
      headers: withCookie(b),
    });
    expect(missing.statusCode).toBe(404);

    // Another user cannot end this user's session, even knowing its id.
    await createUser(t.server, b, { name: 'mallory', password: 'Not-my-session-1' });
    const mallory = await signIn(t.server, 'mallory', 'Not-my-session-1');
    const mine = list.find((s) => s.current);
    const foreign = await t.server.app.inject({
      method: 'DELETE',
      url: `/v1/session/${mine?.id}`,
      headers: withCookie(mallory),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get('/v1/user', withCookie(b))).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('changes the password only with the old one, ends other sessions and refreshes this one', async () => {
    const other = await signIn(t.server, ADMIN.login, ADMIN.password);
    const mine = await signIn(t.server, ADMIN.login, ADMIN.password);
    const patch = (payload: object) =>
      t.server.app.inject({ method: 'PATCH', url: '/v1/user', headers: withCookie(mine), payload });

    const wrong = await patch({ password: 'Brand-new-pass-9', oldPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('InvalidOldPassword');
    const same = await patch({ password: ADMIN.password, oldPassword: ADMIN.password });
    expect(same.json().code).toBe('SameOldAndNewPassword');
    const weak = await patch({ password: 'short', oldPassword: ADMIN.password });
    expect(weak.json()).toMatchObject({
      code: 'PasswordNotComplexEnough',
      field: 'password',
      reason: 'passwordTooShort',
    });
    const withLogin = await patch({ password: `New-${ADMIN.login}-pass-9`, oldPassword: ADMIN.password });
    expect(withLogin.json()).toMatchObject({ code: 'PasswordNotComplexEnough', reason: 'passwordContainsLogin' });

    const ok = await patch({ password: 'Brand-new-pass-9', oldPassword: ADMIN.password });
    expect(ok.statusCode).toBe(200);
    const refreshed = ok.cookies.find((c) => c.name === 'vigil_session')?.value;
    expect(refreshed).toBeDefined();
    expect(refreshed).not.toBe(mine);
    expect((await get('/v1/user', withCookie(other))).statusCode).toBe(401);
    expect((await get('/v1/user', withCookie(mine))).statusCode).toBe(401);
    expect((await get('/v1/user', withCookie(refreshed))).statusCode).toBe(200);
    await signIn(t.server, ADMIN.login, 'Brand-new-pass-9');
  });

  it('needs the current password to change the e-mail, but not the name or language', async () => {
    const mine = await signIn(t.server, ADMIN.login, ADMIN.password);
    const patch = (payload: object) =>
      t.server.app.inject({ method: 'PATCH', url: '/v1/user', headers: withCookie(mine), payload });
    expect((await patch({ email: 'new@example.com' })).json().code).toBe('InvalidOldPassword');
    const ok = await patch({
      email: 'new@example.com',
      oldPassword: ADMIN.password,
      fullName: 'Ada Admin',
      language: 'ru',
    });
    expect(ok.json()).toMatchObject({ email: 'new@example.com', fullName: 'Ada Admin', language: 'ru' });
  });
});

describe('API tokens', () => {
  it('authenticates as Bearer, never shows the secret again, and stops when deleted', async () => {
    const cookie = await signIn(t.server, ADMIN.login, ADMIN.password);
    const created = await t.server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: withCookie(cookie),
      payload: { name: 'ci', expireTime: '2027-01-01T00:00:00Z' },
    });
    expect(created.statusCode).toBe(200);
    const { id, secret } = created.json() as { id: string; secret: string };
    expect(secret).toMatch(/^vgl_[A-Za-z0-9_-]{43}$/);

    const bearer = { authorization: `Bearer ${secret}` };
    expect((await get('/v1/user', bearer)).json().name).toBe(ADMIN.login);

    const list = await get('/v1/tokens', withCookie(cookie));
    expect(list.json()).toEqual([
      {
        id,
        name: 'ci',
        expireTime: '2027-01-01T00:00:00.000Z',
        createdTime: expect.any(String),
        lastUsedTime: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(secret);
    expect(JSON.stringify(await t.server.ctx.db.selectFrom('tokens').selectAll().execute())).not.toContain(secret);

    const del = await t.server.app.inject({ method: 'DELETE', url: `/v1/token/${id}`, headers: withCookie(cookie) });
    expect(del.statusCode).toBe(200);
    expect((await get('/v1/user', bearer)).statusCode).toBe(401);
  });

  it('stops working at its expiry time and refuses an expiry in the past', async () => {
    const cookie = await signIn(t.server, ADMIN.login, ADMIN.password);
    const past = await t.server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: withCookie(cookie),
      payload: { name: 'old', expireTime: '2020-01-01T00:00:00Z' },
    });
    expect(past.json().code).toBe('ValidationError');
    const created = await t.server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: withCookie(cookie),
      payload: { name: 'short', expireTime: new Date(t.now + 60_000).toISOString() },
    });
    const bearer = { authorization: `Bearer ${created.json().secret}` };
    expect((await get('/v1/user', bearer)).statusCode).toBe(200);
    t.now += 61_000;
    expect((await get('/v1/user', bearer)).statusCode).toBe(401);
  });
});

describe('what an API token may do', () => {
  const tokenOf = async (cookie: string) => {
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: withCookie(cookie),
      payload: { name: 'script' },
    });
    return { authorization: `Bearer ${res.json().secret as string}` };
  };
  const refusedForToken = { code: 'Forbidden', reason: 'sessionRequired' };

  it('makes no further tokens and changes neither the password nor the e-mail; other profile fields it may', async () => {
    const cookie = await signIn(t.server, ADMIN.login, ADMIN.password);
    const bearer = await tokenOf(cookie);
    const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
      t.server.app.inject({ method, url, headers: bearer, payload });

    const another = await call('POST', '/v1/token', { name: 'from a token' });
    expect([another.statusCode, another.json()]).toEqual([403, expect.objectContaining(refusedForToken)]);
    expect((await get('/v1/tokens', bearer)).json()).toHaveLength(1);

    const refused = [
      await call('PATCH', '/v1/user', { email: 'taken@example.com', oldPassword: ADMIN.password }),
      await call('PATCH', '/v1/user', { password: 'Taken-over-2026', oldPassword: ADMIN.password }),
      // Refused before the old password is looked at: a token cannot be used to try passwords.
      await call('PATCH', '/v1/user', { password: 'Taken-over-2026', oldPassword: 'a guess' }),
      // Nor through the users administration, for the administrator's own account.
      await call('PUT', `/v1/user/${ADMIN.login}`, { password: 'Taken-over-2026' }),
      await call('PUT', `/v1/user/${ADMIN.login}`, { email: 'taken@example.com' }),
    ];
    for (const res of refused)
      expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining(refusedForToken)]);
    expect((await get('/v1/user', bearer)).json()).toMatchObject({ email: ADMIN.email });
    expect(await signIn(t.server, ADMIN.login, ADMIN.password)).toBeTruthy();
    const denied = (await t.server.ctx.db.selectFrom('audit_log').selectAll().execute())
      .map(toAuditLogEntry)
      .filter((e) => e.action === 'access.denied' && e.details.reason === 'sessionRequired');
    expect(denied).toHaveLength(6);

    // The same e-mail as now is no change; the name, full name and language are the token's to change.
    const renamed = await call('PATCH', '/v1/user', { fullName: 'Build Bot', language: 'ru', email: ADMIN.email });
    expect([renamed.statusCode, renamed.json()]).toEqual([200, expect.objectContaining({ fullName: 'Build Bot' })]);
    const edited = await call('PUT', `/v1/user/${ADMIN.login}`, { fullName: 'Ada Admin' });
    expect(edited.statusCode).toBe(200);
  });

  it('with a signed-in session the same changes go through', async () => {
    const cookie = await signIn(t.server, ADMIN.login, ADMIN.password);
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.server.app.inject({ method, url, headers: withCookie(cookie), payload });
    expect((await call('POST', '/v1/token', { name: 'from a session' })).statusCode).toBe(200);
    const changed = await call('PATCH', '/v1/user', { email: 'mine@example.com', oldPassword: ADMIN.password });
    expect(changed.json()).toMatchObject({ email: 'mine@example.com' });
  });
});
