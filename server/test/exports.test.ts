import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Export, ExportKeyReply, ExportList } from '../contract/schemas/export';
import { spawnSync } from 'node:child_process';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { verifyExportCli } from '../../scripts/verify-export';
import type { VerifyReply } from '../contract/schemas/export';
import type { Manifest } from '../src/exports/manifest';
import { estimatedBytes, packageFileName } from '../src/exports/routes';
import { createPackageKeeping } from '../src/exports/keeping';
import { exportsRepo } from '../src/exports/repo';
import { readConfig } from '../src/config';
import { contentDisposition } from '../src/media/download';
import { runningChildren } from '../src/media/run-ffmpeg';
import { createUser, onPostgres, removeDir, signIn, startServer, unlock, withCookie } from './helpers';
import {
  adminCredentials,
  ffmpeg,
  grantTo,
  insertStream,
  iso,
  mediaDuration,
  recordRun,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

describe('the export key', () => {
  it('is an Ed25519 key made at the first start, kept across restarts, whose public half any signed-in user reads', async () => {
    let server = await startServer();
    try {
      const admin = await unlock(server);
      const res = await server.app.inject({ url: '/v1/system/export-key', headers: withCookie(admin) });
      expect(res.statusCode).toBe(200);
      const key = res.json<ExportKeyReply>();
      expect(Object.keys(key).sort()).toEqual(['pem', 'publicKey']);
      const fromDer = crypto.createPublicKey({
        key: Buffer.from(key.publicKey, 'base64'),
        format: 'der',
        type: 'spki',
      });
      expect(fromDer.asymmetricKeyType).toBe('ed25519');
      expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      expect(crypto.createPublicKey(key.pem).export({ format: 'der', type: 'spki' }).toString('base64')).toBe(
        key.publicKey,
      );
      // The server signs with the private half of that very key.
      const signature = crypto.sign(null, Buffer.from('case'), server.ctx.exportKey.privateKey);
      expect(crypto.verify(null, Buffer.from('case'), fromDer, signature)).toBe(true);
      // Nothing private in the answer.
      expect(res.body).not.toContain('PRIVATE');
      if (!onPostgres) {
        const file = path.join(server.dir, 'export-key.pem');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      }
      expect((await server.app.inject({ url: '/v1/system/export-key' })).statusCode).toBe(401);

      server = await server.restart();
      const again = await server.app.inject({ url: '/v1/system/export-key', headers: withCookie(admin) });
      expect(again.json<ExportKeyReply>().publicKey).toBe(key.publicKey);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});

/** Every file of a zip by name, in order. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

/** A zip of these files, in order, stored as they are. */
function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name, { compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** An export row as stored, for states a test cannot wait for (held on a node that never runs it). */
const stored = (id: string, owner: number, status: 'queued' | 'running', node = 'elsewhere') => ({
  id,
  user_id: owner,
  author: 'someone',
  name: id,
  reason: 'held',
  watermark: 0,
  status,
  progress_milli: 0,
  size: null,
  failure_reason: null,
  node_id: node,
  file: null,
  created_at: Date.now(),
  updated_at: Date.now(),
});

/** Two runs of 6 s (1 s segments) with a 10 s hole between them, on stream `cam`; `other` records nothing. */
const T0 = Date.parse('2026-11-20T20:59:57.000Z');
let server: MediaTestServer;
let admin: string;
let viewer: string;
let outsider: string;
/** The first export made (two clips of `cam`, by the viewer), once done. */
let made: Export;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });
const item = (from: number, to: number, streamId = 'cam') => ({ streamId, startTime: iso(from), endTime: iso(to) });
const body = (items = [item(T0 + 1500, T0 + 4500)], extra: object = {}) => ({
  name: 'Case 2026/118',
  reason: 'Police request 77-118 of 21 November',
  items,
  ...extra,
});
const userId = async (login: string) =>
  (await server.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

async function finished(id: string, cookie = admin): Promise<Export> {
  return waitFor<Export | null>(
    async () => {
      const res = await call('GET', `/v1/exports/${id}`, cookie);
      const e = res.json<Export>();
      return e.status === 'done' || e.status === 'failed' ? e : null;
    },
    30_000,
    `export ${id} to finish`,
  ) as Promise<Export>;
}

beforeAll(async () => {
  server = await startMediaServer();
  ({ cookie: admin } = await adminCredentials(server));
  const asTest = server as unknown as Parameters<typeof createUser>[0];
  await createUser(asTest, admin, { name: 'viewer', password: 'Watch-Pass-2026', maxStreamCreation: 0 });
  await createUser(asTest, admin, { name: 'outsider', password: 'Strange-Pass-2026' });
  viewer = await signIn(asTest, 'viewer', 'Watch-Pass-2026');
  outsider = await signIn(asTest, 'outsider', 'Strange-Pass-2026');
  await insertStream(server.db, { uid: 'cam', name: 'Gate «North»', source: 'demo://Cam' });
  await insertStream(server.db, { uid: 'other' });
  await grantTo(server.db, 'viewer', 'cam');
  await recordRun(server, { uid: 'cam', id: 'run-a', startNumber: 0, startMs: T0 });
  await recordRun(server, { uid: 'cam', id: 'run-b', startNumber: 6, startMs: T0 + 16_000 });
});

afterAll(async () => {
  await server?.close();
  if (server) removeDir(server.dir);
});

describe('export jobs', () => {
  it('runs in the background to done, for anyone who may view the streams, read-only users too', async () => {
    const res = await call(
      'POST',
      '/v1/exports',
      viewer,
      body([item(T0 + 1500, T0 + 4500), item(T0 + 1500, T0 + 20_000)]),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json<{ id: string; status: string }>();
    expect(created).toEqual({ id: expect.any(String), status: 'queued' });
    const done = await finished(created.id, viewer);
    expect(done).toMatchObject({
      id: created.id,
      name: 'Case 2026/118',
      reason: 'Police request 77-118 of 21 November',
      status: 'done',
      progress: 1,
      author: 'viewer',
      watermark: false,
      failureReason: null,
      items: [
        { streamId: 'cam', streamName: 'Gate «North»', startTime: iso(T0 + 1500), endTime: iso(T0 + 4500) },
        { streamId: 'cam', streamName: 'Gate «North»', startTime: iso(T0 + 1500), endTime: iso(T0 + 20_000) },
      ],
    });
    expect(done.size).toBeGreaterThan(1000);
    made = done;
    expect(Math.abs(Date.parse(done.createdTime) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a blank or multi-line name, a blank reason, no items or too many, and a bad interval', async () => {
    const refused = async (payload: object) => (await call('POST', '/v1/exports', viewer, payload)).json<object>();
    expect(await refused(body(undefined, { name: '   ' }))).toMatchObject({ code: 'ValidationError', field: 'name' });
    expect(await refused(body(undefined, { name: 'Case\nTwo' }))).toMatchObject({ code: 'ValidationError' });
    expect(await refused(body(undefined, { reason: ' \n ' }))).toMatchObject({
      code: 'ValidationError',
      field: 'reason',
    });
    expect(await refused(body([]))).toMatchObject({ code: 'ValidationError' });
    expect(await refused(body(Array.from({ length: 17 }, () => item(T0 + 1500, T0 + 4500))))).toMatchObject({
      code: 'ValidationError',
    });
    expect(await refused(body([item(T0 + 4500, T0 + 1500)]))).toMatchObject({
      code: 'ValidationError',
      field: 'items/0/startTime',
    });
    // Longer than the longest item (24 h by default).
    expect(await refused(body([item(T0 + 1500, T0 + 4500), item(T0, T0 + 24 * 3_600_000 + 1000)]))).toMatchObject({
      code: 'TimeRangeTooLong',
      field: 'items/1/endTime',
      reason: 'exportItemTooLong',
      message: 'items/1: longer than the 24 h an export item may be',
    });
    // Nothing recorded there.
    expect(await refused(body([item(T0 + 7000, T0 + 15_000)]))).toMatchObject({
      code: 'NotFound',
      field: 'items/0/startTime',
    });
    expect(await call('GET', '/v1/exports', viewer).then((r) => r.json<ExportList>().total)).toBe(1);
  });

  it('refuses a stream the caller may not view exactly as a missing one', async () => {
    const hidden = await call('POST', '/v1/exports', outsider, body([item(T0 + 1500, T0 + 4500, 'cam')]));
    const missing = await call('POST', '/v1/exports', outsider, body([item(T0 + 1500, T0 + 4500, 'nowhere')]));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.json()).toMatchObject({ code: 'NotFound', field: 'items/0/streamId' });
  });

  it('belongs to its maker and to administrators: for anyone else it does not exist', async () => {
    const { id } = (await call('POST', '/v1/exports', viewer, body())).json<{ id: string }>();
    await finished(id);
    expect((await call('GET', `/v1/exports/${id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/v1/exports/${id}`, admin)).statusCode).toBe(200);
    const foreign = await call('GET', `/v1/exports/${id}`, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await call('GET', '/v1/exports/missing', outsider)).json());
    // Lists: mine; an administrator's, everyone's; paged, newest first.
    expect((await call('GET', '/v1/exports', outsider)).json<ExportList>()).toEqual({ items: [], total: 0 });
    const mine = (await call('GET', '/v1/exports?pageSize=1', viewer)).json<ExportList>();
    expect(mine.total).toBe(2);
    expect(mine.items.map((e) => e.id)).toEqual([id]);
    const all = (await call('GET', '/v1/exports?page=1&pageSize=50', admin)).json<ExportList>();
    expect(all.items.map((e) => e.id)).toContain(id);
    expect(all.items.every((e) => e.author === 'viewer')).toBe(true);
  });

  it('lets a user have at most two unfinished exports at once', async () => {
    const now = Date.now();
    const values = (id: string, status: 'queued' | 'running') => ({
      id,
      user_id: null as number | null,
      author: 'outsider',
      name: id,
      reason: 'held',
      watermark: 0,
      status,
      progress_milli: 0,
      size: null,
      failure_reason: null,
      node_id: 'elsewhere',
      file: null,
      created_at: now,
      updated_at: now,
    });
    // Held by a node that never runs them, so they stay unfinished.
    const adminId = await userId('admin');
    await server.db
      .insertInto('exports')
      .values([
        { ...values('held-1', 'queued'), user_id: adminId },
        { ...values('held-2', 'running'), user_id: adminId },
      ])
      .execute();
    const refused = await call('POST', '/v1/exports', admin, body());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TooManyRequests',
      reason: 'exportsUnfinished',
      message: 'At most 2 of your exports may be queued or running at once',
    });
    // The limit is the server's setting (VIGIL_EXPORTS_PER_USER).
    server.config.exports.unfinishedPerUser = 3;
    const third = await call('POST', '/v1/exports', admin, body());
    server.config.exports.unfinishedPerUser = 2;
    expect(third.statusCode).toBe(200);
    await finished(third.json<{ id: string }>().id);
    // Another user is not held back by them.
    const other = await call('POST', '/v1/exports', viewer, body());
    expect(other.statusCode).toBe(200);
    await finished(other.json<{ id: string }>().id);
    await server.db.deleteFrom('exports').where('id', 'in', ['held-1', 'held-2']).execute();
    expect((await call('POST', '/v1/exports', admin, body())).statusCode).toBe(200);
  });

  it('refuses an export larger than the largest, estimated from the sizes of the recordings', async () => {
    // Two segments of 9 GiB each on their own stream (only their sizes are read before the export runs).
    await insertStream(server.db, { uid: 'big' });
    const GIB = 1024 ** 3;
    await server.db
      .insertInto('segments')
      .values(
        [0, 1].map((seq) => ({
          stream_uid: 'big',
          run_id: 'run-big',
          seq,
          start_ms: T0 + seq * 10_000,
          duration_ms: 10_000,
          file: `run-big/seg-${seq}.m4s`,
          init_file: 'run-big/init.mp4',
          size: 9 * GIB,
          recorded: 1,
        })),
      )
      .execute();
    const exportsBefore = (await call('GET', '/v1/exports', admin)).json<ExportList>().total;
    // 9 GiB and half of the second, 13.5 GiB in all: over the 12 GiB asked for here (16 by default).
    server.config.exports.maxGigabytes = 12;
    const res = await call(
      'POST',
      '/v1/exports',
      admin,
      body([item(T0, T0 + 10_000, 'big'), item(T0 + 10_000, T0 + 15_000, 'big')]),
    );
    server.config.exports.maxGigabytes = 16;
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'QuotaReached',
      field: 'items',
      reason: 'exportTooLarge',
      message: 'items: the export would be about 13.5 GiB, more than the 12 GiB an export may be',
    });
    const twice = await call(
      'POST',
      '/v1/exports',
      admin,
      body([item(T0, T0 + 20_000, 'big'), item(T0, T0 + 20_000, 'big')]),
    );
    expect(twice.json()).toMatchObject({ code: 'QuotaReached', message: expect.stringContaining('about 36.0 GiB') });
    expect((await call('GET', '/v1/exports', admin)).json<ExportList>().total).toBe(exportsBefore);
    await server.db.deleteFrom('segments').where('stream_uid', '=', 'big').execute();
  });

  it('runs one at a time, oldest first, and fails one whose recording is gone with the reason nothingRecorded', async () => {
    // Queued earlier on this node, over an interval of `other`, which recorded nothing.
    const early = { ...stored('gone', await userId('outsider'), 'queued', server.ctx.cluster.nodeId), created_at: 1 };
    await server.db.insertInto('exports').values(early).execute();
    await server.db
      .insertInto('export_items')
      .values({
        export_id: 'gone',
        position: 0,
        stream_uid: 'other',
        stream_name: 'other',
        start_ms: T0,
        end_ms: T0 + 5000,
      })
      .execute();
    const { id } = (await call('POST', '/v1/exports', viewer, body())).json<{ id: string }>();
    const later = await finished(id);
    const gone = await finished('gone');
    expect(gone).toMatchObject({ status: 'failed', failureReason: 'nothingRecorded', size: null });
    expect(later.status).toBe('done');
    const rows = await server.db
      .selectFrom('exports')
      .select(['id', 'updated_at'])
      .where('id', 'in', ['gone', id])
      .execute();
    const finishedAt = Object.fromEntries(rows.map((r) => [r.id, r.updated_at]));
    expect(finishedAt.gone).toBeLessThanOrEqual(finishedAt[id]!);
    expect((await call('GET', '/v1/exports/gone/download', admin)).statusCode).toBe(404);
  });

  it('writes an audit entry for each export made', async () => {
    const entries = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'export.create').execute();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries[0]).toMatchObject({ actor: 'viewer', outcome: 'success' });
    expect(JSON.parse(entries[0]?.details ?? '{}')).toMatchObject({ name: 'Case 2026/118', items: 2, streams: 'cam' });
  });
});

