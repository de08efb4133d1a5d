import { describe, expect, it } from 'vitest';
import type { AuditLogList } from '../contract/schemas/audit';
import { createUser, sessionCookie, signIn, useTestServer, withCookie } from './helpers';
import { SoftAuthenticator } from './support/soft-authenticator';

const t = useTestServer();
/** The address injected requests come to (light-my-request's Host). */
const ORIGIN = 'http://localhost:80';
const ALICE = { name: 'alice', password: 'Passkey-owner-2026' };

const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

const auditOf = async (action: string) =>
  ((await inject('GET', `/v1/admin/audit-logs?action=${action}&pageSize=100`, t.admin)).json() as AuditLogList).items;

async function registrationOptions(cookie: string) {
  const res = await inject('POST', '/v1/user/webauthn/register/options', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challenge: string; rp: { id: string; name: string }; user: { name: string } };
}

/** Alice, signed in with her password, registers a passkey of this authenticator. */
async function aliceWithPasskey(authenticator = new SoftAuthenticator(ORIGIN)) {
  await createUser(t.server, t.admin, ALICE);
  const cookie = await signIn(t.server, ALICE.name, ALICE.password);
  const options = await registrationOptions(cookie);
  const res = await inject('POST', '/v1/user/webauthn/register', cookie, {
    name: 'Laptop',
    credential: authenticator.register(options),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, authenticator, passkey: res.json() as { id: number; name: string } };
}

async function signInOptions(ticket?: string) {
  const res = await inject('POST', '/v1/sign-in/webauthn/options', undefined, ticket ? { ticket } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
}

const passkeySignIn = (credential: object) => inject('POST', '/v1/sign-in/webauthn', undefined, { credential });

describe('registering a passkey', () => {
  it('gives options for this server, keeps the passkey, and lists, renames and deletes it', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Vigil' });
    expect(options.user.name).toBe('alice');
    const authenticator = new SoftAuthenticator(ORIGIN);
    const added = await inject('POST', '/v1/user/webauthn/register', cookie, {
      name: 'Laptop',
      credential: authenticator.register(options),
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    const listed = await inject('GET', '/v1/user/webauthn', cookie);
    expect(listed.json()).toEqual({
      items: [{ id, name: 'Laptop', createdTime: new Date(t.now).toISOString(), lastUsedTime: null }],
    });
    const renamed = await inject('PATCH', `/v1/user/webauthn/${id}`, cookie, { name: 'Work laptop' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as { name: string }).name).toBe('Work laptop');
    // Someone else's passkey is nobody's to them.
    await createUser(t.server, t.admin, { name: 'bob', password: 'Other-person-2026' });
    const bob = await signIn(t.server, 'bob', 'Other-person-2026');
    expect((await inject('DELETE', `/v1/user/webauthn/${id}`, bob)).statusCode).toBe(404);
    expect((await inject('DELETE', `/v1/user/webauthn/${id}`, cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/v1/user/webauthn', cookie)).json()).toEqual({ items: [] });
    const audit = (await auditOf('profile.')).map((e) => `${e.action} ${e.outcome}`);
    expect(audit).toEqual(
      expect.arrayContaining([
        'profile.passkey-add success',
        'profile.passkey-rename success',
        'profile.passkey-remove success',
      ]),
    );
  });

  it('refuses an answer to a wrong or used challenge, from another origin or for another rp id', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const register = (credential: object) =>
      inject('POST', '/v1/user/webauthn/register', cookie, { name: 'Key', credential });
    const refused = async (credential: object) => {
      const res = await register(credential);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ActionNotAcceptable', reason: 'passkeyNotVerified' });
    };
    const a = new SoftAuthenticator(ORIGIN);
    await refused(a.register(await registrationOptions(cookie), { challenge: 'bm90LWdpdmVu' }));
    await refused(a.register(await registrationOptions(cookie), { origin: 'https://evil.example' }));
    await refused(a.register(await registrationOptions(cookie), { rpId: 'evil.example' }));
    const options = await registrationOptions(cookie);
    expect((await register(a.register(options))).statusCode).toBe(200);
    // The same challenge again (even with another key): used.
    await refused(new SoftAuthenticator(ORIGIN).register(options));
    // A challenge older than 5 minutes has expired.
    const late = await registrationOptions(cookie);
    t.now += 5 * 60_000 + 1;
    await refused(new SoftAuthenticator(ORIGIN).register(late));
    expect(((await inject('GET', '/v1/user/webauthn', cookie)).json() as { items: unknown[] }).items).toHaveLength(1);
  });

  it('needs a signed-in session, not an API token', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const token = (await inject('POST', '/v1/token', cookie, { name: 'script' })).json() as { secret: string };
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/v1/user/webauthn/register/options',
      headers: { authorization: `Bearer ${token.secret}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'sessionRequired' });
  });
});

describe('signing in with a passkey alone', () => {
  it('starts a session like the password, records the use, and audits it', async () => {
    const { authenticator } = await aliceWithPasskey();
    t.now += 60_000;
    const options = await signInOptions();
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await passkeySignIn(authenticator.assert(options));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { user: { name: string } }).user.name).toBe('alice');
    const cookie = sessionCookie(res);
    expect((await inject('GET', '/v1/user', cookie)).statusCode).toBe(200);
    const listed = (await inject('GET', '/v1/user/webauthn', cookie)).json() as { items: { lastUsedTime: string }[] };
    expect(listed.items[0]?.lastUsedTime).toBe(new Date(t.now).toISOString());
    const audit = await auditOf('auth.sign-in');
    expect(audit[0]).toMatchObject({ actor: 'alice', outcome: 'success', details: { reason: 'passkey' } });
  });

  it('refuses a wrong challenge, a used one, another origin, and a replayed or cloned counter', async () => {
    const { authenticator } = await aliceWithPasskey();
    const refused = async (credential: object) => {
      const res = await passkeySignIn(credential);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'AuthorizationFailed', reason: 'passkeyNotVerified' });
    };
    await refused(authenticator.assert(await signInOptions(), { challenge: 'bm90LWdpdmVu' }));
    await refused(authenticator.assert(await signInOptions(), { origin: 'https://evil.example' }));
    await refused(authenticator.assert(await signInOptions(), { type: 'webauthn.create' }));
    const options = await signInOptions();
    const good = authenticator.assert(options);
    expect((await passkeySignIn(good)).statusCode).toBe(200);
    // The same answer replayed: its challenge is used.
    await refused(good);
    // A fresh challenge answered with the counter already seen (a cloned authenticator), or an older one.
    const seen = authenticator.counter;
    await refused(authenticator.assert(await signInOptions(), { counter: seen }));
    await refused(authenticator.assert(await signInOptions(), { counter: seen - 1 }));
    expect((await passkeySignIn(authenticator.assert(await signInOptions(), { counter: seen + 1 }))).statusCode).toBe(
      200,
    );
    // A passkey this server does not know.
    await refused(new SoftAuthenticator(ORIGIN).assert(await signInOptions()));
    const reasons = (await auditOf('auth.sign-in'))
      .filter((e) => e.outcome === 'failure')
      .map((e) => (e.details as { reason: string }).reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['passkey: challenge', 'passkey: counter', 'passkey: unknown passkey']),
    );
  });

  it('hands out at most 30 challenges to one address in 5 minutes', async () => {
    for (let i = 0; i < 30; i += 1) await signInOptions();
    const res = await inject('POST', '/v1/sign-in/webauthn/options', undefined, {});
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TooManyRequests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a blocked user', async () => {
    const { authenticator } = await aliceWithPasskey();
    expect((await inject('POST', '/v1/user/alice/block', t.admin)).statusCode).toBe(200);
    const res = await passkeySignIn(authenticator.assert(await signInOptions()));
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('a passkey as the second factor', () => {
  it('asks for it after the password, and accepts an assertion for that ticket only', async () => {
    const { authenticator } = await aliceWithPasskey();
    const password = await inject('POST', '/v1/sign-in', undefined, { login: ALICE.name, password: ALICE.password });
    expect(password.statusCode, password.body).toBe(200);
    expect(sessionCookie(password)).toBeUndefined();
    const { ticket, methods } = password.json() as { ticket: string; methods: string[] };
    expect(methods).toEqual(['webauthn']);
    const options = await signInOptions(ticket);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    // An assertion made for a challenge without a ticket does not answer this ticket.
    const unbound = await inject('POST', '/v1/sign-in/second-factor', undefined, {
      ticket,
      credential: authenticator.assert(await signInOptions()),
    });
    expect(unbound.statusCode).toBe(401);
    const res = await inject('POST', '/v1/sign-in/second-factor', undefined, {
      ticket,
      credential: authenticator.assert(options),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookie(res)).toBeDefined();
    // The ticket is used up.
    const again = await inject('POST', '/v1/sign-in/webauthn/options', undefined, { ticket });
    expect(again.statusCode).toBe(401);
  });

  it("is removed by an administrator's reset, and the password alone signs in again", async () => {
    const { authenticator } = await aliceWithPasskey();
    expect((await inject('DELETE', '/v1/user/alice/2fa', t.admin)).statusCode).toBe(200);
    expect((await passkeySignIn(authenticator.assert(await signInOptions()))).statusCode).toBe(401);
    const password = await inject('POST', '/v1/sign-in', undefined, { login: ALICE.name, password: ALICE.password });
    expect(sessionCookie(password)).toBeDefined();
    const audit = await auditOf('user.second-factor-reset');
    expect(audit[0]).toMatchObject({ target: 'alice', details: { removed: true, passkeys: 1 } });
  });

  it('once the last passkey is deleted, the password alone signs in again', async () => {
    const { cookie, passkey } = await aliceWithPasskey();
    expect((await inject('DELETE', `/v1/user/webauthn/${passkey.id}`, cookie)).statusCode).toBe(200);
    const password = await inject('POST', '/v1/sign-in', undefined, { login: ALICE.name, password: ALICE.password });
    expect(sessionCookie(password)).toBeDefined();
  });
});
