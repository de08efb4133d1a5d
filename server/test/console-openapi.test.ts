import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../contract/routes/index';
import { removeDir, startServer, type TestServer } from './helpers';

let server: TestServer;
let consoleDir: string;

beforeEach(async () => {
  const base = await startServer();
  await base.close();
  consoleDir = path.join(base.dir, 'console');
  fs.mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Vigil</title><div id="root"></div>');
  fs.writeFileSync(path.join(consoleDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the build writes them: the same asset brotli- and gzip-compressed beside it.
  fs.writeFileSync(path.join(consoleDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(consoleDir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  server = await startServer({ dir: base.dir, env: { VIGIL_CONSOLE_DIR: consoleDir } });
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('the console under /ui/', () => {
  it('redirects / to /ui/ and serves index.html, never cached', async () => {
    const root = await server.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/ui/');
    const index = await server.app.inject({ url: '/ui/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');
  });

  it("redirects the license page's old address at the root to the license page", async () => {
    const res = await server.app.inject({ url: '/license' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/administration/license');
  });

  it('answers every client route with index.html, so deep links work', async () => {
    for (const url of ['/ui/streams', '/ui/stream/cam-1/info', '/ui/administration/audit-logs']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, and a missing file as a JSON 404 rather than the page', async () => {
    const asset = await server.app.inject({ url: '/ui/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await server.app.inject({ url: '/ui/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NotFound');
  });

  it('sends an asset compressed as the build wrote it, in the encoding the browser accepts', async () => {
    const url = '/ui/assets/app-abc123.js';
    const br = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('refuses path traversal out of the console folder', async () => {
    for (const url of [
      '/ui/../vigil.db',
      '/ui/%2e%2e/vigil.db',
      '/ui/assets/..%2f..%2fvigil.db',
      '/ui/..%5cvigil.db',
    ]) {
      const res = await server.app.inject({ url });
      expect(res.body, url).not.toContain('SQLite');
      expect([200, 400, 404], url).toContain(res.statusCode);
    }
  });
});

describe('OpenAPI', () => {
  it('is built from the contract and lists every route the server serves', async () => {
    const res = await server.app.inject({ url: '/ui/swagger/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const signIn = doc.paths['/v1/sign-in']?.post as { requestBody?: unknown; summary?: string };
    expect(signIn.summary).toBe(routes.signIn.summary);
    expect(signIn.requestBody).toBeDefined();
    expect(doc.paths['/v1/session/{id}']?.delete).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/ui'))).toBe(false);
  });

  it('serves Swagger UI locally', async () => {
    const res = await server.app.inject({ url: '/ui/swagger/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)[a-z]/i);
  });
});
