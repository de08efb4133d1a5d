import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerLogLine, SystemLogsReply, SystemStats } from '../contract/schemas/system';
import { ADMIN, createUser, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

let server: TestServer;
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

async function start(env: Record<string, string> = {}): Promise<string> {
  server = await startServer({ env });
  return unlock(server);
}

async function logs(admin: string, query = ''): Promise<SystemLogsReply> {
  const res = await server.app.inject({
    url: `/v1/system/logs${query ? `?${query}` : ''}`,
    headers: withCookie(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as SystemLogsReply;
}

const failedSignIn = () =>
  server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login: 'admin', password: 'not-the-password' } });
const texts = (lines: ServerLogLine[]) => lines.map((l) => l.text);

describe("the server's log window", () => {
  it('gives a new line in the next poll after the cursor, and nothing twice', async () => {
    const admin = await start();
    const first = await logs(admin);
    expect(first.lines.length).toBeGreaterThan(0);
    await failedSignIn();
    const next = await logs(admin, `since=${first.cursor}`);
    expect(next.lines.every((l) => l.seq > first.cursor)).toBe(true);
    const refused = next.lines.find((l) => l.text.includes('request refused'));
    expect(refused?.text).toMatch(/code=AuthorizationFailed/);
    expect(refused?.level).toBe('info');
    expect(texts(next.lines).some((t) => /POST \/v1\/sign-in/.test(t))).toBe(true);
    const after = await logs(admin, `since=${next.cursor}`);
    expect(after.lines.some((l) => l.seq === refused?.seq)).toBe(false);
  });

  it('narrows to a level and above, and to a text in any case; the cursor still moves past what it skips', async () => {
    const admin = await start();
    const start0 = await logs(admin);
    server.app.log.warn('disk is getting full');
    server.app.log.error({ stream: 'gate' }, 'recorder crashed');
    server.app.log.info('all quiet on gate');
    const warned = await logs(admin, `since=${start0.cursor}&level=warn`);
    expect(texts(warned.lines)).toEqual(['disk is getting full', 'recorder crashed stream=gate']);
    expect(warned.lines.map((l) => l.level)).toEqual(['warn', 'error']);
    const found = await logs(admin, `since=${start0.cursor}&search=GATE`);
    expect(texts(found.lines)).toEqual(['recorder crashed stream=gate', 'all quiet on gate']);
    // Nothing matches: the cursor still reaches the newest line looked at.
    const none = await logs(admin, `since=${start0.cursor}&search=nothing-like-this`);
    expect(none.lines).toEqual([]);
    expect(none.cursor).toBeGreaterThanOrEqual(found.cursor);
  });

  it('takes a new level at run time: debug lines appear, and below the level nothing is written; the change is audited', async () => {
    const admin = await start();
    const level = () => server.app.inject({ url: '/v1/system/log-level', headers: withCookie(admin) });
    expect((await level()).json()).toEqual({ level: 'info' });
    const put = (value: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/system/log-level',
        headers: withCookie(admin),
        payload: { level: value },
      });
    expect((await put('loud')).statusCode).toBe(400);
    expect((await put('debug')).json()).toEqual({ level: 'debug' });
    expect((await level()).json()).toEqual({ level: 'debug' });
    const before = await logs(admin);
    server.app.log.debug('a debug detail');
    expect(texts((await logs(admin, `since=${before.cursor}&level=debug`)).lines)).toContain('a debug detail');

    expect((await put('error')).statusCode).toBe(200);
    const quiet = await logs(admin);
    await failedSignIn();
    server.app.log.debug('not written');
    // The request lines (info) of the sign-in and of the polls are below the level now.
    expect((await logs(admin, `since=${quiet.cursor}&level=trace`)).lines).toEqual([]);

    const rows = await server.ctx.audit.latest(5);
    const changes = rows.filter((r) => r.action === 'system.log-level');
    expect(changes.map((r) => [r.target, JSON.parse(r.details ?? 'null'), r.actor])).toEqual([
      ['error', { from: 'debug' }, ADMIN.login],
      ['debug', { from: 'info' }, ADMIN.login],
    ]);
  });

  it('is for administrators only', async () => {
    const admin = await start();
    await createUser(server, admin, { name: 'someone', password: 'Quiet-River-2026' });
    const user = await signIn(server, 'someone', 'Quiet-River-2026');
    for (const url of ['/v1/system/logs', '/v1/system/logs/download', '/v1/system/log-level', '/v1/system/stats'])
      expect((await server.app.inject({ url, headers: withCookie(user) })).statusCode).toBe(403);
  });
});

describe("the server's log files", () => {
  it('are in <data>/logs, rotated by size, at most VIGIL_LOG_FILES of them, and downloaded oldest first without secrets', async () => {
    const admin = await start({ VIGIL_LOG_FILE_BYTES: '4096', VIGIL_LOG_FILES: '3' });
    for (let i = 0; i < 40; i += 1) await failedSignIn();
    const res = await server.app.inject({ url: '/v1/system/logs/download', headers: withCookie(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vigil-server-\d{8}-\d{6}\.log"/);

    const dir = path.join(server.dir, 'logs');
    expect(fs.readdirSync(dir).sort()).toEqual(['server.log', 'server.log.1', 'server.log.2']);
    for (const name of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, name)).size).toBeLessThanOrEqual(4096);
    const files = ['server.log.2', 'server.log.1', 'server.log'].map((n) => fs.readFileSync(path.join(dir, n), 'utf8'));
    // The download read the files as they were; the newest has grown by the download's own lines since.
    expect(res.body.startsWith(`${files[0]}${files[1]}`)).toBe(true);
    const lines = res.body.trim().split('\n');
    expect(lines.every((line) => typeof (JSON.parse(line) as { level: number }).level === 'number')).toBe(true);
    expect(res.body).toContain('"msg":"request refused"');
    // Secrets stay out: the session cookie and the passwords tried.
    expect(res.body).not.toContain(admin);
    expect(res.body).not.toContain('not-the-password');
  });

  it('carry on in the same file after a restart', async () => {
    await start();
    const file = path.join(server.dir, 'logs', 'server.log');
    await failedSignIn();
    server = await server.restart();
    const size = fs.statSync(file).size;
    expect(size).toBeGreaterThan(0);
    await failedSignIn();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fs.statSync(file).size).toBeGreaterThan(size);
  });
});

describe('the server process stats', () => {
  it('says uptime, memory, CPU, load, ffmpeg processes and leases', async () => {
    const admin = await start();
    const res = await server.app.inject({ url: '/v1/system/stats', headers: withCookie(admin) });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as SystemStats;
    expect(stats.version).toBe(server.config.version);
    expect(stats.process.rssBytes).toBeGreaterThan(stats.process.heapUsedBytes);
    expect(stats.process.heapUsedBytes).toBeGreaterThan(0);
    expect(stats.process.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(stats.loadAverage).toHaveLength(3);
    expect(stats.mediaProcesses).toBeGreaterThanOrEqual(0);
    expect(stats.leases).toBe(0);
    expect(stats.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