describe('the package', () => {
  it('is a zip of one MP4 per item, manifest.json and manifest.sig, signed by the published key', async () => {
    const res = await call('GET', `/v1/exports/${made.id}/download`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(made.size);
    expect(res.headers['content-disposition']).toBe(
      contentDisposition(packageFileName('Case 2026/118', Date.parse(made.createdTime))),
    );
    expect(res.headers['content-disposition']).toMatch(/filename="Case 2026_118-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip"/);
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['clips/01-cam.mp4', 'clips/02-cam.mp4', 'manifest.json', 'manifest.sig']);

    const manifestBytes = files.get('manifest.json')!;
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
    expect(manifest).toMatchObject({
      format: 'vigil-case-export',
      version: 1,
      case: { id: made.id, name: 'Case 2026/118', reason: 'Police request 77-118 of 21 November' },
      createdBy: 'viewer',
      createdTime: made.createdTime,
      server: { nodeId: server.ctx.cluster.nodeId, version: server.config.version },
      watermark: false,
      items: [
        {
          file: 'clips/01-cam.mp4',
          streamId: 'cam',
          streamName: 'Gate «North»',
          startTime: iso(T0 + 1500),
          endTime: iso(T0 + 4500),
        },
        {
          file: 'clips/02-cam.mp4',
          streamId: 'cam',
          streamName: 'Gate «North»',
          startTime: iso(T0 + 1500),
          endTime: iso(T0 + 20_000),
        },
      ],
    });
    for (const name of ['clips/01-cam.mp4', 'clips/02-cam.mp4']) {
      const bytes = files.get(name)!;
      expect(manifest.files.find((f) => f.path === name)).toEqual({
        path: name,
        size: bytes.length,
        sha256: sha256(bytes),
      });
    }
    expect(manifest.files).toHaveLength(2);

    // Node's own crypto and the published key, nothing of Vigil's.
    const key = (await call('GET', '/v1/system/export-key', outsider)).json<ExportKeyReply>();
    const publicKey = crypto.createPublicKey(key.pem);
    const signature = Buffer.from(files.get('manifest.sig')!.toString('utf8').trim(), 'base64');
    expect(crypto.verify(null, manifestBytes, publicKey, signature)).toBe(true);
    expect(crypto.verify(null, Buffer.concat([manifestBytes, Buffer.from(' ')]), publicKey, signature)).toBe(false);

    // The clips are cut as the archive's download cuts them: about 3 s, and 9 s across the hole.
    const clip = path.join(server.dir, 'export-clip.mp4');
    fs.writeFileSync(clip, files.get('clips/01-cam.mp4')!);
    expect(Math.abs((await mediaDuration(clip)) - 3)).toBeLessThanOrEqual(1);
    fs.writeFileSync(clip, files.get('clips/02-cam.mp4')!);
    expect(Math.abs((await mediaDuration(clip)) - 9)).toBeLessThanOrEqual(1);
  });

  it("is its maker's and the administrators' only, once done, and each download is audited", async () => {
    expect((await call('GET', `/v1/exports/${made.id}/download`, admin)).statusCode).toBe(200);
    const foreign = await call('GET', `/v1/exports/${made.id}/download`, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await call('GET', '/v1/exports/missing/download', outsider)).json());
    await server.db
      .insertInto('exports')
      .values(stored('waiting', await userId('viewer'), 'queued'))
      .execute();
    expect((await call('GET', '/v1/exports/waiting/download', viewer)).json()).toMatchObject({ code: 'NotFound' });
    await server.db.deleteFrom('exports').where('id', '=', 'waiting').execute();
    const entries = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export.download')
      .execute();
    expect(entries.map((e) => [e.actor, e.target])).toEqual([
      ['viewer', made.id],
      ['admin', made.id],
    ]);
  });
});

