import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../contract/endpoints';
import { routes } from '../contract/routes/index';
import { removeDir, startServer, unlock, type TestServer } from './helpers';

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const junk = (depth = 0): unknown =>
    pick([
      () => null,
      () => Math.floor(next() * 1e9) - 5e8,
      () => next() * 1e300,
      () =>
        pick(['', ' ', '-x', '../../etc/passwd', '%00', '<img src=x onerror=alert(1)>', 'a'.repeat(5000), '\u202e']),
      () => pick([true, false]),
      () => (depth < 2 ? Array.from({ length: 3 }, () => junk(depth + 1)) : []),
      () => (depth < 2 ? { a: junk(depth + 1), name: junk(depth + 1), items: junk(depth + 1) } : {}),
    ])();
  return { next, pick, junk };
}

let server: TestServer;
let bearer = '';

beforeAll(async () => {
  server = await startServer();
  const admin = await unlock(server);
  const token = await server.app.inject({
    method: 'POST',
    url: '/v1/token',
    headers: { cookie: `vigil_session=${admin}` },
    payload: { name: 'fuzz' },
  });
  bearer = (token.json() as { secret: string }).secret;
});
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('fuzzing every served route (SECURITY 21)', () => {
  it('answers junk bodies, queries and params only with 4xx and one {code, message} shape', async () => {
    const g = generator(20261122);
    const served = (Object.keys(routes) as EndpointName[]).filter((name) =>
      server.app.hasRoute({ method: routes[name].method as HTTPMethods, url: routes[name].url }),
    );
    // Calls that would end the session or lock the fuzzer out are left to their own tests.
    const skip = new Set<EndpointName>(['signOut', 'terminateSessions', 'updateMe', 'unlock']);
    const failures: string[] = [];
    for (const name of served.filter((n) => !skip.has(n))) {
      const route = routes[name];
      for (let i = 0; i < 12; i++) {
        const path = route.url.replace(/:([a-z]+)/gi, () => encodeURIComponent(String(g.junk())).slice(0, 300) || 'x');
        const query = new URLSearchParams(
          Object.fromEntries(
            ['page', 'start_time', 'url', 'q', 'groupType', 'x'].map((k) => [k, String(g.junk()).slice(0, 300)]),
          ),
        );
        const asJson = g.next() < 0.8;
        const res = await server.app.inject({
          method: route.method,
          url: `${path}?${query.toString()}`,
          headers: { authorization: `Bearer ${bearer}`, ...(asJson ? { 'content-type': 'application/json' } : {}) },
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: asJson ? JSON.stringify(g.junk()) : '{oops' }),
        });
        if (res.statusCode >= 500) failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          const body = res.json() as Record<string, unknown>;
          if (typeof body.code !== 'string' || typeof body.message !== 'string')
            failures.push(`${name}: shape ${res.body.slice(0, 200)}`);
          if (/\bat .*\.ts:\d+|node_modules|stack/i.test(res.body))
            failures.push(`${name}: internals ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
