import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, ArchiveRangesReply } from '../contract/schemas/archive';
import { clipFileName, clipsDir, contentDisposition } from '../src/media/download';
import { eventsRepo } from '../src/events';
import { bitmapOf } from '../src/media/motion/bitmap';
import { emptyRow, minuteOf, putSecond } from '../src/media/motion/grid';
import { createRetention } from '../src/media/retention';
import { runningChildren } from '../src/media/run-ffmpeg';
import { createUser, removeDir, signIn, withCookie } from './helpers';
import { storeLicense, testVendor } from './support/license';
import {
  adminCredentials,
  grantTo,
  insertStream,
  iso,
  mediaDuration,
  playsInFfmpeg,
  recordRun,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

/**
 * The archive routes over a recording made faster than real time: two runs of
 * 6 s (1 s segments) with a 10 s hole between them, just before midnight in Moscow.
 */
const T0 = Date.parse('2026-11-20T20:59:57.000Z');
const NAME = 'Cam "A"\r\nКамера';
let server: MediaTestServer;
let admin: string;
let token: string;
let viewer: string;
let outsider: string;
let base: string;
const ends: Record<string, number> = {};
const vendor = testVendor();

const get = (url: string, cookie?: string) => server.app.inject({ url, headers: withCookie(cookie) });
const window = (from: number, to: number) => `start_time=${iso(from)}&end_time=${iso(to)}`;

beforeAll(async () => {
  server = await startMediaServer({ env: { VIGIL_LICENSE_KEYS: vendor.publicKey } });
  ({ cookie: admin, token } = await adminCredentials(server));
  const asTest = server as unknown as Parameters<typeof createUser>[0];
  await createUser(asTest, admin, { name: 'viewer', password: 'Watch-Pass-2026' });
  await createUser(asTest, admin, { name: 'outsider', password: 'Strange-Pass-2026' });
  viewer = await signIn(asTest, 'viewer', 'Watch-Pass-2026');
  outsider = await signIn(asTest, 'outsider', 'Strange-Pass-2026');
  await insertStream(server.db, { uid: 'arch', name: NAME, source: 'demo://Arch' });
  await insertStream(server.db, { uid: 'other' });
  await grantTo(server.db, 'viewer', 'arch');
  ends['run-a'] = await recordRun(server, { uid: 'arch', id: 'run-a', startNumber: 0, startMs: T0 });
  ends['run-b'] = await recordRun(server, { uid: 'arch', id: 'run-b', startNumber: 6, startMs: T0 + 16_000 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  removeDir(server.dir);
});

describe('archive routes', () => {
  it('ranges: fragments and the gap exactly where recording stopped and started; the period', async () => {
    const res = await get(`/v1/stream/arch/archive/ranges?${window(T0 - 10_000, T0 + 30_000)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<ArchiveRangesReply>()).toEqual({
      period: { startTime: iso(T0), endTime: iso(ends['run-b']!) },
      ranges: [
        { date: iso(T0 - 10_000), status: 0 },
        { date: iso(T0), status: 1 },
        { date: iso(ends['run-a']!), status: 0 },
        { date: iso(T0 + 16_000), status: 1 },
        { date: iso(ends['run-b']!), status: 0 },
      ],
    });
    const stats = await get('/v1/stream/arch/archive/stats', viewer);
    expect(stats.json()).toEqual({ period: { startTime: iso(T0), endTime: iso(ends['run-b']!) } });
    expect((await get('/v1/stream/other/archive/stats', admin)).json()).toEqual({ period: null });
  });

  it('available days follow the viewer’s time zone', async () => {
    const url = `/v1/stream/arch/archive/available-days?${window(T0 - 86_400_000, T0 + 86_400_000)}`;
    expect((await get(`${url}&timezone_offset=180`, admin)).json()).toEqual({ days: ['2026-11-20', '2026-11-21'] });
    expect((await get(url, admin)).json()).toEqual({ days: ['2026-11-20'] });
    const long = await get(`/v1/stream/arch/archive/available-days?${window(T0 - 367 * 86_400_000, T0)}`, admin);
    expect(long.json()).toMatchObject({ code: 'TimeRangeTooLong' });
  });

  it('the archive playlist over the gap has a discontinuity and plays in ffmpeg', async () => {
    const url = `/v1/stream/arch/archive/index.m3u8?${window(T0 + 2500, T0 + 19_000)}`;
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.body).toMatch(/^#EXTM3U\n/);
    expect(res.body).toContain(
      `#EXT-X-PROGRAM-DATE-TIME:${iso(T0 + 2000)}\n#EXTINF:1.000,\n../media/run-a/seg-000002.m4s`,
    );
    expect(res.body).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="../media/run-b/init.mp4"');
    expect(res.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const played = await playsInFfmpeg(`${base}${url}`, token, 8);
    expect(played.code).toBe(0);
  });

  it('segment files are served as they are', async () => {
    const init = await get('/v1/stream/arch/media/run-a/init.mp4', viewer);
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.rawPayload.equals(fs.readFileSync(path.join(server.media.mediaRoot, 'arch/run-a/init.mp4')))).toBe(
      true,
    );
    const seg = await get('/v1/stream/arch/media/run-b/seg-000007.m4s', viewer);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/iso.segment');
    expect(Number(seg.headers['content-length'])).toBe(seg.rawPayload.length);
    expect((await get('/v1/stream/arch/media/run-b/seg-000099.m4s', viewer)).statusCode).toBe(404);
  });

  it('a download is an MP4 of the asked length (within one segment), named in the viewer’s time, cleaned up after', async () => {
    const res = await get(
      `/v1/stream/arch/archive/download?${window(T0 + 1500, T0 + 4500)}&timezone_offset=180`,
      viewer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toBe(contentDisposition(clipFileName(NAME, T0 + 1500, 180)));
    expect(res.headers['content-disposition']).toContain('-2026-11-20_23-59-58.mp4');
    const file = path.join(server.dir, 'clip.mp4');
    fs.writeFileSync(file, res.rawPayload);
    expect(Math.abs((await mediaDuration(file)) - 3)).toBeLessThanOrEqual(1);
    // Across the hole: the recorded parts back to back (run-a from its segment 1, then run-b up to 4 s).
    const across = await get(`/v1/stream/arch/archive/download?${window(T0 + 1500, T0 + 20_000)}`, viewer);
    fs.writeFileSync(file, across.rawPayload);
    expect(Math.abs((await mediaDuration(file)) - 9)).toBeLessThanOrEqual(1);
    // Removed once the response stream closes.
    await waitFor(() => fs.readdirSync(clipsDir(server.dir)).length === 0, 2000, 'temporary files removed');
    expect(runningChildren()).toBe(0);
    const none = await get(`/v1/stream/arch/archive/download?${window(T0 + 7000, T0 + 15_000)}`, viewer);
    expect(none.json()).toMatchObject({ code: 'NotFound' });
  });

  it('a clip starts at the keyframe before the asked start: its length is the asked one plus less than one segment', async () => {
    // 1 s segments here (2 s by default). As the administrator, so the viewer's downloads counted below stay two.
    const segmentSeconds = 1;
    const file = path.join(server.dir, 'keyframe-clip.mp4');
    for (const [from, to] of [
      [T0 + 1500, T0 + 4500],
      [T0 + 2000, T0 + 5000],
      [T0 + 1900, T0 + 4000],
    ] as const) {
      const res = await get(`/v1/stream/arch/archive/download?${window(from, to)}`, admin);
      expect(res.statusCode).toBe(200);
      fs.writeFileSync(file, res.rawPayload);
      const asked = (to - from) / 1000;
      const length = await mediaDuration(file);
      expect(length).toBeGreaterThanOrEqual(asked - 0.05);
      expect(length).toBeLessThan(asked + segmentSeconds);
    }
  });

  it('records watching the archive once per user, stream and hour, and every download', async () => {
    const entries = async (action: string) =>
      (await server.ctx.audit.latest(1000)).filter((e) => e.action === action && e.target === 'arch');
    for (const from of [T0, T0 + 1000, T0 + 2000]) {
      expect((await get(`/v1/stream/arch/archive/index.m3u8?${window(from, from + 3000)}`, viewer)).statusCode).toBe(
        200,
      );
    }
    expect((await entries('archive.view')).filter((e) => e.actor === 'viewer')).toHaveLength(1);
    const downloads = (await entries('archive.download')).filter((e) => e.actor === 'viewer');
    // The two clips of the download test; the empty window (404) is no download.
    expect(downloads).toHaveLength(2);
    expect(JSON.parse(downloads[0]?.details ?? '{}')).toMatchObject({ from: iso(T0 + 1500), to: iso(T0 + 20_000) });
  });

  it('refuses start >= end, times that are not ISO and windows over the limits', async () => {
    const at = (s: number) => iso(T0 + s * 1000);
    const cases: [string, string][] = [
      [`/v1/stream/arch/archive/ranges?start_time=${at(10)}&end_time=${at(10)}`, 'ValidationError'],
      [`/v1/stream/arch/archive/download?start_time=${at(10)}&end_time=${at(5)}`, 'ValidationError'],
      [`/v1/stream/arch/archive/download?start_time=NaN&end_time=${at(5)}`, 'ValidationError'],
      [`/v1/stream/arch/archive/download?start_time=1732000000&end_time=${at(5)}`, 'ValidationError'],
      [`/v1/stream/arch/archive/index.m3u8?start_time=yesterday&end_time=${at(5)}`, 'ValidationError'],
      [`/v1/stream/arch/archive/ranges?start_time=${at(0)}&end_time=${at(10_801)}`, 'TimeRangeTooLong'],
      [`/v1/stream/arch/archive/download?start_time=${at(0)}&end_time=${at(3601)}`, 'TimeRangeTooLong'],
      [`/v1/stream/arch/archive/index.m3u8?start_time=${at(0)}&end_time=${at(604_801)}`, 'TimeRangeTooLong'],
      [`/v1/annotations?streamId=arch&from=${at(0)}&to=${at(604_801)}`, 'TimeRangeTooLong'],
    ];
    for (const [url, code] of cases) {
      const res = await get(url, admin);
      expect([res.statusCode, res.json<{ code: string }>().code], url).toEqual([400, code]);
    }
  });

  it('never answers a file for a path-like id', async () => {
    const bad = [
      '/v1/stream/..%2F..%2Fetc/archive/stats',
      '/v1/stream/%2e%2e/archive/stats',
      '/v1/stream/a%5Cb/live/index.m3u8',
      '/v1/stream/arch%00/live/index.m3u8',
      '/v1/stream/%2Fetc%2Fpasswd/media/run-a/init.mp4',
      '/v1/stream/arch/media/..%2F..%2F..%2Fstreams.db/init.mp4',
      '/v1/stream/arch/media/%2e%2e/init.mp4',
      '/v1/stream/arch/media/run-a/..%2Findex.m3u8',
      '/v1/stream/arch/media/run-a/index.m3u8',
      '/v1/stream/arch/media/run-a/init.mp4%00',
      '/v1/stream/arch/media/RUN-A/init.mp4',
      `/v1/stream/..%2Farch/archive/download?${window(T0, T0 + 3000)}`,
    ];
    for (const url of bad) {
      const res = await get(url, admin);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('every route needs view permission on the stream: an outsider gets 404 as for a missing stream', async () => {
    const urls = [
      '/v1/stream/arch/live/index.m3u8',
      '/v1/stream/arch/media/run-a/init.mp4',
      `/v1/stream/arch/archive/index.m3u8?${window(T0, T0 + 3000)}`,
      `/v1/stream/arch/archive/ranges?${window(T0, T0 + 3000)}`,
      '/v1/stream/arch/archive/stats',
      `/v1/stream/arch/archive/available-days?${window(T0, T0 + 3000)}`,
      `/v1/stream/arch/archive/download?${window(T0, T0 + 3000)}`,
      `/v1/annotations?streamId=arch&from=${iso(T0)}&to=${iso(T0 + 3000)}`,
    ];
    for (const url of urls) {
      const statuses = [
        (await get(url)).statusCode,
        (await get(url, outsider)).statusCode,
        (await get(url, viewer)).statusCode,
        (await get(url, admin)).statusCode,
        (await get(url.replace('arch', 'nope'), admin)).statusCode,
      ];
      expect(statuses, url).toEqual([401, 404, 200, 200, 404]);
    }
  });

  it('a share link opens the live view only: nothing recorded, not even the segments of its runs', async () => {
    const share = (await get('/v1/stream/arch/share', admin)).json() as { token: string };
    const holder = (url: string) => server.app.inject({ url, headers: { 'x-vigil-share': share.token } });
    // The low-resolution rendition's folder is its sliding live window.
    const low = path.join(server.media.mediaRoot, 'arch', 'run-b-low');
    fs.mkdirSync(low, { recursive: true });
    fs.copyFileSync(path.join(server.media.mediaRoot, 'arch/run-b/init.mp4'), path.join(low, 'init.mp4'));
    expect((await holder('/v1/stream/arch/live/index.m3u8')).statusCode).toBe(200);
    expect((await holder('/v1/stream/arch/media/run-b-low/init.mp4')).statusCode).toBe(200);
    const missing = (await get('/v1/stream/nope/media/run-a/init.mp4', admin)).json() as unknown;
    // The runs' files answer as a missing stream's do...
    for (const url of [
      '/v1/stream/arch/media/run-a/init.mp4',
      '/v1/stream/arch/media/run-a/seg-000000.m4s',
      '/v1/stream/arch/media/run-b/seg-000007.m4s',
    ]) {
      const res = await holder(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(missing);
    }
    // ...and the archive's routes as to someone with no credentials at all.
    for (const url of [
      `/v1/stream/arch/archive/index.m3u8?${window(T0, T0 + 3000)}`,
      `/v1/stream/arch/archive/ranges?${window(T0, T0 + 3000)}`,
      '/v1/stream/arch/archive/stats',
      `/v1/stream/arch/archive/available-days?${window(T0, T0 + 3000)}`,
      `/v1/stream/arch/archive/download?${window(T0, T0 + 3000)}`,
      `/v1/annotations?streamId=arch&from=${iso(T0)}&to=${iso(T0 + 3000)}`,
    ]) {
      const res = await holder(url);
      expect([res.statusCode, res.json()], url).toEqual([401, (await get(url)).json()]);
    }
    expect((await holder('/v1/stream/arch/thumbnail')).statusCode).toBe(401);
    fs.rmSync(low, { recursive: true, force: true });
  });

  it('annotations: those overlapping the window, by time; a moment has no end', async () => {
    await server.db
      .insertInto('annotations')
      .values([
        {
          stream_uid: 'arch',
          type: 'event',
          time_ms: T0 + 6000,
          time_end_ms: T0 + 16_000,
          title: 'Stream interrupted',
        },
        { stream_uid: 'arch', type: 'other', time_ms: T0 + 1000, time_end_ms: T0 + 1000, title: 'Mark' },
        { stream_uid: 'arch', type: 'other', time_ms: T0 + 60_000, time_end_ms: T0 + 60_000, title: 'Later' },
        { stream_uid: 'other', type: 'event', time_ms: T0 + 1000, time_end_ms: T0 + 2000, title: 'Elsewhere' },
      ])
      .execute();
    const res = await get(`/v1/annotations?streamId=arch&from=${iso(T0)}&to=${iso(T0 + 10_000)}`, viewer);
    const list = res.json<Annotation[]>();
    expect(list.map(({ id: _id, ...a }) => a)).toEqual([
      { streamId: 'arch', type: 'other', time: iso(T0 + 1000), timeEnd: null, title: 'Mark' },
      { streamId: 'arch', type: 'event', time: iso(T0 + 6000), timeEnd: iso(T0 + 16_000), title: 'Stream interrupted' },
    ]);
  });

  it('follows the saved configuration from the next request: a lower download limit refuses a longer clip', async () => {
    const saveLimit = (seconds: number) =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/admin/configuration',
        headers: withCookie(admin),
        payload: { archiveDownloadMaxSeconds: seconds },
      });
    const clip = `/v1/stream/arch/archive/download?${window(T0 + 1500, T0 + 4500)}`;
    expect((await saveLimit(2)).statusCode).toBe(200);
    expect((await get(clip, viewer)).json()).toMatchObject({ code: 'TimeRangeTooLong' });
    expect((await saveLimit(3600)).statusCode).toBe(200);
    expect((await get(clip, viewer)).statusCode).toBe(200);
  });

  it('an expired license stops watching and downloading the archive; live goes on', async () => {
    const install = (text: string) =>
      server.app.inject({ method: 'PUT', url: '/v1/system/license', headers: withCookie(admin), payload: { text } });
    // Installed earlier, ended since (the API refuses to install an expired license).
    await storeLicense(server, vendor.license(Date.now(), -1));
    const refused = [
      `/v1/stream/arch/archive/index.m3u8?${window(T0, T0 + 3000)}`,
      `/v1/stream/arch/archive/download?${window(T0 + 1500, T0 + 4500)}`,
    ];
    for (const url of refused) expect((await get(url, viewer)).json(), url).toMatchObject({ code: 'LicenseExpired' });
    expect((await get('/v1/stream/arch/live/index.m3u8', viewer)).statusCode).toBe(200);
    // A renewed license opens the archive again at once.
    expect((await install(vendor.license(Date.now(), 100))).statusCode).toBe(200);
    expect((await get(refused[0]!, viewer)).statusCode).toBe(200);
  });
});

describe('file names of downloads', () => {
  it('give one valid Content-Disposition for quotes, CR/LF and Cyrillic (RFC 6266 filename*)', () => {
    const name = clipFileName(NAME, T0, 180);
    expect(name).toBe('Cam "A"_Камера-2026-11-20_23-59-57.mp4');
    const header = contentDisposition(name);
    expect(header).toBe(
      'attachment; filename="Cam _A________-2026-11-20_23-59-57.mp4"; ' +
        "filename*=UTF-8''Cam%20%22A%22_%D0%9A%D0%B0%D0%BC%D0%B5%D1%80%D0%B0-2026-11-20_23-59-57.mp4",
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(name);
    expect(clipFileName('../a/b\\c', T0, 0)).toBe('.._a_b_c-2026-11-20_20-59-57.mp4');
    expect(contentDisposition("it's (1)*")).toContain("filename*=UTF-8''it%27s%20%281%29%2A");
  });
});

describe('retention', () => {
  it('removes live-only segments out of the window, archives past their depth, deleted streams and empty runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-retention-'));
    const s = await startMediaServer({ dir });
    try {
      const now = Date.now();
      await insertStream(s.db, { uid: 'live', archive_enabled: 0 });
      await insertStream(s.db, { uid: 'kept' });
      const touch = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(s.media.mediaRoot, file)), { recursive: true });
        fs.writeFileSync(path.join(s.media.mediaRoot, file), 'x');
      };
      const rows = [
        ['live', 'r1', 0, now - 120_000, 0],
        ['live', 'r1', 1, now - 5000, 0],
        ['kept', 'r2', 0, now - 3 * 3_600_000, 1],
        ['kept', 'r2', 1, now - 5000, 1],
        ['kept', 'r2', 2, now - 3_600_000, 1],
        ['gone', 'r3', 0, now - 5000, 1],
      ] as const;
      for (const [uid, run, seq, start, recorded] of rows) {
        const file = `${run}/seg-00000${seq}.m4s`;
        touch(`${uid}/${file}`);
        touch(`${uid}/${run}/init.mp4`);
        await s.db
          .insertInto('segments')
          .values({
            stream_uid: uid,
            run_id: run,
            seq,
            start_ms: start,
            duration_ms: 1000,
            file,
            init_file: `${run}/init.mp4`,
            size: 1,
            recorded,
          })
          .execute();
      }
      // An old run folder without segments.
      touch('kept/r0/init.mp4');
      const old = new Date(now - 3_600_000);
      fs.utimesSync(path.join(s.media.mediaRoot, 'kept/r0'), old, old);
      const options = {
        db: s.db,
        mediaRoot: s.media.mediaRoot,
        now: () => now,
        liveWindowMs: 60_000,
        depthHours: () => 2,
        diskUsedPercent: async () => 10,
        diskWarnPercent: 90,
        activeRuns: () => new Set<string>(),
        nodeId: 'local',
        motionStore: () => eventsRepo(s.db),
      };
      // Motion older than the depth goes with the recordings; the newer stays.
      const motion = eventsRepo(s.db);
      for (const at of [now - 3 * 3_600_000, now - 5000]) {
        const row = emptyRow(minuteOf(Math.floor(at / 1000)));
        putSecond(row, { second: Math.floor(at / 1000), bitmap: bitmapOf([7]), level: 10 });
        await motion.saveGridRow('kept', row);
        const second = Math.floor(at / 1000);
        await motion.insertEvent(
          'kept',
          { start: second, end: second + 3, peak: second, cells: bitmapOf([7]) },
          null,
          now,
        );
      }
      const left = () => s.db.selectFrom('segments').select(['stream_uid', 'seq']).orderBy('id').execute();
      expect(await createRetention(options).run()).toEqual({ live: 1, depth: 1, disk: 0, orphans: 1, dirs: 1 });
      expect((await motion.gridRows('kept', now - 4 * 3_600_000, now)).map((r) => r.minuteMs)).toEqual([
        minuteOf(Math.floor((now - 5000) / 1000)),
      ]);
      expect((await motion.page({ userId: 0, isAdmin: true }, { streamUid: 'kept' }, 0, 10)).total).toBe(1);
      expect(await left()).toEqual([
        { stream_uid: 'live', seq: 1 },
        { stream_uid: 'kept', seq: 1 },
        { stream_uid: 'kept', seq: 2 },
      ]);
      // No depth (-1): the oldest recorded segments go while the disk is fuller than the warning level.
      const usage = [95, 50];
      const byDisk = createRetention({
        ...options,
        depthHours: () => -1,
        diskUsedPercent: async () => usage.shift() ?? 50,
      });
      expect(await byDisk.run()).toMatchObject({ disk: 1 });
      expect(await left()).toEqual([
        { stream_uid: 'live', seq: 1 },
        { stream_uid: 'kept', seq: 1 },
      ]);
      expect(fs.existsSync(path.join(s.media.mediaRoot, 'live/r1/seg-000000.m4s'))).toBe(false);
      expect(fs.existsSync(path.join(s.media.mediaRoot, 'live/r1/seg-000001.m4s'))).toBe(true);
      expect(fs.existsSync(path.join(s.media.mediaRoot, 'gone'))).toBe(false);
      expect(fs.existsSync(path.join(s.media.mediaRoot, 'kept/r0'))).toBe(false);
    } finally {
      await s.close();
      removeDir(dir);
    }
  });
});
