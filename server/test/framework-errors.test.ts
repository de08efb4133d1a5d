import http from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

/** Requests over a real socket, with the path exactly as written (inject would normalise it). */
function rawGet(
  base: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: TestServer;
let base: string;
let log: string[];

beforeEach(async () => {
  log = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  server = await startServer({ logStream: stream });
  await unlock(server);
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

const errorLines = () =>
  log.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);

function expectSecurityHeaders(headers: http.IncomingHttpHeaders): void {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBeDefined();
}

describe('errors the framework raises go through the one error handler (docs/security.md, INPUT-4, BROWSER-3)', () => {
  it('answers a malformed address with the catalogue body, every security header, and nothing echoed', async () => {
    const res = await rawGet(base, '/v1/stream/%3Cb%3Ex%zz');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'BadRequest', message: expect.any(String) });
    expect(res.body).not.toMatch(/<b>|%3C|zz|FST_/);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an over-long path parameter with the catalogue body, not 414 with the input', async () => {
    const res = await rawGet(base, `/v1/stream/${'q'.repeat(400)}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'BadRequest' });
    expect(res.body).not.toContain('qqqq');
    expectSecurityHeaders(res.headers);
  });

  it('refuses a traversal of the static files with 403 or 404 and no error-level log line', async () => {
    for (const path of [
      '/ui/swagger/static/../../../package.json',
      '/ui/swagger/static/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/ui/swagger/static/..%2f..%2f..%2fpackage.json',
      '/ui/swagger/static/%2e%2e%2f%2e%2e%2fpackage.json',
      '/ui/swagger/static/..\\..\\package.json',
    ]) {
      const res = await rawGet(base, path);
      expect([403, 404], `${path}: ${res.status} ${res.body}`).toContain(res.status);
      expect(JSON.parse(res.body)).toMatchObject({ code: expect.stringMatching(/^(NotFound|Forbidden)$/) });
      expect(res.body).not.toContain('"name": "vigil"');
      expectSecurityHeaders(res.headers);
    }
    // Logged as the client's error (so the log is on, and read here), never at error level.
    expect(log.filter((line) => line.includes('request refused')).length).toBeGreaterThanOrEqual(1);
    expect(errorLines()).toEqual([]);
  });

  it('answers huge page numbers with 400, never a database error', async () => {
    const cookie = await signIn(server, ADMIN.login, ADMIN.password);
    for (const url of ['/v1/streams?page=1e20', '/v1/users?page=1e20', '/v1/streams?page=9007199254740993']) {
      const res = await server.app.inject({ url, headers: withCookie(cookie) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError', field: expect.stringContaining('page') });
    }
    expect(errorLines()).toEqual([]);
  });

  it('sends Swagger UI’s index.html with a query to the UI page, never a redirect to itself', async () => {
    for (const path of [
      '/ui/swagger/static/index.html?url=https://evil.example/x.json',
      '/ui/swagger/static/index.html?',
    ]) {
      const res = await rawGet(base, path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/ui/swagger/');
    }
    expect((await rawGet(base, '/ui/swagger/')).status).toBe(200);
  });
});
