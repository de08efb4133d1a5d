import { describe, expect, it } from 'vitest';
import { toAuditLogEntry } from '../src/core/audit/repo';
import { ADMIN, createUser, removeDir, signIn, startServer, unlock, useTestServer, withCookie } from './helpers';

const t = useTestServer();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = t.admin, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

const audit = async () =>
  (await t.server.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'asc').execute()).map(toAuditLogEntry);
/** The last entry of an action on users (a refusal of access may come after it). */
const lastUserChange = async () => (await audit()).filter((e) => e.action.startsWith('user.')).at(-1);

describe('one user', () => {
  it('reads and edits a user; a new password ends its sessions and can ask for a change at sign-in', async () => {
    await createUser(t.server, t.admin, { name: 'ann', password: 'First-pass-2026' });
    const ann = await signIn(t.server, 'ann', 'First-pass-2026');
    expect((await call('GET', '/v1/user/ann')).json()).toMatchObject({ name: 'ann', isBlocked: false });

    const edited = await call('PUT', '/v1/user/ann', t.admin, {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      maxStreamCreation: 0,
      password: 'Second-pass-2026',
      mustChangePassword: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ fullName: 'Ann Lee', email: 'ann@example.com', isReadOnly: true });
    expect((await call('GET', '/v1/user', ann)).statusCode).toBe(401);
    const last = await lastUserChange();
    expect(last).toMatchObject({ action: 'user.update', target: 'ann', outcome: 'success' });
    expect(String(last?.details.fields).split(',')).toContain('password');
    expect(JSON.stringify(last)).not.toContain('Second-pass');
    const again = await t.server.app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      payload: { login: 'ann', password: 'Second-pass-2026' },
    });
    expect(again.json()).toMatchObject({ mustChangePassword: true });
  });

  it('refuses an e-mail another user holds, on the field', async () => {
    await createUser(t.server, t.admin, { name: 'bob', password: 'First-pass-2026' });
    const res = await call('PUT', '/v1/user/bob', t.admin, { email: ADMIN.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'AlreadyUsed', field: 'email' });
  });

  it('refuses to edit the directory fields of a managed user, and says so in the audit log', async () => {
    await createUser(t.server, t.admin, { name: 'dir', password: 'First-pass-2026' });
    await t.server.ctx.db.updateTable('users').set({ is_managed: 1 }).where('login', '=', 'dir').execute();
    const res = await call('PUT', '/v1/user/dir', t.admin, { fullName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ActionNotAcceptable', reason: 'userManaged' });
    expect(await lastUserChange()).toMatchObject({
      action: 'user.update',
      outcome: 'denied',
      details: { reason: 'userManaged' },
    });
    // What the console owns may still change.
    expect((await call('PUT', '/v1/user/dir', t.admin, { language: 'ru' })).json()).toMatchObject({ language: 'ru' });
  });

  it('answers 404 for a user that does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/v1/user/ghost'],
      ['DELETE', '/v1/user/ghost'],
      ['POST', '/v1/user/ghost/block'],
      ['GET', '/v1/user/ghost/sessions'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('blocking and deleting', () => {
  it("blocking ends the user's sessions and deletes its tokens; unblocking restores sign-in, neither sessions nor tokens", async () => {
    await createUser(t.server, t.admin, { name: 'cat', password: 'First-pass-2026' });
    const cat = await signIn(t.server, 'cat', 'First-pass-2026');
    const token = await call('POST', '/v1/token', cat, { name: 'ci' });
    const bearer = { authorization: `Bearer ${token.json().secret as string}` };
    expect((await t.server.app.inject({ url: '/v1/user', headers: bearer })).statusCode).toBe(200);

    const blocked = await call('POST', '/v1/user/cat/block');
    expect(blocked.json()).toMatchObject({ isBlocked: true });
    expect((await call('GET', '/v1/user', cat)).statusCode).toBe(401);
    expect((await t.server.app.inject({ url: '/v1/user', headers: bearer })).statusCode).toBe(401);
    const refused = await t.server.app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      payload: { login: 'cat', password: 'First-pass-2026' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await lastUserChange()).toMatchObject({
      action: 'user.block',
      target: 'cat',
      outcome: 'success',
      details: { sessionsEnded: 1, tokensRevoked: 1 },
    });

    expect((await call('POST', '/v1/user/cat/unblock')).json()).toMatchObject({ isBlocked: false });
    expect((await call('GET', '/v1/user', cat)).statusCode).toBe(401);
    const again = await signIn(t.server, 'cat', 'First-pass-2026');
    // The token made before the block is gone for good: it does not work, and its owner no longer lists it.
    expect((await t.server.app.inject({ url: '/v1/user', headers: bearer })).statusCode).toBe(401);
    expect((await call('GET', '/v1/tokens', again)).json()).toEqual([]);
  });

  it('deleting ends sessions and tokens, keeps the audit entries and frees the login', async () => {
    await createUser(t.server, t.admin, { name: 'dan', password: 'First-pass-2026' });
    const dan = await signIn(t.server, 'dan', 'First-pass-2026');
    const token = await call('POST', '/v1/token', dan, { name: 'ci' });
    const bearer = { authorization: `Bearer ${token.json().secret as string}` };
    const before = (await audit()).filter((e) => e.actor === 'dan' || e.target === 'dan').length;

    expect((await call('DELETE', '/v1/user/dan')).json()).toEqual({ ok: true });
    expect((await call('GET', '/v1/user', dan)).statusCode).toBe(401);
    expect((await t.server.app.inject({ url: '/v1/user', headers: bearer })).statusCode).toBe(401);
    const kept = (await audit()).filter((e) => e.actor === 'dan' || e.target === 'dan');
    expect(kept.length).toBe(before + 1);
    expect(kept.at(-1)).toMatchObject({ action: 'user.delete', actor: ADMIN.login, outcome: 'success' });

    await createUser(t.server, t.admin, { name: 'dan', password: 'Other-pass-2026' });
    expect(await signIn(t.server, 'dan', 'Other-pass-2026')).toBeTruthy();
  });

  // Any administrator who acts can sign in, so the last one can only be acted on by itself: refused as
  // self (the rule's last-administrator branch is proved in user-rules.test.ts).
  it('refuses to block, delete or demote oneself, so the last administrator stays', async () => {
    const refused = async (method: 'POST' | 'DELETE' | 'PUT', url: string, reason: string, payload?: object) => {
      const res = await call(method, url, t.admin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ActionNotAcceptable', reason });
    };
    await refused('POST', `/v1/user/${ADMIN.login}/block`, 'userSelf');
    await refused('DELETE', `/v1/user/${ADMIN.login}`, 'userSelf');
    await refused('PUT', `/v1/user/${ADMIN.login}`, 'userSelf', { permissionType: 'user' });

    // A second administrator may not take away the last other one that can sign in.
    await createUser(t.server, t.admin, { name: 'eve', password: 'First-pass-2026', permissionType: 'admin' });
    const eve = await signIn(t.server, 'eve', 'First-pass-2026');
    expect((await call('POST', `/v1/user/eve/block`)).statusCode).toBe(200); // two admins: one may go
    await call('POST', `/v1/user/eve/unblock`);
    const evesSession = await signIn(t.server, 'eve', 'First-pass-2026');
    expect((await call('POST', `/v1/user/${ADMIN.login}/block`, evesSession)).statusCode).toBe(200);
    // Now eve is the only administrator who can sign in: nobody may block, delete or demote her.
    const [blockEve, deleteEve] = [
      await call('POST', '/v1/user/eve/block', evesSession),
      await call('DELETE', '/v1/user/eve', evesSession),
    ];
    expect([blockEve.json().reason, deleteEve.json().reason]).toEqual(['userSelf', 'userSelf']);
    expect(eve).toBeTruthy();
    const denied = (await audit()).filter((e) => e.outcome === 'denied' && e.action.startsWith('user.'));
    expect(denied.map((e) => e.details.reason)).toEqual(['userSelf', 'userSelf', 'userSelf', 'userSelf', 'userSelf']);
  });
});

describe('the list', () => {
  it('searches login, e-mail and full name with % and _ taken literally, counts what it finds, filters and sorts', async () => {
    const made = [
      { name: 'gate_keeper', password: 'First-pass-2026' },
      { name: 'gatekeeper2', password: 'First-pass-2026', maxStreamCreation: 0 },
      { name: 'hal', password: 'First-pass-2026', permissionType: 'admin' as const },
    ];
    for (const user of made) await createUser(t.server, t.admin, user);
    await call('PUT', '/v1/user/hal', t.admin, { fullName: '100% Hal' });
    await call('POST', '/v1/user/gatekeeper2/block');

    const list = async (query: string) =>
      (await call('GET', `/v1/users?${query}`)).json() as { items: { name: string }[]; total: number };
    const names = async (query: string) => (await list(query)).items.map((u) => u.name);

    expect(await names('search=gate_')).toEqual(['gate_keeper']); // _ is not "any character"
    expect(await names('search=100%25')).toEqual(['hal']); // % is not "anything"
    expect(await names('search=%25')).toEqual(['hal']);
    expect(await names(`search=${encodeURIComponent('example.com')}`)).toEqual([ADMIN.login]);
    expect((await list('search=gate&pageSize=1')).total).toBe(2);
    expect(await names('role=admin')).toEqual([ADMIN.login, 'hal']);
    expect(await names('role=readOnly')).toEqual(['gatekeeper2']);
    expect(await names('role=user')).toEqual(['gate_keeper']);
    expect(await names('blocked=true')).toEqual(['gatekeeper2']);
    expect(await names('sortBy=login&order=desc')).toEqual(['hal', 'gatekeeper2', 'gate_keeper', ADMIN.login]);
    expect((await list('blocked=false&page=2&pageSize=2')).items).toHaveLength(1);
  });
});

describe('a new user', () => {
  it("speaks the server's default language unless told otherwise", async () => {
    const server = await startServer({ env: { VIGIL_DEFAULT_LANGUAGE: 'ru' } });
    try {
      const admin = await unlock(server);
      await createUser(server, admin, { name: 'ivan', password: 'First-pass-2026' });
      const res = await server.app.inject({ url: '/v1/user/ivan', headers: withCookie(admin) });
      expect(res.json()).toMatchObject({ language: 'ru' });
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});

describe("a user's sessions", () => {
  it('lists them for an administrator and ends one', async () => {
    await createUser(t.server, t.admin, { name: 'jo', password: 'First-pass-2026' });
    const jo = await signIn(t.server, 'jo', 'First-pass-2026');
    const sessions = (await call('GET', '/v1/user/jo/sessions')).json() as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(false);
    expect((await call('DELETE', `/v1/user/jo/session/${sessions[0]!.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/v1/user', jo)).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/user/jo/session/${sessions[0]!.id}`)).statusCode).toBe(404);
  });
});
