import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLogList } from '../contract/schemas/audit';
import type { User } from '../contract/schemas/user';
import { createUser, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';
import { signInAtProvider, startTestProvider, type TestProvider } from './support/oidc-provider';

/** The address the browser reaches this server at (inject's Host header), and so the redirect URI. */
const HOST = 'localhost:4651';
const CALLBACK = `http://${HOST}/v1/sign-in/oidc/callback`;

let provider: TestProvider;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK] });
});
afterAll(() => provider.close());

beforeEach(async () => {
  provider.tamper = 'none';
  provider.accounts.clear();
  provider.accounts.set('ada', {
    preferred_username: 'ada',
    email: 'ada@corp.example',
    email_verified: true,
    name: 'Ada Lovelace',
    groups: ['staff'],
  });
  server = await startServer({
    env: {
      VIGIL_OIDC_ISSUER: provider.issuer,
      VIGIL_OIDC_CLIENT_ID: provider.clientId,
      VIGIL_OIDC_CLIENT_SECRET: provider.clientSecret,
      VIGIL_OIDC_LABEL: 'Corp ID',
      VIGIL_OIDC_ADMIN_GROUPS: 'vigil-admins',
      VIGIL_OIDC_READONLY_GROUPS: 'vigil-viewers, auditors',
    },
  });
  admin = await unlock(server);
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

/** The start: the provider's authorization URL and the sealed flow cookie. */
async function start(returnTo?: string): Promise<{ authorizationUrl: string; flowCookie: string }> {
  const res = await get(`/v1/sign-in/oidc${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  expect(res.statusCode, res.body).toBe(302);
  const flow = res.cookies.find((c) => c.name === 'vigil_oidc');
  expect(flow?.httpOnly).toBe(true);
  return { authorizationUrl: String(res.headers.location), flowCookie: `vigil_oidc=${flow!.value}` };
}

/** The callback with the provider's answer: where it sends the browser, and the session cookie if any. */
async function callback(answer: URL, flowCookie: string) {
  const res = await get(answer.pathname + answer.search, flowCookie);
  expect(res.statusCode, res.body).toBe(302);
  return {
    location: String(res.headers.location),
    session: res.cookies.find((c) => c.name === 'vigil_session' && c.value)?.value,
  };
}

/** A whole sign-in as the provider's account `accountId`. */
async function ssoSignIn(accountId: string, returnTo?: string) {
  const { authorizationUrl, flowCookie } = await start(returnTo);
  return callback(await signInAtProvider(authorizationUrl, accountId), flowCookie);
}

const me = async (session: string) => (await get('/v1/user', `vigil_session=${session}`)).json() as User;

const auditOf = async () =>
  (
    (
      await server.app.inject({
        method: 'GET',
        url: '/v1/admin/audit-logs?action=auth.sign-in&pageSize=100',
        headers: withCookie(admin),
      })
    ).json() as AuditLogList
  ).items;

describe('single sign-on with an OpenID provider', () => {
  it('lists oidc among the sign-in methods with the button label', async () => {
    const boot = (await get('/v1/system/internal/ui/settings')).json() as { signInMethods: string[]; ssoLabel: string };
    expect(boot.signInMethods).toEqual(['password', 'oidc']);
    expect(boot.ssoLabel).toBe('Corp ID');
  });

  it('redirects to the provider with PKCE, state and nonce', async () => {
    const { authorizationUrl } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('vigil');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('refuses a page to come back to that is not a path of the console', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const res = await get(`/v1/sign-in/oidc?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.statusCode, returnTo).toBe(400);
    }
  });

  it('signs a new user in as a managed user made from the claims, and lands on the page asked for', async () => {
    const done = await ssoSignIn('ada', '/streams/cam-1');
    expect(done.location).toBe('/ui/streams/cam-1');
    expect(done.session).toBeTruthy();
    expect(await me(done.session!)).toMatchObject({
      name: 'ada',
      email: 'ada@corp.example',
      fullName: 'Ada Lovelace',
      isManaged: true,
      isAdmin: false,
      isReadOnly: false,
    });
    expect((await auditOf())[0]).toMatchObject({
      actor: 'ada',
      outcome: 'success',
      details: { method: 'oidc', subject: 'ada' },
    });
  });

  it('gives roles from the groups claim: administrator, read-only, else a user', async () => {
    provider.accounts.set('root', { preferred_username: 'root', groups: ['vigil-admins'] });
    provider.accounts.set('eve', { email: 'eve@corp.example', groups: ['auditors'] });
    const root = await ssoSignIn('root');
    expect(await me(root.session!)).toMatchObject({ name: 'root', isAdmin: true, permissionType: 'admin' });
    const eve = await ssoSignIn('eve');
    // No preferred_username: the e-mail is the login.
    expect(await me(eve.session!)).toMatchObject({ name: 'eve@corp.example', isAdmin: false, isReadOnly: true });
  });

  it('updates a managed user from the claims at a later sign-in', async () => {
    await ssoSignIn('ada');
    provider.accounts.set('ada', {
      preferred_username: 'ada-renamed',
      email: 'ada.l@corp.example',
      email_verified: true,
      name: 'Ada King',
      groups: ['vigil-admins'],
    });
    const again = await ssoSignIn('ada');
    // The same user (found by the provider's subject): the login stays, the rest follows the provider.
    expect(await me(again.session!)).toMatchObject({
      name: 'ada',
      email: 'ada.l@corp.example',
      fullName: 'Ada King',
      isAdmin: true,
    });
  });

  it('never takes over a local user with the same login', async () => {
    await createUser(server, admin, { name: 'ada', password: 'Local-user-2026' });
    provider.accounts.set('ada', { preferred_username: 'ada', email: 'other@corp.example' });
    const done = await ssoSignIn('ada');
    expect(done.location).toBe('/ui/auth?sso=ssoLoginTaken');
    expect(done.session).toBeUndefined();
    expect((await auditOf())[0]).toMatchObject({
      outcome: 'failure',
      details: { method: 'oidc', reason: 'login already used' },
    });
  });

  it('links a user by e-mail only when the provider verified it', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: withCookie(admin),
      payload: { name: 'ada.local', password: 'Local-user-2026', email: 'ada@corp.example', permissionType: 'user' },
    });
    provider.accounts.set('ada', { preferred_username: 'ada', email: 'ada@corp.example' });
    const unverified = await ssoSignIn('ada');
    expect(unverified.location).toBe('/ui/auth?sso=ssoEmailUnverified');
    expect(unverified.session).toBeUndefined();
    expect((await auditOf())[0]).toMatchObject({ outcome: 'failure', details: { reason: 'e-mail not verified' } });

    provider.accounts.set('ada', { email: 'ada@corp.example', email_verified: true });
    const verified = await ssoSignIn('ada');
    expect(await me(verified.session!)).toMatchObject({ name: 'ada.local', isManaged: false });
  });

  it('refuses a blocked user', async () => {
    await ssoSignIn('ada');
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/v1/user/ada/block',
      headers: withCookie(admin),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const done = await ssoSignIn('ada');
    expect(done.location).toBe('/ui/auth?sso=ssoBlocked');
    expect(done.session).toBeUndefined();
  });

  it('refuses a wrong state', async () => {
    const { authorizationUrl, flowCookie } = await start();
    const answer = await signInAtProvider(authorizationUrl, 'ada');
    answer.searchParams.set('state', 'forged-state');
    const done = await callback(answer, flowCookie);
    expect(done.location).toBe('/ui/auth?sso=ssoFailed');
    expect(done.session).toBeUndefined();
    expect((await auditOf())[0]).toMatchObject({ outcome: 'failure', details: { method: 'oidc' } });
  });

  it('refuses a callback without the sign-in cookie (another browser)', async () => {
    const { authorizationUrl } = await start();
    const done = await callback(await signInAtProvider(authorizationUrl, 'ada'), '');
    expect(done.location).toBe('/ui/auth?sso=ssoFailed');
    expect(done.session).toBeUndefined();
  });

  it('refuses a wrong nonce', async () => {
    const { authorizationUrl, flowCookie } = await start();
    const url = new URL(authorizationUrl);
    url.searchParams.set('nonce', 'another-nonce');
    const done = await callback(await signInAtProvider(url.href, 'ada'), flowCookie);
    expect(done.location).toBe('/ui/auth?sso=ssoFailed');
    expect(done.session).toBeUndefined();
  });

  it('refuses an ID token for another audience', async () => {
    provider.tamper = 'audience';
    const done = await ssoSignIn('ada');
    expect(done.location).toBe('/ui/auth?sso=ssoFailed');
    expect(done.session).toBeUndefined();
  });

  it('refuses an ID token signed by another key', async () => {
    provider.tamper = 'signature';
    const done = await ssoSignIn('ada');
    expect(done.location).toBe('/ui/auth?sso=ssoFailed');
    expect(done.session).toBeUndefined();
    expect((await auditOf())[0]).toMatchObject({ outcome: 'failure', details: { method: 'oidc' } });
  });

  it('shows what the provider refused', async () => {
    const { flowCookie } = await start();
    const done = await callback(new URL(`${CALLBACK}?error=access_denied&state=x`), flowCookie);
    expect(done.location).toBe('/ui/auth?sso=ssoCancelled');
  });

  it('keeps a managed user out of password sign-in and password changes', async () => {
    const done = await ssoSignIn('ada');
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      payload: { login: 'ada', password: 'anything-2026' },
    });
    expect(res.statusCode).toBe(401);
    const change = await server.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: withCookie(done.session),
      payload: { password: 'New-pass-2026', oldPassword: 'x' },
    });
    expect(change.statusCode).toBe(403);
    const byAdmin = await server.app.inject({
      method: 'PUT',
      url: '/v1/user/ada',
      headers: withCookie(admin),
      payload: { fullName: 'Changed here' },
    });
    expect(byAdmin.json()).toMatchObject({ reason: 'userManaged' });
  });
});