describe('verification', () => {
  let original: Buffer;
  let files: Map<string, Buffer>;
  const verify = (zip: Buffer | string, contentType = 'application/zip', cookie = outsider) =>
    server.app.inject({
      method: 'POST',
      url: '/v1/exports/verify',
      headers: { ...withCookie(cookie), 'content-type': contentType },
      payload: zip,
    });
  const problems = async (changed: Map<string, Buffer>) => {
    const res = await verify(await zipOf(changed));
    expect(res.statusCode).toBe(200);
    return res.json<VerifyReply>();
  };
  const without = (name: string) => new Map([...files].filter(([n]) => n !== name));
  const withFile = (name: string, bytes: Buffer) => new Map([...files, [name, bytes]]);
  const manifestText = () => files.get('manifest.json')!.toString('utf8');

  beforeAll(async () => {
    original = (await call('GET', `/v1/exports/${made.id}/download`, viewer)).rawPayload;
    files = await unzip(original);
  });

  it('finds a package as downloaded valid, for any signed-in user', async () => {
    const res = await verify(original);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, problems: [] });
    // Packed again, the same files are as valid.
    expect(await problems(files)).toEqual({ valid: true, problems: [] });
    const entries = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'export.verify').execute();
    expect(entries[0]).toMatchObject({ actor: 'outsider', target: made.id, outcome: 'success' });
    expect((await server.app.inject({ method: 'POST', url: '/v1/exports/verify', payload: original })).statusCode).toBe(
      401,
    );
  });

  it('names a flipped byte, a removed file, an added file, another key and a manifest edited after signing', async () => {
    // A byte flipped in the second clip, in the zip as downloaded (stored, so the clip's bytes are there as they are).
    const clip = files.get('clips/02-cam.mp4')!;
    const at = original.indexOf(clip.subarray(0, 256)) + Math.floor(clip.length / 2);
    expect(at).toBeGreaterThan(256);
    const flipped = Buffer.from(original);
    flipped[at] = flipped[at]! ^ 0xff;
    expect((await verify(flipped)).json()).toEqual({
      valid: false,
      problems: [{ file: 'clips/02-cam.mp4', problem: 'changed' }],
    });
    expect(await problems(without('clips/01-cam.mp4'))).toEqual({
      valid: false,
      problems: [{ file: 'clips/01-cam.mp4', problem: 'missing' }],
    });
    expect(await problems(withFile('clips/03-cam.mp4', Buffer.from('planted')))).toEqual({
      valid: false,
      problems: [{ file: 'clips/03-cam.mp4', problem: 'unexpected' }],
    });
    // Re-signed with another key: whole, but not this server's.
    const other = crypto.generateKeyPairSync('ed25519').privateKey;
    const resigned = crypto.sign(null, files.get('manifest.json')!, other).toString('base64');
    expect(await problems(withFile('manifest.sig', Buffer.from(`${resigned}\n`)))).toEqual({
      valid: false,
      problems: [{ file: 'manifest.sig', problem: 'badSignature' }],
    });
    // Edited after signing: a changed clip with its new hash written into the manifest.
    const forged = Buffer.from(clip);
    forged[100] = forged[100]! ^ 0xff;
    const edited = manifestText().replace(sha256(clip), sha256(forged));
    expect(edited).not.toBe(manifestText());
    const editedFiles = withFile('manifest.json', Buffer.from(edited));
    editedFiles.set('clips/02-cam.mp4', forged);
    expect(await problems(editedFiles)).toEqual({
      valid: false,
      problems: [{ file: 'manifest.sig', problem: 'badSignature' }],
    });
    // A missing signature, a manifest that is not one.
    expect(await problems(without('manifest.sig'))).toEqual({
      valid: false,
      problems: [{ file: 'manifest.sig', problem: 'missing' }],
    });
    expect((await problems(withFile('manifest.json', Buffer.from('{"format": 1}')))).problems).toEqual([
      { file: 'manifest.json', problem: 'badManifest' },
      { file: 'manifest.sig', problem: 'badSignature' },
    ]);
    expect((await problems(without('manifest.json'))).problems).toEqual([
      { file: 'manifest.json', problem: 'missing' },
    ]);
  });

  it('refuses a body that is not a zip, and never takes a path for one', async () => {
    const junk = await verify(Buffer.from('not a zip at all'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ code: 'ValidationError', field: 'body' });
    const asJson = await verify(JSON.stringify(path.join(server.dir, 'exports')), 'application/json');
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toMatchObject({ code: 'ValidationError', field: 'body' });
    const tooLarge = await server.app.inject({
      method: 'POST',
      url: '/v1/exports/verify',
      headers: { ...withCookie(outsider), 'content-type': 'application/zip', 'content-length': String(3 * 1024 ** 3) },
      payload: Buffer.from('PK'),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PayloadTooLarge' });
    // Nothing is left behind (removed once each answer is sent).
    await waitFor(() => fs.readdirSync(path.join(server.dir, 'tmp', 'verify')).length === 0, 2000, 'uploads removed');
  });

  it('is also `npm run verify-export`, offline, with the published key or the one the manifest names', async () => {
    const zip = path.join(server.dir, 'case.zip');
    const tampered = path.join(server.dir, 'tampered.zip');
    const keyFile = path.join(server.dir, 'key.pem');
    fs.writeFileSync(zip, original);
    fs.writeFileSync(tampered, await zipOf(withFile('notes.txt', Buffer.from('x'))));
    fs.writeFileSync(keyFile, (await call('GET', '/v1/system/export-key', viewer)).json<ExportKeyReply>().pem);
    const said: string[] = [];
    expect(await verifyExportCli([zip, '--key', keyFile], (l) => said.push(l))).toBe(0);
    expect(said.at(-1)).toBe(`${zip}: valid`);
    said.length = 0;
    expect(await verifyExportCli([tampered, '--key', keyFile], (l) => said.push(l))).toBe(1);
    expect(said).toContain('notes.txt: unexpected');
    // Another server's key: the signature does not hold.
    const otherKey = path.join(server.dir, 'other.pem');
    fs.writeFileSync(
      otherKey,
      crypto.generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    );
    said.length = 0;
    expect(await verifyExportCli([zip, '--key', otherKey], (l) => said.push(l))).toBe(1);
    expect(said).toContain('manifest.sig: badSignature');
    said.length = 0;
    expect(await verifyExportCli([zip], (l) => said.push(l))).toBe(0);
    expect(said.join('\n')).toContain('compare that key');
    expect(await verifyExportCli([], () => undefined)).toBe(1);
    // The npm script itself, its exit codes.
    const run = (file: string) =>
      spawnSync('npm', ['run', '--silent', 'verify-export', '--', file, '--key', keyFile], { encoding: 'utf8' });
    expect(run(zip).status).toBe(0);
    const bad = run(tampered);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('notes.txt: unexpected');
  }, 60_000);
});

