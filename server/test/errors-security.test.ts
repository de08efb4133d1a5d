import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAuditLogEntry } from '../src/core/audit/repo';
import { ADMIN, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startServer();
  await unlock(server);
  cookie = await signIn(server, ADMIN.login, ADMIN.password);
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('error bodies', () => {
  it('answers malformed JSON with RequestDecodeError', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'RequestDecodeError', message: expect.any(String) });
  });

  it('answers wrong types with ValidationError naming the field, without coercing', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login: 123, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'login' });
  });

  it('answers unknown fields with ValidationError', async () => {
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: withCookie(cookie),
      payload: { fullName: 'x', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'isAdmin' });
  });

  it('answers an unknown API path with a JSON 404 that echoes nothing', async () => {
    const res = await server.app.inject({ url: '/v1/<script>alert(1)</script>' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: 'Not found' });
    expect(res.body).not.toContain('script');
  });

  it('refuses an oversized body with PayloadTooLarge', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      payload: { login: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PayloadTooLarge');
  });
});

describe('browser protections', () => {
  it('refuses a cross-site state-changing request that carries a valid cookie', async () => {
    const viaOrigin = await server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: { ...withCookie(cookie), origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { name: 'stolen' },
    });
    expect(viaOrigin.statusCode).toBe(403);
    expect(viaOrigin.json().code).toBe('Forbidden');
    const viaFetchSite = await server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: { ...withCookie(cookie), 'sec-fetch-site': 'cross-site' },
      payload: { name: 'stolen' },
    });
    expect(viaFetchSite.statusCode).toBe(403);
    const tokens = await server.app.inject({ url: '/v1/tokens', headers: withCookie(cookie) });
    expect(tokens.json()).toEqual([]);

    const sameOrigin = await server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: {
        ...withCookie(cookie),
        origin: 'http://localhost:8080',
        host: 'localhost:8080',
        'sec-fetch-site': 'same-origin',
      },
      payload: { name: 'mine' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('records the signed-in user of a refused cross-site request in the audit log', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: { ...withCookie(cookie), origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { name: 'stolen' },
    });
    expect(res.statusCode).toBe(403);
    const denied = (await server.ctx.db.selectFrom('audit_log').selectAll().execute())
      .map(toAuditLogEntry)
      .filter((e) => e.action === 'access.denied');
    expect(denied.map((e) => [e.actor, e.target])).toEqual([[ADMIN.login, 'POST /v1/token']]);
  });

  it('sends security headers, and no-store on the API', async () => {
    const res = await server.app.inject({ url: '/v1/user', headers: withCookie(cookie) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
