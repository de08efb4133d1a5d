import { Attribute, Change } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  createUser,
  removeDir,
  sessionCookie,
  startServer,
  unlock,
  withCookie,
  type TestServer,
} from './helpers';
import { createTestDirectory, GROUPS, PEOPLE, type TestDirectory } from './support/slapd';

/**
 * Directory users against a real OpenLDAP server on loopback (docs/people.md#directory-users): the
 * password is checked by a bind as the entry, the first sign-in makes a managed user, groups give
 * roles, the synchronization blocks who left, and a directory that is down stops no local user.
 */
let directory: TestDirectory;
let server: TestServer;
let admin = '';

const PEOPLE_DATA = [
  { uid: 'alice', password: 'Alice-pass-1', cn: 'Alice Doe', mail: 'alice@example.org' },
  { uid: 'bob', password: 'Bob-pass-1', cn: 'Bob Guard', mail: 'bob@example.org' },
  { uid: 'carol', password: 'Carol-pass-1', cn: 'Carol Clerk' },
  { uid: 'dave', password: 'Dave-directory-1', cn: 'Dave Directory' },
  { uid: 'erin', password: 'Erin-pass-1', cn: 'Erin Leaving', mail: 'erin@example.org' },
  { uid: 'frank', password: 'Frank-pass-1', cn: 'Frank Factor' },
  { uid: 'gina', password: 'Gina-pass-1', cn: 'Gina Twice' },
];

beforeAll(async () => {
  directory = await createTestDirectory({
    people: PEOPLE_DATA,
    groups: { 'video-admins': ['alice'], guards: ['bob', 'erin'] },
  });
  await directory.start();
  server = await startServer({ env: directory.env });
  admin = await unlock(server);
  // Group mappings saved in the configuration (not in the environment): one by DN, one by name.
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/v1/admin/directory',
    headers: withCookie(admin),
    payload: { adminGroups: [`cn=video-admins,${GROUPS}`], readOnlyGroups: ['guards'] },
  });
  expect(saved.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (server) removeDir(server.dir);
  await directory?.destroy();
});

const signIn = (login: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login, password } });
const getUser = async (login: string) =>
  (await server.app.inject({ method: 'GET', url: `/v1/user/${login}`, headers: withCookie(admin) })).json();
const sync = () => server.app.inject({ method: 'POST', url: '/v1/admin/directory/sync', headers: withCookie(admin) });

