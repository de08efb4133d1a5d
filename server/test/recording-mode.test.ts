import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformSchedule } from '../contract/recording-mode';
import { eventsRepo } from '../src/events';
import { bitmapOf } from '../src/media/motion/bitmap';
import { emptyRow, minuteOf, putSecond } from '../src/media/motion/grid';
import { createRetention } from '../src/media/retention';
import { withCookie } from './helpers';
import {
  adminCredentials,
  insertStream,
  recordRun,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

/**
 * Recording modes (docs/motion.md#recording-modes): the settings through the API, what a recorder
 * writes in each mode, and what retention keeps of the rolling buffer near motion.
 */
let server: MediaTestServer;
let admin: string;

beforeAll(async () => {
  server = await startMediaServer();
  ({ cookie: admin } = await adminCredentials(server));
});

afterAll(async () => {
  await server?.close();
});

const put = (uid: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: `/v1/stream/${uid}`, headers: withCookie(admin), payload });
const get = async (uid: string) =>
  (await server.app.inject({ url: `/v1/stream/${uid}`, headers: withCookie(admin) })).json<{
    archive: { isEnable: boolean; mode: string; schedule: unknown };
  }>();

describe('recording modes', () => {
  it('are set through the stream, and refused with a reason when they cannot work', async () => {
    await insertStream(server.db, { uid: 'modes', paused: 1, status: 'paused' });
    expect((await get('modes')).archive).toEqual({ isEnable: true, mode: 'always', schedule: null });

    const office = uniformSchedule('motion', 'Europe/Moscow');
    office.days[0]![9] = 'always';
    office.days[6]![3] = 'off';
    let res = await put('modes', { archive: { mode: 'schedule', schedule: office } });
    expect(res.statusCode).toBe(200);
    expect((await get('modes')).archive).toEqual({ isEnable: true, mode: 'schedule', schedule: office });

    res = await put('modes', { archive: { schedule: { ...office, timeZone: 'Mars/Olympus' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'archive.schedule.timeZone' });

    // Keeping what is near motion needs motion looked for: as the settings would stand.
    res = await put('modes', { motion: { isEnable: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'archive.mode' });
    res = await put('modes', { archive: { mode: 'always' }, motion: { isEnable: false } });
    expect(res.statusCode).toBe(200);
    res = await put('modes', { archive: { mode: 'motion' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'archive.mode' });

    // A schedule needs its hours: a stream without one cannot switch to it.
    await insertStream(server.db, { uid: 'bare', paused: 1, status: 'paused' });
    res = await put('bare', { archive: { mode: 'schedule' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationError', field: 'archive.schedule' });
    // The schema: 24 hours a day, 7 days, known cells only.
    res = await put('bare', { archive: { schedule: { timeZone: 'UTC', days: [['always']] } } });
    expect(res.statusCode).toBe(400);
  });

  it('write a recording on motion as live-only segments, which the archive takes only near motion', async () => {
    const row = await insertStream(server.db, { uid: 'onmotion', archive_mode: 'motion' });
    await server.media.apply(row);
    try {
      const segments = () =>
        server.db.selectFrom('segments').select(['recorded']).where('stream_uid', '=', 'onmotion').execute();
      await waitFor(async () => (await segments()).length >= 2, 30_000, 'two segments');
      expect((await segments()).every((s) => s.recorded === 0)).toBe(true);
    } finally {
      await server.media.stop('onmotion');
    }
  });

  it("after a crash, segments found on disk are indexed as the stream's mode said then: on motion, live only", async () => {
    const fresh = await startMediaServer();
    try {
      const startMs = Date.now() - 60_000;
      // Paused: the start repairs the index and starts no recorder.
      for (const [uid, mode] of [
        ['found-motion', 'motion'],
        ['found-always', 'always'],
      ] as const) {
        await insertStream(fresh.db, { uid, archive_mode: mode, paused: 1 });
        await recordRun(fresh, { uid, id: `${startMs}-a`, startNumber: 0, startMs, seconds: 3 });
      }
      // The server died before it indexed them.
      await fresh.db.deleteFrom('segments').execute();
      await fresh.media.startAll();
      const flags = async (uid: string) =>
        (await fresh.db.selectFrom('segments').select('recorded').where('stream_uid', '=', uid).execute()).map(
          (r) => r.recorded,
        );
      const motion = await flags('found-motion');
      expect(motion.length).toBeGreaterThan(0);
      expect(motion.every((r) => r === 0)).toBe(true);
      const always = await flags('found-always');
      expect(always.length).toBeGreaterThan(0);
      expect(always.every((r) => r === 1)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('keep 5 s before and 10 s after motion of the rolling buffer, and drop the rest', async () => {
    await insertStream(server.db, { uid: 'gate', archive_mode: 'motion', paused: 1, status: 'paused' });
    const now = Date.now();
    // 40 segments of 2 s, all out of the live window (60 s), with motion in seconds 30–33 of them.
    const t0 = Math.floor((now - 200_000) / 1000) * 1000;
    const dir = path.join(server.media.mediaRoot, 'gate', 'r1');
    fs.mkdirSync(dir, { recursive: true });
    for (let i = 0; i < 40; i++) {
      fs.writeFileSync(path.join(dir, `seg-${String(i).padStart(6, '0')}.m4s`), 'x');
      await server.db
        .insertInto('segments')
        .values({
          stream_uid: 'gate',
          run_id: 'r1',
          seq: i,
          start_ms: t0 + i * 2000,
          duration_ms: 2000,
          file: `r1/seg-${String(i).padStart(6, '0')}.m4s`,
          init_file: 'r1/init.mp4',
          size: 1,
          recorded: 0,
        })
        .execute();
    }
    const motion = eventsRepo(server.db);
    for (let s = 30; s <= 33; s++) {
      const second = t0 / 1000 + s;
      const grid = (await motion.gridRow('gate', minuteOf(second))) ?? emptyRow(minuteOf(second));
      putSecond(grid, { second, bitmap: bitmapOf([40]), level: 20 });
      await motion.saveGridRow('gate', grid);
    }
    const retention = createRetention({
      db: server.db,
      mediaRoot: server.media.mediaRoot,
      now: () => now,
      liveWindowMs: 60_000,
      depthHours: () => 0,
      diskUsedPercent: async () => 10,
      diskWarnPercent: 90,
      activeRuns: () => new Set<string>(),
      nodeId: 'local',
      motionStore: () => motion,
    });
    expect((await retention.run()).live).toBe(30);
    const left = await server.db
      .selectFrom('segments')
      .select(['seq', 'recorded'])
      .where('stream_uid', '=', 'gate')
      .orderBy('seq')
      .execute();
    // From 24 s (the segment ending within 5 s of the motion) to 44 s (starting within 10 s of its end).
    expect(left).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21].map((seq) => ({ seq, recorded: 1 })));
    expect(fs.existsSync(path.join(dir, 'seg-000011.m4s'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'seg-000012.m4s'))).toBe(true);
    // Kept segments are the archive's now: a second pass keeps them.
    expect((await retention.run()).live).toBe(0);
  });
});
