import fc from 'fast-check';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { AuditLogList } from '../contract/schemas/audit';
import { ADMIN, createUser, removeDir, signIn, startServer, T0, unlock, useTestServer, withCookie } from './helpers';
import { startMediaServer } from './media-helpers';

const t = useTestServer();
const MINUTE = 60_000;
const ALICE = { name: 'alice', password: 'Step-up-pass-2026' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });
const stepUp = (cookie: string, payload: object) => inject('POST', '/v1/sign-in/step-up', cookie, payload);
const stepUpRefusal = { code: 'Forbidden', reason: 'stepUpRequired' };

/** Every route that asks again after the window (docs/security.md#step-up). */
const SENSITIVE: [string, Method, string, object?][] = [
  ['createUser', 'POST', '/v1/users', { name: 'bob', password: 'Another-pass-2026', permissionType: 'user' }],
  ['updateUser', 'PUT', '/v1/user/alice', { fullName: 'Alice' }],
  ['setUserPermissions', 'POST', '/v1/user/alice/permissions', {}],
  ['deleteUserSession', 'DELETE', '/v1/user/alice/session/nothing'],
  ['resetUserTwoFactor', 'DELETE', '/v1/user/alice/2fa'],
  ['blockUser', 'POST', '/v1/user/alice/block'],
  ['unblockUser', 'POST', '/v1/user/alice/unblock'],
  ['startTotp', 'POST', '/v1/user/2fa/totp'],
  ['confirmTotp', 'POST', '/v1/user/2fa/totp/confirm', { code: '000000' }],
  ['createToken', 'POST', '/v1/token', { name: 'script' }],
  ['saveConfiguration', 'PUT', '/v1/admin/configuration', { passwordResetAllowed: false }],
  ['saveConfiguration', 'PUT', '/v1/admin/configuration', { oidcIssuer: 'https://id.example.com' }],
  ['saveDirectory', 'PUT', '/v1/admin/directory', { serverUrl: 'ldap://127.0.0.1:9' }],
  ['deleteUser', 'DELETE', '/v1/user/alice'],
];

describe('step-up: asking again before sensitive actions', () => {
  it('refuses each sensitive route once the proof is over 10 minutes old, and lets it through after the password', async () => {
    await createUser(t.server, t.admin, ALICE);
    t.now += 10 * MINUTE + 1;
    for (const [name, method, url, body] of SENSITIVE) {
      const res = await inject(method, url, t.admin, body);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject(stepUpRefusal);
    }
    const proved = await stepUp(t.admin, { password: ADMIN.password });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json()).toEqual({ proofTime: new Date(t.now).toISOString() });
    for (const [name, method, url, body] of SENSITIVE) {
      const res = await inject(method, url, t.admin, body);
      expect(res.json(), name).not.toMatchObject(stepUpRefusal);
    }
    // Really done: alice was deleted last.
    expect((await inject('GET', '/v1/user/alice', t.admin)).statusCode).toBe(404);
  });

  it('lets a fresh session through and keeps the window from the last proof, not the last request', async () => {
    await createUser(t.server, t.admin, ALICE);
    t.now += 10 * MINUTE;
    expect((await inject('POST', '/v1/user/alice/block', t.admin)).statusCode).toBe(200);
    t.now += 1;
    expect((await inject('POST', '/v1/user/alice/unblock', t.admin)).json()).toMatchObject(stepUpRefusal);
    // A new sign-in is a new proof.
    const fresh = await signIn(t.server, ADMIN.login, ADMIN.password);
    expect((await inject('POST', '/v1/user/alice/unblock', fresh)).statusCode).toBe(200);
  });

  it('refuses a wrong password, audits it, and counts it like a failed sign-in', async () => {
    t.now += 11 * MINUTE;
    const wrong = await stepUp(t.admin, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'InvalidOldPassword', field: 'password' });
    expect((await inject('POST', '/v1/token', t.admin, { name: 'x' })).json()).toMatchObject(stepUpRefusal);
    const audit = (await inject('GET', '/v1/admin/audit-logs?action=auth.step-up&pageSize=100', t.admin)).json();
    expect((audit as AuditLogList).items[0]).toMatchObject({
      action: 'auth.step-up',
      outcome: 'failure',
      details: { reason: 'wrong password' },
    });
    for (let i = 0; i < 4; i++) await stepUp(t.admin, { password: 'not-the-password' });
    const limited = await stepUp(t.admin, { password: ADMIN.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TooManyRequests' });
  });

  it('takes a code of the app or a recovery code from a user with a second factor', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const { secret } = (await inject('POST', '/v1/user/2fa/totp', cookie)).json() as { secret: string };
    const code = await generate({ secret, epoch: Math.floor(t.now / 1000) });
    const confirmed = await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code });
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    t.now += 11 * MINUTE;
    expect((await inject('POST', '/v1/token', cookie, { name: 'x' })).json()).toMatchObject(stepUpRefusal);
    const wrongCode = await stepUp(cookie, { code: '000000' });
    expect(wrongCode.json()).toMatchObject({ code: 'UnknownLifetimeCode', field: 'code' });
    const byCode = await stepUp(cookie, { code: await generate({ secret, epoch: Math.floor(t.now / 1000) }) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await inject('POST', '/v1/token', cookie, { name: 'x' })).statusCode).toBe(200);
    t.now += 11 * MINUTE;
    const byRecovery = await stepUp(cookie, { recoveryCode: recoveryCodes[0] });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    expect((await inject('POST', '/v1/token', cookie, { name: 'y' })).statusCode).toBe(200);
  });

  it('lets API tokens through, and refuses a step-up by token', async () => {
    const created = await inject('POST', '/v1/token', t.admin, { name: 'script' });
    const { secret } = created.json() as { secret: string };
    await createUser(t.server, t.admin, ALICE);
    t.now += 60 * MINUTE;
    const bearer = { authorization: `Bearer ${secret}` };
    const blocked = await t.server.app.inject({ method: 'POST', url: '/v1/user/alice/block', headers: bearer });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const byToken = await t.server.app.inject({
      method: 'POST',
      url: '/v1/sign-in/step-up',
      headers: bearer,
      payload: { password: ADMIN.password },
    });
    expect(byToken.json()).toMatchObject({ code: 'Forbidden', reason: 'sessionRequired' });
  });

  it('asks again on the configuration page only when a security setting changes', async () => {
    t.now += 11 * MINUTE;
    const title = await inject('PUT', '/v1/admin/configuration', t.admin, { appTitle: 'Gate' });
    expect(title.statusCode, title.body).toBe(200);
    const policy = await inject('PUT', '/v1/admin/configuration', t.admin, { requireSecondFactor: 'admins' });
    expect(policy.json()).toMatchObject(stepUpRefusal);
    const config = (await inject('GET', '/v1/admin/configuration', t.admin)).json() as { requireSecondFactor: string };
    expect(config.requireSecondFactor).toBe('none');
  });

  it('tells a managed user without a second factor to sign in again', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    await t.server.ctx.db.updateTable('users').set({ is_managed: 1 }).where('login', '=', ALICE.name).execute();
    t.now += 11 * MINUTE;
    const res = await stepUp(cookie, { password: ALICE.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ActionNotAcceptable', reason: 'stepUpUnavailable' });
  });
});

