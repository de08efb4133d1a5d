import { describe, expect, it } from 'vitest';
import { ADMIN, createUser, sessionCookie, signIn, startServer, useTestServer, withCookie } from './helpers';

const t = useTestServer();

const signInRaw = (login: string, password: string, headers: Record<string, string> = {}) =>
  t.server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login, password }, headers });

describe('sign-in', () => {
  it('sets an HttpOnly SameSite session cookie and answers mustChangePassword', async () => {
    const res = await signInRaw(ADMIN.login, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mustChangePassword: false, user: { name: 'admin' } });
    const cookie = res.cookies.find((c) => c.name === 'vigil_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
  });

  it('marks the cookie Secure behind a trusted TLS proxy', async () => {
    await t.server.close();
    t.server = await startServer({ dir: t.server.dir, env: { VIGIL_TRUST_PROXY: '127.0.0.1' }, now: () => t.now });
    const res = await signInRaw(ADMIN.login, ADMIN.password, { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === 'vigil_session')?.secure).toBe(true);
  });

  it('gives a fresh session id at every sign-in and ends the one the browser carried', async () => {
    const first = await signIn(t.server, ADMIN.login, ADMIN.password);
    const second = sessionCookie(await signInRaw(ADMIN.login, ADMIN.password, withCookie(first)));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await t.server.app.inject({ url: '/v1/user', headers: withCookie(first) })).statusCode).toBe(401);
    expect((await t.server.app.inject({ url: '/v1/user', headers: withCookie(second) })).statusCode).toBe(200);
  });

  it('answers AuthorizationFailed for a wrong password and for an unknown login alike', async () => {
    for (const [login, password] of [
      [ADMIN.login, 'wrong-password'],
      ['nobody', 'whatever-1'],
    ] as const) {
      const res = await signInRaw(login, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'AuthorizationFailed', message: 'Incorrect login or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('rate-limits repeated failures per account with Retry-After, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signInRaw(ADMIN.login, 'wrong-password', { 'x-forwarded-for': `10.0.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const limited = await signInRaw(ADMIN.login, ADMIN.password, { 'x-forwarded-for': '10.0.0.99' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TooManyRequests');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    t.now += retryAfter * 1000 + 1;
    expect((await signInRaw(ADMIN.login, ADMIN.password)).statusCode).toBe(200);
  });

  it('tests no more passwords than the limit allows when 50 attempts arrive at once, the right one last', async () => {
    const burst = [
      ...Array.from({ length: 50 }, (_, i) => signInRaw(ADMIN.login, `wrong-password-${i}`)),
      signInRaw(ADMIN.login, ADMIN.password),
    ];
    const answers = await Promise.all(burst);
    const statuses = answers.map((r) => r.statusCode);
    // Five places per account in the window: at most five passwords are ever compared.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(46);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.every((r) => sessionCookie(r) === undefined)).toBe(true);
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keys the account limit on the account: locked by its login, its e-mail is locked too', async () => {
    for (let i = 0; i < 5; i++) expect((await signInRaw(ADMIN.login, 'wrong-password')).statusCode).toBe(401);
    const byEmail = await signInRaw(ADMIN.email, ADMIN.password);
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().code).toBe('TooManyRequests');
  });

  it('lets a right password through without spending a place, and a success clears nothing else', async () => {
    for (let i = 0; i < 4; i++) expect((await signInRaw(ADMIN.login, 'wrong-password')).statusCode).toBe(401);
    expect((await signInRaw(ADMIN.login, ADMIN.password)).statusCode).toBe(200);
    expect((await signInRaw(ADMIN.login, 'wrong-password')).statusCode).toBe(401);
    expect((await signInRaw(ADMIN.login, ADMIN.password)).statusCode).toBe(429);
  });

  it('rate-limits one client that tries many accounts', async () => {
    for (let i = 0; i < 30; i++) expect((await signInRaw(`guess${i}`, 'wrong-password')).statusCode).toBe(401);
    const limited = await signInRaw(ADMIN.login, ADMIN.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records sign-in success and failure in the audit log, without the password', async () => {
    await signInRaw(ADMIN.login, 'wrong-password');
    await signInRaw(ADMIN.login, ADMIN.password);
    const rows = await t.server.ctx.audit.latest(10);
    const signIns = rows.filter((r) => r.action === 'auth.sign-in').map((r) => r.outcome);
    expect(signIns).toEqual(['success', 'failure']);
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
    expect(JSON.stringify(rows)).not.toContain(ADMIN.password);
  });

  it('refuses a replayed cookie after sign-out', async () => {
    const cookie = await signIn(t.server, ADMIN.login, ADMIN.password);
    const out = await t.server.app.inject({ method: 'POST', url: '/v1/sign-out', headers: withCookie(cookie) });
    expect(out.statusCode).toBe(200);
    const replay = await t.server.app.inject({ url: '/v1/user', headers: withCookie(cookie) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('NotAuthorized');
  });

  it('sends a user created with mustChangePassword to change it', async () => {
    const admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: withCookie(admin),
      payload: { name: 'newbie', password: 'Fresh-start-77', permissionType: 'user', mustChangePassword: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await signInRaw('newbie', 'Fresh-start-77')).json().mustChangePassword).toBe(true);
  });

  it('answers a user who must change the password only about their profile until they have', async () => {
    const admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    await t.server.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: withCookie(admin),
      payload: { name: 'held', password: 'Fresh-start-77', permissionType: 'user', mustChangePassword: true },
    });
    const held = await signIn(t.server, 'held', 'Fresh-start-77');
    const get = (url: string, cookie = held) => t.server.app.inject({ url, headers: withCookie(cookie) });
    expect((await get('/v1/user')).json()).toMatchObject({ name: 'held', mustChangePassword: true });
    for (const url of ['/v1/streams', '/v1/tokens', '/v1/sessions']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'Forbidden', reason: 'passwordChangeRequired' });
    }
    const changed = await t.server.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: withCookie(held),
      payload: { oldPassword: 'Fresh-start-77', password: 'My-own-choice-81' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ mustChangePassword: false });
    const fresh = sessionCookie(changed) ?? held;
    expect((await get('/v1/streams', fresh)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('lets only administrators list and create users, and a read-only user is flagged', async () => {
    const admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    await createUser(t.server, admin, { name: 'viewer', password: 'Look-only-2026', maxStreamCreation: 0 });
    const viewer = await signIn(t.server, 'viewer', 'Look-only-2026');
    const me = (await t.server.app.inject({ url: '/v1/user', headers: withCookie(viewer) })).json();
    expect(me).toMatchObject({ name: 'viewer', isAdmin: false, isReadOnly: true, permissionType: 'user' });
    expect((await t.server.app.inject({ url: '/v1/users', headers: withCookie(viewer) })).statusCode).toBe(403);
    const list = await t.server.app.inject({ url: '/v1/users', headers: withCookie(admin) });
    expect(list.json().items.map((u: { name: string }) => u.name)).toEqual(['admin', 'viewer']);
    expect(list.body).not.toContain('scrypt');
  });

  it('refuses a weak password for a new user, naming the reason', async () => {
    const admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: withCookie(admin),
      payload: { name: 'keeper', password: 'Keeper-of-keys-1', permissionType: 'user' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PasswordNotComplexEnough',
      field: 'password',
      reason: 'passwordContainsLogin',
      message: 'Password is not complex enough: contains the login',
    });
  });

  it('refuses a duplicate login with AlreadyUsed', async () => {
    const admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    await createUser(t.server, admin, { name: 'viewer', password: 'Look-only-2026' });
    const again = await t.server.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: withCookie(admin),
      payload: { name: 'VIEWER', password: 'Look-only-2026', permissionType: 'user' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyUsed');
  });
});