describe('a restart', () => {
  it('fails the exports that were running, with the reason interrupted, and removes what they left half made', async () => {
    const now = Date.now();
    await server.db
      .insertInto('exports')
      .values({
        id: 'cut-short',
        user_id: await userId('viewer'),
        author: 'viewer',
        name: 'Cut short',
        reason: 'restart',
        watermark: 0,
        status: 'running',
        progress_milli: 500,
        size: null,
        failure_reason: null,
        node_id: server.ctx.cluster.nodeId,
        file: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const dir = server.dir;
    await server.close();
    // What it was making and receiving when it stopped.
    const leftovers = [path.join(dir, 'tmp', 'exports', 'cut-short'), path.join(dir, 'tmp', 'verify')];
    for (const left of leftovers) fs.mkdirSync(left, { recursive: true });
    fs.writeFileSync(path.join(leftovers[1]!, 'half.zip'), 'PK');
    server = await startMediaServer({ dir });
    const res = await call('GET', '/v1/exports/cut-short', admin);
    expect(res.json()).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
    for (const left of leftovers) expect(fs.existsSync(left)).toBe(false);
    // The packages made before are kept.
    expect((await call('GET', `/v1/exports/${made.id}/download`, admin)).statusCode).toBe(200);
  });
});

describe('a watermark', () => {
  it('re-encodes each clip with it, reports progress while it encodes, and the package verifies', async () => {
    // 90 s of another stream, long enough for ffmpeg to report its progress while it encodes.
    await insertStream(server.db, { uid: 'long', name: 'Long' });
    const L0 = T0 + 100_000;
    await recordRun(server, { uid: 'long', id: 'run-l', startNumber: 0, startMs: L0, seconds: 90 });
    const interval = [item(L0, L0 + 90_000, 'long')];
    const plain = await finished((await call('POST', '/v1/exports', admin, body(interval))).json<{ id: string }>().id);
    const res = await call('POST', '/v1/exports', admin, body(interval, { watermark: true }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    const seen: number[] = [];
    const marked = await waitFor<Export | null>(
      async () => {
        const e = (await call('GET', `/v1/exports/${id}`, admin)).json<Export>();
        if (e.status === 'running') seen.push(e.progress);
        return e.status === 'done' || e.status === 'failed' ? e : null;
      },
      60_000,
      'the watermarked export',
    );
    expect(marked).toMatchObject({ status: 'done', watermark: true, progress: 1 });
    // Seen between the start and the end of the one clip's encoding (0.5 is the clip done), never going back.
    expect(seen.some((p) => p > 0 && p < 0.5)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const zip = (await call('GET', `/v1/exports/${id}/download`, admin)).rawPayload;
    const verified = await server.app.inject({
      method: 'POST',
      url: '/v1/exports/verify',
      headers: { ...withCookie(admin), 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(verified.json()).toEqual({ valid: true, problems: [] });
    const files = await unzip(zip);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Manifest;
    expect(manifest.watermark).toBe(true);
    const copy = (await unzip((await call('GET', `/v1/exports/${plain!.id}/download`, admin)).rawPayload)).get(
      'clips/01-long.mp4',
    )!;
    const watermarked = files.get('clips/01-long.mp4')!;
    expect(sha256(watermarked)).not.toBe(sha256(copy));
    // The same length of picture, but other pictures: the first frames decode differently.
    const firstFrame = async (bytes: Buffer) => {
      const file = path.join(server.dir, `frame-${sha256(bytes)}.mp4`);
      fs.writeFileSync(file, bytes);
      const md5 = `${file}.md5`;
      const out = await ffmpeg(['-loglevel', 'error', '-i', file, '-frames:v', '1', '-f', 'md5', '-y', md5]);
      expect(out.code).toBe(0);
      return { md5: fs.readFileSync(md5, 'utf8'), seconds: await mediaDuration(file) };
    };
    const [a, b] = [await firstFrame(copy), await firstFrame(watermarked)];
    expect(a.md5).toMatch(/^MD5=/);
    expect(b.md5).not.toBe(a.md5);
    expect(Math.abs(a.seconds - b.seconds)).toBeLessThanOrEqual(0.5);
  }, 120_000);

  it('stopped by the server in the middle of its encoding, fails as interrupted on the next start, leaving nothing half made', async () => {
    const interval = [item(T0 + 100_000, T0 + 190_000, 'long')];
    const { id } = (await call('POST', '/v1/exports', admin, body(interval, { watermark: true }))).json<{
      id: string;
    }>();
    await waitFor(
      async () => {
        const e = (await call('GET', `/v1/exports/${id}`, admin)).json<Export>();
        return e.status === 'running' && e.progress > 0;
      },
      60_000,
      'the export to be encoding',
    );
    const dir = server.dir;
    await server.close();
    expect(runningChildren()).toBe(0);
    server = await startMediaServer({ dir });
    expect((await call('GET', `/v1/exports/${id}`, admin)).json()).toMatchObject({
      status: 'failed',
      failureReason: 'interrupted',
      size: null,
    });
    expect(fs.existsSync(path.join(dir, 'exports', `${id}.zip`))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tmp', 'exports'))).toBe(false);
    expect((await call('GET', `/v1/exports/${id}/download`, admin)).statusCode).toBe(404);
    // The new server runs exports as before.
    const again = await call('POST', '/v1/exports', admin, body([item(T0 + 100_000, T0 + 103_000, 'long')]));
    expect((await finished(again.json<{ id: string }>().id)).status).toBe('done');
  }, 120_000);
});

describe('the limits', () => {
  it('are 24 h per item, 16 GiB per export and 2 unfinished exports per user, unless the environment sets others', () => {
    expect(readConfig({}).exports).toEqual({ itemMaxHours: 24, maxGigabytes: 16, unfinishedPerUser: 2, keepDays: 30 });
    expect(
      readConfig({ VIGIL_EXPORT_MAX_HOURS: '48', VIGIL_EXPORT_MAX_GB: '100', VIGIL_EXPORTS_PER_USER: '5' }).exports,
    ).toEqual({ itemMaxHours: 48, maxGigabytes: 100, unfinishedPerUser: 5, keepDays: 30 });
    expect(() => readConfig({ VIGIL_EXPORT_MAX_HOURS: '0' })).toThrow(
      /VIGIL_EXPORT_MAX_HOURS must be an integer from 1 to 168/,
    );
    expect(() => readConfig({ VIGIL_EXPORTS_PER_USER: 'many' })).toThrow(/VIGIL_EXPORTS_PER_USER/);
  });

  it('estimate an interval from the share of each recorded segment inside it', () => {
    const segments = [
      { start_ms: 0, duration_ms: 1000, size: 1000 },
      { start_ms: 1000, duration_ms: 2000, size: 500 },
    ];
    expect(estimatedBytes(segments, 0, 3000)).toBe(1500);
    expect(estimatedBytes(segments, 500, 2000)).toBe(750);
    expect(estimatedBytes(segments, 5000, 6000)).toBe(0);
  });
});

describe('keeping packages', () => {
  it('removes a finished package with its links after the days kept, but not while an evidence hold covers it', async () => {
    const now = Date.now();
    const old = now - 31 * 86_400_000;
    const owner = await userId('viewer');
    const dir = path.join(server.dir, 'kept-packages');
    fs.mkdirSync(dir, { recursive: true });
    const add = async (id: string, uid: string, from: number) => {
      const file = path.join(dir, `${id}.zip`);
      fs.writeFileSync(file, 'zip');
      await server.db
        .insertInto('exports')
        .values({ ...stored(id, owner, 'queued', 'local'), status: 'done', file, updated_at: old, created_at: old })
        .execute();
      await server.db
        .insertInto('export_items')
        .values({
          export_id: id,
          position: 0,
          stream_uid: uid,
          stream_name: uid,
          start_ms: from,
          end_ms: from + 60_000,
        })
        .execute();
      return file;
    };
    const plain = await add('old-plain', 'cam', T0);
    const held = await add('old-held', 'other', T0);
    const fresh = path.join(dir, 'fresh.zip');
    fs.writeFileSync(fresh, 'zip');
    await server.db
      .insertInto('exports')
      .values({ ...stored('fresh', owner, 'queued', 'local'), status: 'done', file: fresh, updated_at: now })
      .execute();
    await server.db
      .insertInto('export_links')
      .values({
        id: 'link-old',
        export_id: 'old-plain',
        token_hash: 'h-old',
        password_hash: null,
        author: 'viewer',
        expires_at: now + 86_400_000,
        max_views: null,
        views: 0,
        revoked_at: null,
        created_at: old,
      })
      .execute();
    // A held moment of `other` 10 s into the held export's range.
    await server.db
      .insertInto('bookmarks')
      .values({
        id: 'hold-1',
        stream_uid: 'other',
        name: 'Held',
        description: '',
        start_ms: T0 + 10_000,
        end_ms: null,
        hold: 1,
        author_id: owner,
        held_by: owner,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const keeping = createPackageKeeping({
      repo: exportsRepo(server.db),
      nodeId: 'local',
      keepDays: 30,
      now: () => now,
      log: () => undefined,
    });
    expect(await keeping.run()).toBe(1);
    const ids = async () =>
      (
        await server.db
          .selectFrom('exports')
          .select('id')
          .where('id', 'in', ['old-plain', 'old-held', 'fresh'])
          .execute()
      )
        .map((r) => r.id)
        .sort();
    expect(await ids()).toEqual(['fresh', 'old-held']);
    expect(fs.existsSync(plain)).toBe(false);
    expect(fs.existsSync(held)).toBe(true);
    expect(await server.db.selectFrom('export_links').select('id').where('id', '=', 'link-old').execute()).toEqual([]);
    // The hold released: it goes at the next sweep.
    await server.db.updateTable('bookmarks').set({ hold: 0 }).where('id', '=', 'hold-1').execute();
    expect(await keeping.run()).toBe(1);
    expect(await ids()).toEqual(['fresh']);
    expect(fs.existsSync(held)).toBe(false);
    expect(readConfig({ VIGIL_DATA: dir }).exports.keepDays).toBe(30);
    expect(readConfig({ VIGIL_DATA: dir, VIGIL_EXPORT_KEEP_DAYS: '7' }).exports.keepDays).toBe(7);
  });
});