describe('directory sign-in', () => {
  it('signs a directory user in with the directory password and makes a managed user of the entry', async () => {
    const res = await signIn('alice', 'Alice-pass-1');
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toBeTruthy();
    expect(res.json().user).toMatchObject({
      name: 'alice',
      email: 'alice@example.org',
      fullName: 'Alice Doe',
      isManaged: true,
      isAdmin: true,
    });
    // Signed in again: the same user, not a second one.
    expect((await signIn('alice', 'Alice-pass-1')).statusCode).toBe(200);
    const list = await server.app.inject({ method: 'GET', url: '/v1/users?search=alice', headers: withCookie(admin) });
    expect(list.json().items).toHaveLength(1);
    const audit = await server.app.inject({
      method: 'GET',
      url: '/v1/admin/audit-logs?action=user.create',
      headers: withCookie(admin),
    });
    expect(JSON.stringify(audit.json())).toContain('directory');
  });

  it('makes one user of two first sign-ins at once, and signs both in', async () => {
    const both = await Promise.all([signIn('gina', 'Gina-pass-1'), signIn('gina', 'Gina-pass-1')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const list = await server.app.inject({ method: 'GET', url: '/v1/users?search=gina', headers: withCookie(admin) });
    expect(list.json().items).toHaveLength(1);
  });

  it('refuses a wrong password, and makes no user of it', async () => {
    expect((await signIn('carol', 'Not-her-password-1')).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/v1/user/carol', headers: withCookie(admin) })).statusCode,
    ).toBe(404);
  });

  it('gives roles from groups: administrators, read-only, and users in neither', async () => {
    expect((await signIn('bob', 'Bob-pass-1')).json().user).toMatchObject({ isAdmin: false, isReadOnly: true });
    expect((await signIn('carol', 'Carol-pass-1')).json().user).toMatchObject({
      isAdmin: false,
      isReadOnly: false,
      email: '',
    });
    // Bob joins the administrators' group: his next sign-in makes him one.
    await directory.modify(
      `cn=video-admins,${GROUPS}`,
      new Change({ operation: 'add', modification: new Attribute({ type: 'member', values: [`uid=bob,${PEOPLE}`] }) }),
    );
    expect((await signIn('bob', 'Bob-pass-1')).json().user).toMatchObject({ isAdmin: true });
  });

  it('finds nobody for a login that tries to widen the search (LDAP injection)', async () => {
    for (const login of ['*', 'ali*', '*)(uid=alice', ')(uid=*', 'alice)(|(uid=*', 'a\\2a']) {
      const res = await signIn(login, 'Alice-pass-1');
      expect(res.statusCode, login).toBe(401);
    }
    const list = await server.app.inject({ method: 'GET', url: '/v1/users', headers: withCookie(admin) });
    expect(list.json().items.map((u: { name: string }) => u.name)).not.toContain('ali*');
  });

  it('never lets a directory entry take over a local login', async () => {
    await createUser(server, admin, { name: 'dave', password: 'Local-secret-pass-1' });
    expect((await signIn('dave', 'Dave-directory-1')).statusCode).toBe(401);
    const local = await signIn('dave', 'Local-secret-pass-1');
    expect(local.statusCode).toBe(200);
    expect(local.json().user.isManaged).toBe(false);
  });

  it('still asks for the second factor after a directory password', async () => {
    expect((await signIn('frank', 'Frank-pass-1')).statusCode).toBe(200);
    await server.ctx.db.updateTable('users').set({ second_factor: 1 }).where('login', '=', 'frank').execute();
    const res = await signIn('frank', 'Frank-pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secondFactorRequired: true });
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('directory settings', () => {
  it('answers the settings without the bind password, and names what the environment sets', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v1/admin/directory', headers: withCookie(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      hasBindPassword: true,
      settings: { serverUrl: directory.url, readOnlyGroups: ['guards'] },
    });
    expect(JSON.stringify(body)).not.toContain(directory.env.VIGIL_LDAP_BIND_PASSWORD);
    expect(body.fromEnvironment).toEqual(expect.arrayContaining(['serverUrl', 'bindDn', 'bindPassword', 'userBase']));
  });

  it('refuses to change what the environment sets, and a filter without {login}', async () => {
    const env = await server.app.inject({
      method: 'PUT',
      url: '/v1/admin/directory',
      headers: withCookie(admin),
      payload: { serverUrl: 'ldap://other.example:389' },
    });
    expect(env.statusCode).toBe(400);
    expect(env.json()).toMatchObject({
      code: 'ValidationError',
      field: 'serverUrl',
      reason: 'setByEnvironment',
    });
    const filter = await server.app.inject({
      method: 'PUT',
      url: '/v1/admin/directory',
      headers: withCookie(admin),
      payload: { userFilter: '(uid=alice)' },
    });
    expect(filter.json()).toMatchObject({ field: 'userFilter', reason: 'directoryFilter' });
  });

  it('tests the connection with the saved settings', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/directory/test',
      headers: withCookie(admin),
    });
    expect(res.json()).toMatchObject({ ok: true, usersFound: PEOPLE_DATA.length + 1 });
  });
});

describe('directory synchronization', () => {
  it('blocks a user no longer in the directory, ends their sessions, and updates the others', async () => {
    const erin = sessionCookie(await signIn('erin', 'Erin-pass-1'));
    expect(erin).toBeTruthy();
    await directory.remove(`uid=erin,${PEOPLE}`);
    await directory.modify(
      `uid=carol,${PEOPLE}`,
      new Change({ operation: 'replace', modification: new Attribute({ type: 'cn', values: ['Carol Renamed'] }) }),
    );
    const res = await sync();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, blocked: 1 });
    expect(res.json().updated).toBeGreaterThanOrEqual(1);
    expect(await getUser('erin')).toMatchObject({ isBlocked: true });
    expect(await getUser('carol')).toMatchObject({ fullName: 'Carol Renamed', isBlocked: false });
    expect((await server.app.inject({ method: 'GET', url: '/v1/user', headers: withCookie(erin) })).statusCode).toBe(
      401,
    );
    expect((await signIn('erin', 'Erin-pass-1')).statusCode).toBe(401);
    // The local users are none of its business.
    expect(await getUser('dave')).toMatchObject({ isBlocked: false });
    const status = await server.app.inject({ method: 'GET', url: '/v1/admin/directory', headers: withCookie(admin) });
    expect(status.json().lastSync).toMatchObject({ ok: true, blocked: 1 });
  });

  it('with the directory down: local users sign in, directory users do not, and the sync blocks nobody', async () => {
    await directory.stop();
    try {
      expect((await signIn(ADMIN.login, ADMIN.password)).statusCode).toBe(200);
      expect((await signIn('dave', 'Local-secret-pass-1')).statusCode).toBe(200);
      expect((await signIn('alice', 'Alice-pass-1')).statusCode).toBe(401);
      const res = await sync();
      expect(res.json()).toMatchObject({ ok: false, blocked: 0 });
      expect(res.json().message).not.toBe('');
      expect(await getUser('alice')).toMatchObject({ isBlocked: false });
      expect(await getUser('carol')).toMatchObject({ isBlocked: false });
      const test = await server.app.inject({
        method: 'POST',
        url: '/v1/admin/directory/test',
        headers: withCookie(admin),
      });
      expect(test.json()).toMatchObject({ ok: false });
    } finally {
      await directory.start();
    }
    expect((await signIn('alice', 'Alice-pass-1')).statusCode).toBe(200);
  });
});

describe('periodic synchronization', () => {
  it('runs once the configured minutes have passed, and not before', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    // The plugin's once-a-minute check, caught to be called by hand on the test's clock.
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const own = await startServer({ env: { ...directory.env, VIGIL_LDAP_SYNC_MINUTES: '5' }, now: () => now });
    const check = intervals.mock.calls.find(([, ms]) => ms === 60_000)?.[0] as (() => void) | undefined;
    intervals.mockRestore();
    try {
      const ownAdmin = await unlock(own);
      const status = async () =>
        (await own.app.inject({ method: 'GET', url: '/v1/admin/directory', headers: withCookie(ownAdmin) })).json();
      expect(check).toBeTypeOf('function');
      now += 4 * 60_000;
      check!();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await status()).lastSync).toBeNull();
      now += 60_000;
      check!();
      await vi.waitFor(async () => expect((await status()).lastSync).toMatchObject({ ok: true }), { timeout: 5000 });
    } finally {
      await own.close();
      removeDir(own.dir);
    }
  });
});