describe('the step-up window', () => {
  it('is VIGIL_STEP_UP_MINUTES long when the server is given one', async () => {
    let now = T0;
    const server = await startServer({ env: { VIGIL_STEP_UP_MINUTES: '30' }, now: () => now });
    try {
      const admin = await unlock(server);
      await createUser(server, admin, ALICE);
      const block = (action: 'block' | 'unblock') =>
        server.app.inject({ method: 'POST', url: `/v1/user/alice/${action}`, headers: withCookie(admin) });
      now += 20 * MINUTE;
      expect((await block('block')).statusCode).toBe(200);
      now += 10 * MINUTE + 1;
      expect((await block('unblock')).json()).toMatchObject(stepUpRefusal);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});

describe('the step-up body, fuzzed with a session', () => {
  it('answers anything sent with 2xx–4xx and a catalogue body, and never renews the proof on a wrong one', async () => {
    t.now += 11 * MINUTE;
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '000000', 'ABCDE-12345', ' '),
      fc.integer(),
    );
    const body = fc.oneof(
      fc.record({ password: text }, { requiredKeys: [] }),
      fc.record({ code: text }, { requiredKeys: [] }),
      fc.record({ recoveryCode: text }, { requiredKeys: [] }),
      fc.record({ password: text, code: text }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.server.app.inject({
          method: 'POST',
          url: '/v1/sign-in/step-up',
          headers: { ...withCookie(t.admin), 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? null),
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 60, seed: 4680 },
    );
    expect((await inject('POST', '/v1/token', t.admin, { name: 'x' })).json()).toMatchObject(stepUpRefusal);
  });
});

describe('step-up on case exports (a server that records)', () => {
  it('refuses creating and downloading an export on an old proof, and lets both through after the password', async () => {
    const server = await startMediaServer();
    try {
      const admin = await unlock(server);
      // The proof is made old in the database: this server runs on the real clock.
      await server.db.updateTable('sessions').set({ last_proof_at: 0 }).execute();
      const call = (method: Method, url: string, payload?: object) =>
        server.app.inject({ method, url, headers: withCookie(admin), ...(payload ? { payload } : {}) });
      const routes: [Method, string, object?][] = [
        ['POST', '/v1/exports', { name: 'case', items: [] }],
        ['GET', '/v1/exports/x1/download'],
      ];
      for (const [method, url, body] of routes) {
        expect((await call(method, url, body)).json(), url).toMatchObject(stepUpRefusal);
      }
      expect((await call('POST', '/v1/sign-in/step-up', { password: ADMIN.password })).statusCode).toBe(200);
      for (const [method, url, body] of routes) {
        const res = await call(method, url, body);
        expect(res.json(), url).not.toMatchObject(stepUpRefusal);
        expect([400, 404], url).toContain(res.statusCode);
      }
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});
