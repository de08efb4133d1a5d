import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Clip, CreateExportLinkReply, ExportLinkList } from '../contract/schemas/export-link';
import { createUser, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

/** Clip links of a package (docs/exports.md#clip-links), on a package made by hand: no ffmpeg needed. */
let server: TestServer;
let admin: string;
let maker: string;
let other: string;
let clock = Date.parse('2026-11-28T10:00:00.000Z');
const HOUR = 3_600_000;
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

async function writeZip(file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(CLIP, 'clips/01-cam.mp4', { compress: false });
  zip.addBuffer(Buffer.from('{}'), 'manifest.json', { compress: false });
  zip.addBuffer(Buffer.from('sig\n'), 'manifest.sig', { compress: false });
  zip.end();
  await new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve).on('error', reject),
  );
}

async function addExport(id: string, login: string, status: 'done' | 'running' = 'done'): Promise<void> {
  const user = await server.ctx.db
    .selectFrom('users')
    .select('id')
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  const file = path.join(server.dir, `${id}.zip`);
  await writeZip(file);
  await server.ctx.db
    .insertInto('exports')
    .values({
      id,
      user_id: user.id,
      author: login,
      name: `Case ${id}`,
      reason: 'Police request 77-118',
      watermark: 0,
      status,
      progress_milli: status === 'done' ? 1000 : 0,
      size: fs.statSync(file).size,
      failure_reason: null,
      node_id: server.ctx.cluster.nodeId,
      file: status === 'done' ? file : null,
      created_at: clock,
      updated_at: clock,
    })
    .execute();
  await server.ctx.db
    .insertInto('export_items')
    .values({
      export_id: id,
      position: 0,
      stream_uid: 'cam',
      stream_name: 'Gate North',
      start_ms: clock - HOUR,
      end_ms: clock - HOUR + 60_000,
    })
    .execute();
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

const tokenOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

async function makeLink(
  id: string,
  body: object,
  cookie = maker,
): Promise<{ link: CreateExportLinkReply; token: string }> {
  const res = await call('POST', `/v1/exports/${id}/links`, cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json<CreateExportLinkReply>();
  return { link, token: tokenOf(link.url) };
}

const open = (token: string, password?: string) =>
  call('POST', `/v1/clips/${token}/open`, undefined, password === undefined ? {} : { password });

const inAnHour = () => new Date(clock + HOUR).toISOString();

beforeAll(async () => {
  server = await startServer({ now: () => clock });
  admin = await unlock(server);
  await createUser(server, admin, { name: 'maker', password: 'Brisk-falcon-2026' });
  await createUser(server, admin, { name: 'other', password: 'Quiet-heron-2026' });
  maker = await signIn(server, 'maker', 'Brisk-falcon-2026');
  other = await signIn(server, 'other', 'Quiet-heron-2026');
  await addExport('pkg', 'maker');
  await addExport('busy', 'maker', 'running');
});

afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('clip links', () => {
  it('are made by the maker of a finished package: a long secret in the URL, kept only hashed', async () => {
    const { link, token } = await makeLink('pkg', { expiresAt: inAnHour() });
    expect(link.url).toBe(`/ui/clip/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(link.expiresAt).toBe(inAnHour());
    const rows = await server.ctx.db.selectFrom('export_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    // Not for a package still being made.
    expect((await call('POST', '/v1/exports/busy/links', maker, { expiresAt: inAnHour() })).statusCode).toBe(404);
  });

  it('refuses an expiry in the past or more than 90 days ahead, on the field', async () => {
    for (const expiresAt of [new Date(clock - 1000).toISOString(), new Date(clock + 91 * 24 * HOUR).toISOString()]) {
      const res = await call('POST', '/v1/exports/pkg/links', maker, { expiresAt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError' });
      expect(res.json<{ message: string }>().message).toContain('expiresAt');
    }
  });

  it('are as if they did not exist for others: 404 on making, listing and revoking; an administrator may', async () => {
    const { link } = await makeLink('pkg', { expiresAt: inAnHour() });
    expect((await call('POST', '/v1/exports/pkg/links', other, { expiresAt: inAnHour() })).statusCode).toBe(404);
    expect((await call('GET', '/v1/exports/pkg/links', other)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/exports/pkg/links/${link.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/v1/exports/pkg/links', admin)).statusCode).toBe(200);
    await makeLink('pkg', { expiresAt: inAnHour() }, admin);
  });

  it('open without an account: the case name, its files, never its reason or maker; each open is counted', async () => {
    const { link, token } = await makeLink('pkg', { expiresAt: inAnHour() });
    const res = await open(token);
    expect(res.statusCode, res.body).toBe(200);
    const clip = res.json<Clip>();
    expect(clip).toMatchObject({
      name: 'Case pkg',
      files: [{ index: 0, file: 'clips/01-cam.mp4', size: CLIP.length, streamName: 'Gate North' }],
    });
    expect(res.body).not.toContain('Police request');
    expect(res.body).not.toContain('maker');
    await open(token);
    const list = (await call('GET', '/v1/exports/pkg/links', maker)).json<ExportLinkList>();
    expect(list.items.find((l) => l.id === link.id)).toMatchObject({ views: 2, state: 'active', hasPassword: false });
    // An unknown token is just not found.
    expect((await open('x'.repeat(43))).statusCode).toBe(404);
  });

  it('serve each clip with range requests, and the whole package, with the key an open gave', async () => {
    const { token } = await makeLink('pkg', { expiresAt: inAnHour() });
    const { key } = (await open(token)).json<Clip>();
    const whole = await call('GET', `/v1/clips/${token}/files/0?key=${key}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toContain('video/mp4');
    expect(whole.rawPayload.equals(CLIP)).toBe(true);
    const part = await server.app.inject({
      url: `/v1/clips/${token}/files/0?key=${key}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${CLIP.length}`);
    expect(part.rawPayload.equals(CLIP.subarray(100, 200))).toBe(true);
    const past = await server.app.inject({
      url: `/v1/clips/${token}/files/0?key=${key}`,
      headers: { range: `bytes=${CLIP.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect((await call('GET', `/v1/clips/${token}/files/1?key=${key}`)).statusCode).toBe(404);
    const zip = await call('GET', `/v1/clips/${token}/download?key=${key}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.equals(fs.readFileSync(path.join(server.dir, 'pkg.zip')))).toBe(true);
    // Without the key, or with another link's, nothing.
    expect((await call('GET', `/v1/clips/${token}/files/0?key=wrong`)).statusCode).toBe(404);
    const { token: second } = await makeLink('pkg', { expiresAt: inAnHour() });
    expect((await call('GET', `/v1/clips/${second}/files/0?key=${key}`)).statusCode).toBe(404);
  });

  it('open maxViews times, then are refused as used up', async () => {
    const { link, token } = await makeLink('pkg', { expiresAt: inAnHour(), maxViews: 2 });
    expect((await open(token)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(200);
    const third = await open(token);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'Forbidden', reason: 'clipLinkUsedUp' });
    const list = (await call('GET', '/v1/exports/pkg/links', maker)).json<ExportLinkList>();
    expect(list.items.find((l) => l.id === link.id)).toMatchObject({ views: 2, maxViews: 2, state: 'usedUp' });
  });

  it('with a password ask for it first, refuse a wrong one without counting a view, and limit wrong tries', async () => {
    const { link, token } = await makeLink('pkg', { expiresAt: inAnHour(), password: 'open sesame' });
    const none = await open(token);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'AuthorizationFailed', reason: 'clipPasswordRequired' });
    expect(none.body).not.toContain('Case pkg');
    const wrong = await open(token, 'open barley');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: 'clipPasswordWrong' });
    const right = await open(token, 'open sesame');
    expect(right.statusCode).toBe(200);
    expect(right.json<Clip>().name).toBe('Case pkg');
    const stored = await server.ctx.db
      .selectFrom('export_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('open sesame');
    expect(stored.views).toBe(1);
    // Five wrong passwords in 15 minutes, then even the right one waits.
    for (let i = 0; i < 4; i++) expect((await open(token, `guess ${i}`)).statusCode).toBe(401);
    const limited = await open(token, 'open sesame');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TooManyRequests' });
    clock += 16 * 60_000;
    expect((await open(token, 'open sesame')).statusCode).toBe(200);
  });

  it('expire: refused with the reason, the page and its files alike', async () => {
    const { token } = await makeLink('pkg', { expiresAt: new Date(clock + 60_000).toISOString() });
    const { key } = (await open(token)).json<Clip>();
    clock += 61_000;
    const res = await open(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'clipLinkExpired' });
    expect((await call('GET', `/v1/clips/${token}/files/0?key=${key}`)).json()).toMatchObject({
      reason: 'clipLinkExpired',
    });
  });

  it('revoked: refused at once, even for a page already open', async () => {
    const { link, token } = await makeLink('pkg', { expiresAt: inAnHour() });
    const { key } = (await open(token)).json<Clip>();
    expect((await call('DELETE', `/v1/exports/pkg/links/${link.id}`, maker)).statusCode).toBe(200);
    const res = await open(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'Forbidden', reason: 'clipLinkRevoked' });
    expect((await call('GET', `/v1/clips/${token}/files/0?key=${key}`)).statusCode).toBe(403);
    expect((await call('GET', `/v1/clips/${token}/download?key=${key}`)).statusCode).toBe(403);
    const list = (await call('GET', '/v1/exports/pkg/links', maker)).json<ExportLinkList>();
    expect(list.items.find((l) => l.id === link.id)).toMatchObject({ state: 'revoked' });
    expect((await call('DELETE', '/v1/exports/pkg/links/missing', maker)).statusCode).toBe(404);
  });

  it('write audit entries for creation, each open (and refusal) and revocation, never the token or password', async () => {
    const rows = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'export.link-%')
      .execute();
    const actions = new Set(rows.map((r) => `${r.action}:${r.outcome}`));
    for (const a of [
      'export.link-create:success',
      'export.link-open:success',
      'export.link-open:failure',
      'export.link-open:denied',
      'export.link-revoke:success',
      'export.link-download:success',
    ])
      expect(actions).toContain(a);
    const create = rows.find((r) => r.action === 'export.link-create');
    expect(create).toMatchObject({ actor: 'maker', target: 'pkg' });
    expect(rows.find((r) => r.action === 'export.link-open')).toMatchObject({ actor: null, target: 'pkg' });
    expect(JSON.stringify(rows)).not.toContain('sesame');
  });
});
