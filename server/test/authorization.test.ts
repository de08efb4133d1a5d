import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../contract/endpoints';
import { routes } from '../contract/routes/index';
import { ADMIN, createUser, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

type Role = 'anonymous' | 'viewer' | 'operator' | 'admin';
const ROLES: Role[] = ['anonymous', 'viewer', 'operator', 'admin'];

interface Case {
  params?: Record<string, string>;
  body?: (n: number) => object;
  /** Expected status for anonymous, read-only viewer, operator, admin. */
  expect: [number, number, number, number];
}

let n = 0;
/**
 * Every /v1 route the server has, with what each role gets. A route the server
 * serves but this table lacks fails the test, so a new route cannot ship
 * without a decision about who may call it.
 */
const table: Partial<Record<EndpointName, Case>> = {
  getUiSettings: { expect: [200, 200, 200, 200] },
  getHealth: { expect: [200, 200, 200, 200] },
  unlock: {
    body: () => ({ login: 'late', password: 'Late-comer-2026', email: 'l@x.io' }),
    expect: [409, 409, 409, 409],
  },
  signIn: { body: () => ({ login: 'nobody', password: 'wrong-pass' }), expect: [401, 401, 401, 401] },
  signOut: { expect: [401, 200, 200, 200] },
  // Anyone may ask for a code; an unknown address (a fresh one per call, to stay clear of the per-address limit) is 404.
  sendPasswordReset: { body: (i) => ({ email: `nobody${i}@example.com` }), expect: [404, 404, 404, 404] },
  resetPassword: {
    body: () => ({ email: 'nobody@example.com', code: '000000', password: 'Whatever-pass-2026' }),
    expect: [400, 400, 400, 400],
  },
  getMe: { expect: [401, 200, 200, 200] },
  updateMe: { body: () => ({ fullName: 'Renamed' }), expect: [401, 200, 200, 200] },
  listSessions: { expect: [401, 200, 200, 200] },
  terminateSessions: { expect: [401, 200, 200, 200] },
  deleteSession: { params: { id: 'missing' }, expect: [401, 404, 404, 404] },
  listTokens: { expect: [401, 200, 200, 200] },
  createToken: { body: () => ({ name: 'table' }), expect: [401, 200, 200, 200] },
  deleteToken: { params: { id: 'missing' }, expect: [401, 404, 404, 404] },
  listUsers: { expect: [401, 403, 403, 200] },
  createUser: {
    body: (i) => ({ name: `made${i}`, password: 'Made-by-table-9', permissionType: 'user' }),
    expect: [401, 403, 403, 200],
  },
};

let server: TestServer;
const passwords: Record<Exclude<Role, 'anonymous'>, [string, string]> = {
  viewer: ['viewer', 'Look-only-2026'],
  operator: ['operator', 'Night-shift-2026'],
  admin: [ADMIN.login, ADMIN.password],
};

beforeAll(async () => {
  server = await startServer();
  const admin = await unlock(server);
  await createUser(server, admin, { name: 'viewer', password: passwords.viewer[1], maxStreamCreation: 0 });
  await createUser(server, admin, { name: 'operator', password: passwords.operator[1] });
});
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

const served = () =>
  (Object.keys(routes) as EndpointName[]).filter((name) =>
    server.app.hasRoute({ method: routes[name].method as HTTPMethods, url: routes[name].url }),
  );

describe('authorization table', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    const rows = Object.keys(table).sort();
    expect(served().sort()).toEqual(rows);
  });

  it('answers each role as the table says', async () => {
    const failures: string[] = [];
    for (const name of served()) {
      const row = table[name];
      if (!row) continue;
      const route = routes[name];
      for (const [i, role] of ROLES.entries()) {
        // A fresh session per call, so that sign-out or terminate cannot spoil the next one.
        const cookie = role === 'anonymous' ? undefined : await signIn(server, ...passwords[role]);
        const url = route.url.replace(/:([a-z]+)/gi, (_, p: string) => encodeURIComponent(row.params?.[p] ?? 'x'));
        const res = await server.app.inject({
          method: route.method,
          url,
          headers: withCookie(cookie),
          ...(row.body ? { payload: row.body(++n) } : {}),
        });
        if (res.statusCode !== row.expect[i])
          failures.push(`${name} as ${role}: ${res.statusCode}, expected ${row.expect[i]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
