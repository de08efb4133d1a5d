import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/core/db/db';
import { eventsRepo } from '../src/events/repo';
import { bitmapOf, cellsOf } from '../src/media/motion/bitmap';
import { emptyRow, minuteOf, putSecond, secondsOfRows } from '../src/media/motion/grid';
import { streamsRepo } from '../src/streams/repo';
import { usersRepo, type NewUser } from '../src/users/repo';
import { createPostgresDatabase } from './support/postgres';
import { streamRow } from './support/stream-row';

// The motion grid, events and reviewed marks, the same cases on both engines.
const T0 = Date.UTC(2026, 10, 28, 12);
const S0 = T0 / 1000;

const user = (name: string): NewUser => ({
  name,
  email: `${name}@example.com`,
  password: 'unused',
  passwordHash: 'hash',
  isAdmin: false,
  permissionType: 'user',
});

const stream = (uid: string) =>
  streamRow(
    { uid, name: `Camera ${uid}`, source: 'rtsp://camera.example/live', status: 'running', failure_code: null },
    T0,
  );

const event = (start: number, end: number, cells: number[]) => ({
  start: S0 + start,
  end: S0 + end,
  peak: S0 + start,
  cells: bitmapOf(cells),
});

describe.each(['sqlite', 'postgres'] as const)('motion storage on %s', (engine) => {
  let db: Db;
  let dir: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-motion-'));
    db = await openDatabase(dir, engine === 'postgres' ? await createPostgresDatabase() : null);
    await streamsRepo(db).insert(stream('cam-1'), []);
    await streamsRepo(db).insert(stream('cam-2'), []);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives streams motion detection on, at sensitivity 5, with no mask, until changed', async () => {
    const streams = streamsRepo(db);
    expect(await streams.byUid('cam-1')).toMatchObject({ motion_enabled: 1, motion_sensitivity: 5, motion_mask: '[]' });
    await streams.update('cam-1', { motion_enabled: 0, motion_sensitivity: 9, motion_mask: '[0,143]' });
    expect(await streams.byUid('cam-1')).toMatchObject({
      motion_enabled: 0,
      motion_sensitivity: 9,
      motion_mask: '[0,143]',
    });
  });

  it('keeps the grid a minute a row, replaces a minute written again, and reads seconds back by window', async () => {
    const events = eventsRepo(db);
    const minute = minuteOf(S0 + 61);
    const row = emptyRow(minute);
    putSecond(row, { second: S0 + 61, bitmap: bitmapOf([3]), level: 12 });
    await events.saveGridRow('cam-1', row);
    putSecond(row, { second: S0 + 119, bitmap: bitmapOf([4, 143]), level: 40 });
    await events.saveGridRow('cam-1', row);
    const next = emptyRow(minute + 60_000);
    putSecond(next, { second: S0 + 120, bitmap: bitmapOf([5]), level: 7 });
    await events.saveGridRow('cam-1', next);

    const stored = await events.gridRow('cam-1', minute);
    expect(stored?.bitmaps).toHaveLength(1080);
    expect(stored?.levels).toHaveLength(60);
    expect(await events.gridRow('cam-2', minute)).toBeUndefined();

    const read = async (from: number, to: number) =>
      [...secondsOfRows(await events.gridRows('cam-1', T0 + from * 1000, T0 + to * 1000), S0 + from, S0 + to)].map(
        (s) => [s.second - S0, cellsOf(s.bitmap), s.level],
      );
    expect(await read(0, 3600)).toEqual([
      [61, [3], 12],
      [119, [4, 143], 40],
      [120, [5], 7],
    ]);
    expect(await read(100, 120)).toEqual([[119, [4, 143], 40]]);
    expect(await events.gridRows('cam-2', T0, T0 + 3_600_000)).toEqual([]);
  });

  it('lists the events a user may see, newest first, by stream, time and their own reviewed marks', async () => {
    const events = eventsRepo(db);
    const users = usersRepo(db);
    const alice = await users.insert(user('alice'), T0);
    const bob = await users.insert(user('bob'), T0);
    await streamsRepo(db).grant(alice.id, 'cam-1', 'view');
    await streamsRepo(db).grant(bob.id, 'cam-1', 'view');
    const a = await events.insertEvent('cam-1', event(10, 20, [1, 2]), null, T0);
    const b = await events.insertEvent('cam-1', event(100, 130, [3]), 'motion-b.jpg', T0);
    const c = await events.insertEvent('cam-2', event(50, 60, [4]), null, T0);
    const asAlice = { userId: alice.id, isAdmin: false };
    const asAdmin = { userId: bob.id, isAdmin: true };
    const ids = async (viewer: typeof asAlice, filter = {}) =>
      (await events.page(viewer, filter, 0, 10)).rows.map((r) => Number(r.id));

    expect(await ids(asAlice)).toEqual([b, a]);
    expect(await ids(asAdmin)).toEqual([b, c, a]);
    expect(await ids(asAdmin, { streamUid: 'cam-2' })).toEqual([c]);
    // Overlapping [from, to].
    expect(await ids(asAdmin, { fromMs: T0 + 20_000, toMs: T0 + 55_000 })).toEqual([c, a]);
    expect(await ids(asAdmin, { fromMs: T0 + 21_000 })).toEqual([b, c]);

    const page = await events.page(asAlice, {}, 0, 1);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ stream_name: 'Camera cam-1', thumbnail: 'motion-b.jpg', reviewed_at: null });
    expect(cellsOf(new Uint8Array(page.rows[0]!.cells))).toEqual([3]);
    expect(page.rows[0]).toMatchObject({ start_ms: T0 + 100_000, end_ms: T0 + 130_000, peak_ms: T0 + 100_000 });

    // Alice marks both of hers and one she may not see: only hers count; Bob's marks are his own.
    expect(await events.setReviewed(asAlice, [a, b, c], true, T0 + 1)).toBe(2);
    expect(await events.setReviewed(asAlice, [a], true, T0 + 2)).toBe(1);
    expect(await ids(asAlice, { reviewed: true })).toEqual([b, a]);
    expect(await ids(asAlice, { reviewed: false })).toEqual([]);
    expect((await events.page(asAlice, { reviewed: false }, 0, 10)).total).toBe(0);
    expect((await events.page(asAlice, { reviewed: true }, 0, 10)).total).toBe(2);
    // The administrator's own marks: none yet, so all three are not reviewed for them.
    expect((await events.page(asAdmin, { reviewed: false }, 0, 10)).total).toBe(3);
    expect((await events.page(asAdmin, { reviewed: false, streamUid: 'cam-1' }, 0, 10)).total).toBe(2);
    expect(await ids({ userId: bob.id, isAdmin: false }, { reviewed: true })).toEqual([]);
    expect(await events.setReviewed(asAlice, [b], false, T0 + 3)).toBe(1);
    expect(await ids(asAlice, { reviewed: true })).toEqual([a]);
    expect(await events.setReviewed(asAlice, [], true, T0)).toBe(0);
  });

  it('grows an event in progress, and takes one back, only on its own stream', async () => {
    const events = eventsRepo(db);
    const admin = { userId: 1, isAdmin: true };
    const id = await events.insertEvent('cam-1', event(10, 11, [1]), null, T0);
    await events.updateEvent('cam-1', id, { ...event(10, 18, [1, 2]), peak: S0 + 15 });
    await events.updateEvent('cam-2', id, event(10, 99, [9]));
    const [row] = (await events.page(admin, {}, 0, 10)).rows;
    expect(row).toMatchObject({ start_ms: T0 + 10_000, end_ms: T0 + 18_000, peak_ms: T0 + 15_000 });
    expect(cellsOf(new Uint8Array(row!.cells))).toEqual([1, 2]);
    await events.deleteEvent('cam-2', id);
    expect((await events.page(admin, {}, 0, 10)).total).toBe(1);
    await events.deleteEvent('cam-1', id);
    expect((await events.page(admin, {}, 0, 10)).total).toBe(0);
  });

  it('removes the grid and events before a time, and everything with the stream', async () => {
    const events = eventsRepo(db);
    const old = emptyRow(minuteOf(S0));
    putSecond(old, { second: S0 + 1, bitmap: bitmapOf([1]), level: 5 });
    await events.saveGridRow('cam-1', old);
    const recent = emptyRow(minuteOf(S0) + 3_600_000);
    putSecond(recent, { second: S0 + 3601, bitmap: bitmapOf([1]), level: 5 });
    await events.saveGridRow('cam-1', recent);
    await events.saveGridRow('cam-2', recent);
    await events.insertEvent('cam-1', event(1, 5, [1]), null, T0);
    await events.insertEvent('cam-1', event(3601, 3605, [1]), null, T0);
    const admin = { userId: 0, isAdmin: true };

    await events.pruneBefore('cam-1', T0 + 1_800_000);
    expect((await events.gridRows('cam-1', T0, T0 + 7_200_000)).map((r) => r.minuteMs)).toEqual([recent.minuteMs]);
    expect((await events.page(admin, { streamUid: 'cam-1' }, 0, 10)).total).toBe(1);

    await streamsRepo(db).delete('cam-1');
    expect(await events.gridRows('cam-1', T0, T0 + 7_200_000)).toEqual([]);
    expect((await events.page(admin, {}, 0, 10)).total).toBe(0);
    expect(await events.gridRows('cam-2', T0, T0 + 7_200_000)).toHaveLength(1);
  });
});