describe('single sign-on settings', () => {
  it('answers whether a client secret is set, never the secret; the environment wins', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v1/admin/configuration', headers: withCookie(admin) });
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      oidcIssuer: provider.issuer,
      oidcClientId: 'vigil',
      oidcClientHasSecret: true,
      oidcLabel: 'Corp ID',
      oidcAdminGroups: ['vigil-admins'],
      oidcReadonlyGroups: ['vigil-viewers', 'auditors'],
      oidcGroupsClaim: 'groups',
    });
    expect(res.body).not.toContain(provider.clientSecret);
    const save = await server.app.inject({
      method: 'PUT',
      url: '/v1/admin/configuration',
      headers: withCookie(admin),
      payload: { oidcIssuer: 'https://elsewhere.example' },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ code: 'ValidationError', field: 'oidcIssuer', reason: 'setByEnvironment' });
  });
});

describe('single sign-on set on the configuration page', () => {
  let plain: TestServer;
  let plainAdmin: string;
  beforeAll(async () => {
    plain = await startServer();
    plainAdmin = await unlock(plain);
  });
  afterAll(async () => {
    await plain.close();
    removeDir(plain.dir);
  });

  it('is off until an issuer and a client are saved; the secret is write-only and audited as changed', async () => {
    const boot = async () =>
      (await plain.app.inject({ method: 'GET', url: '/v1/system/internal/ui/settings' })).json() as {
        signInMethods: string[];
      };
    expect((await boot()).signInMethods).toEqual(['password']);
    const off = await plain.app.inject({ method: 'GET', url: '/v1/sign-in/oidc' });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/ui/auth?sso=ssoNotConfigured');

    const save = await plain.app.inject({
      method: 'PUT',
      url: '/v1/admin/configuration',
      headers: withCookie(plainAdmin),
      payload: {
        oidcIssuer: 'https://id.example.com/realms/corp',
        oidcClientId: 'vigil',
        oidcClientSecret: 'top-secret-value',
        oidcAdminGroups: ['admins'],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ oidcClientHasSecret: true, oidcFromEnvironment: [] });
    expect(save.body).not.toContain('top-secret-value');
    expect((await boot()).signInMethods).toEqual(['password', 'oidc']);
    const audit = await plain.app.inject({
      method: 'GET',
      url: '/v1/admin/audit-logs?action=config.save',
      headers: withCookie(plainAdmin),
    });
    expect(audit.body).not.toContain('top-secret-value');
    expect(audit.body).toContain('oidcClientSecret');
  });
});

it('leaves password sign-in as it was', async () => {
  await createUser(server, admin, { name: 'bob', password: 'Local-user-2026' });
  expect(await signIn(server, 'bob', 'Local-user-2026')).toBeTruthy();
});
