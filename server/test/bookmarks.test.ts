import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKMARK_MOMENT_HOLD_MS } from '../contract/schemas/bookmark';
import { bookmarksRepo } from '../src/bookmarks/repo';
import { createRetention } from '../src/media/retention';
import { createUser, removeDir, signIn, T0, useTestServer, withCookie } from './helpers';

const t = useTestServer();

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

const iso = (ms: number) => new Date(ms).toISOString();

async function stream(name: string): Promise<string> {
  t.now += 1000;
  const res = await call('POST', '/v1/stream', t.admin, { name, streamSource: 'demo://cam' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { uid: string }).uid;
}

async function grant(uid: string, items: { login: string; level: 'view' | 'manage' }[]) {
  const res = await call('POST', `/v1/stream/${uid}/permissions`, t.admin, { items });
  expect(res.statusCode, res.body).toBe(200);
}

async function user(name: string, maxStreamCreation = -1): Promise<string> {
  await createUser(t.server, t.admin, { name, password: 'Bookmark-Pass-2026', maxStreamCreation });
  return signIn(t.server, name, 'Bookmark-Pass-2026');
}

async function create(cookie: string, body: Json): Promise<Json & { id: string }> {
  const res = await call('POST', '/v1/bookmark', cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json & { id: string };
}

const audit = () => t.server.ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('bookmarks', () => {
  it('are created, listed, read, changed in part and deleted, each change audited', async () => {
    const gate = await stream('Gate');
    const made = await create(t.admin, {
      streamUid: gate,
      name: '  Van at the gate ',
      description: 'White van',
      tags: ['Vehicle', ' night ', 'vehicle'],
      startTime: iso(T0 - 60_000),
      endTime: iso(T0 - 30_000),
    });
    expect(made).toMatchObject({
      streamUid: gate,
      streamName: 'Gate',
      name: 'Van at the gate',
      description: 'White van',
      tags: ['night', 'Vehicle'],
      startTime: iso(T0 - 60_000),
      endTime: iso(T0 - 30_000),
      hold: false,
      author: 'admin',
      meta: { canEdit: true },
    });
    const moment = await create(t.admin, { streamUid: gate, name: 'Door', startTime: iso(T0 - 10_000) });
    expect(moment).toMatchObject({ endTime: null, tags: [], description: '' });

    const list = await call('GET', '/v1/bookmarks', t.admin);
    expect(list.json()).toMatchObject({ total: 2, tags: ['night', 'Vehicle'] });
    expect((list.json() as { items: Json[] }).items.map((b) => b.name)).toEqual(['Door', 'Van at the gate']);
    const asc = (await call('GET', '/v1/bookmarks?sort=time-asc', t.admin)).json() as { items: Json[] };
    expect(asc.items.map((b) => b.name)).toEqual(['Van at the gate', 'Door']);

    const patched = await call('PATCH', `/v1/bookmark/${made.id}`, t.admin, { hold: true, endTime: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Van at the gate',
      tags: ['night', 'Vehicle'],
      hold: true,
      endTime: null,
    });
    expect((await call('GET', `/v1/bookmark/${made.id}`, t.admin)).json()).toMatchObject({ hold: true });

    expect((await call('DELETE', `/v1/bookmark/${made.id}`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/bookmark/${made.id}`, t.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/bookmark/${made.id}`, t.admin)).statusCode).toBe(404);
    const actions = (await audit())
      .filter((e) => e.action.startsWith('bookmark.'))
      .map((e) => [e.action, e.outcome, e.target]);
    expect(actions).toEqual([
      ['bookmark.create', 'success', made.id],
      ['bookmark.create', 'success', moment.id],
      ['bookmark.update', 'success', made.id],
      ['bookmark.delete', 'success', made.id],
    ]);
  });

  it('filters by text, stream, tag and an overlapping time range, a page at a time', async () => {
    const [gate, hall] = [await stream('Gate'), await stream('Hall')];
    await create(t.admin, {
      streamUid: gate,
      name: 'Early',
      tags: ['A'],
      startTime: iso(T0),
      endTime: iso(T0 + 60_000),
    });
    await create(t.admin, { streamUid: gate, name: 'Late', description: 'a dog', startTime: iso(T0 + 600_000) });
    await create(t.admin, { streamUid: hall, name: 'Hall thing', tags: ['dog-walk'], startTime: iso(T0 + 30_000) });
    const names = async (query: string) =>
      ((await call('GET', `/v1/bookmarks?${query}`, t.admin)).json() as { items: Json[] }).items.map((b) => b.name);
    expect(await names('search=DOG')).toEqual(['Late', 'Hall thing']);
    expect(await names(`streamUid=${hall}`)).toEqual(['Hall thing']);
    expect(await names('tag=a')).toEqual(['Early']);
    // Overlapping: Early runs until T0+60 s, so a range starting at T0+45 s still finds it.
    const range = (from: number, to: number) =>
      `from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;
    expect(await names(range(T0 + 45_000, T0 + 100_000))).toEqual(['Early']);
    expect(await names(range(T0 + 20_000, T0 + 100_000))).toEqual(['Hall thing', 'Early']);
    expect(await names(range(T0 + 70_000, T0 + 700_000))).toEqual(['Late']);
    expect(await names('search=100%25')).toEqual([]);
    const paged = (await call('GET', '/v1/bookmarks?page=2&pageSize=2', t.admin)).json() as {
      items: Json[];
      total: number;
    };
    expect(paged.total).toBe(3);
    expect(paged.items.map((b) => b.name)).toEqual(['Early']);
  });

  it('refuses bad input naming the field', async () => {
    const gate = await stream('Gate');
    const refused = async (body: Json, status: number, expected: Json) => {
      const res = await call('POST', '/v1/bookmark', t.admin, {
        streamUid: gate,
        name: 'X',
        startTime: iso(T0),
        ...body,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject(expected);
    };
    await refused({ endTime: iso(T0) }, 400, {
      code: 'ValidationError',
      field: 'endTime',
      reason: 'bookmarkEndBeforeStart',
    });
    await refused({ endTime: iso(T0 + 25 * 3_600_000) }, 400, { code: 'TimeRangeTooLong', field: 'endTime' });
    await refused({ name: '   ' }, 400, { code: 'ValidationError', field: 'name', reason: 'bookmarkNameBlank' });
    await refused({ name: 'x'.repeat(201) }, 400, { code: 'ValidationError' });
    await refused({ startTime: 'yesterday' }, 400, { code: 'ValidationError' });
    await refused({ tags: ['x'.repeat(33)] }, 400, { code: 'ValidationError' });
    await refused({ streamUid: 'nope' }, 400, {
      code: 'ValidationError',
      field: 'streamUid',
      reason: 'bookmarkStreamUnknown',
    });
    const made = await create(t.admin, {
      streamUid: gate,
      name: 'Interval',
      startTime: iso(T0),
      endTime: iso(T0 + 5000),
    });
    const moved = await call('PATCH', `/v1/bookmark/${made.id}`, t.admin, { startTime: iso(T0 + 6000) });
    expect(moved.json()).toMatchObject({ code: 'ValidationError', field: 'endTime', reason: 'bookmarkEndBeforeStart' });
    expect((await call('GET', '/v1/bookmark/..%2F..', t.admin)).statusCode).toBe(400);
  });

  it("follow the stream's permissions: viewer, outsider, manager, read-only, administrator", async () => {
    const [gate, hall] = [await stream('Gate'), await stream('Hall')];
    const viewer = await user('viewer');
    const other = await user('other');
    const outsider = await user('outsider');
    const manager = await user('manager');
    const readOnly = await user('readonly', 0);
    await grant(gate, [
      { login: 'viewer', level: 'view' },
      { login: 'other', level: 'view' },
      { login: 'manager', level: 'manage' },
      { login: 'readonly', level: 'view' },
    ]);
    const secret = await create(t.admin, {
      streamUid: hall,
      name: 'Hall secret',
      tags: ['hidden'],
      startTime: iso(T0),
    });
    const mine = await create(viewer, { streamUid: gate, name: 'Mine', startTime: iso(T0) });
    expect(mine).toMatchObject({ author: 'viewer', meta: { canEdit: true } });

    // Viewers of the stream see it; only its author, a manager and an administrator may change it.
    expect((await call('GET', `/v1/bookmark/${mine.id}`, other)).json()).toMatchObject({ meta: { canEdit: false } });
    expect((await call('PATCH', `/v1/bookmark/${mine.id}`, other, { name: 'Theirs' })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/bookmark/${mine.id}`, other)).statusCode).toBe(403);
    expect((await call('PATCH', `/v1/bookmark/${mine.id}`, manager, { name: 'Managed' })).statusCode).toBe(200);
    expect((await call('PATCH', `/v1/bookmark/${mine.id}`, viewer, { name: 'Mine again' })).statusCode).toBe(200);

    // Read-only users see, never create or change.
    expect((await call('GET', `/v1/bookmark/${mine.id}`, readOnly)).json()).toMatchObject({ meta: { canEdit: false } });
    expect(
      (await call('POST', '/v1/bookmark', readOnly, { streamUid: gate, name: 'No', startTime: iso(T0) })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v1/bookmark/${mine.id}`, readOnly)).statusCode).toBe(403);

    // Outsiders: 404 for the bookmark, nothing in lists (not even its tags), no bookmarks on a stream they cannot see.
    for (const cookie of [outsider, viewer]) {
      expect((await call('GET', `/v1/bookmark/${secret.id}`, cookie)).statusCode).toBe(404);
      expect((await call('PATCH', `/v1/bookmark/${secret.id}`, cookie, { name: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/v1/bookmark/${secret.id}`, cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', `/v1/bookmark/${mine.id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', '/v1/bookmarks', outsider)).json()).toEqual({ items: [], total: 0, tags: [] });
    const seen = (await call('GET', '/v1/bookmarks?search=secret', viewer)).json() as { total: number; tags: string[] };
    expect(seen).toMatchObject({ total: 0, tags: [] });
    const byUid = await call('POST', '/v1/bookmark', outsider, { streamUid: hall, name: 'No', startTime: iso(T0) });
    expect(byUid.json()).toMatchObject({
      code: 'ValidationError',
      field: 'streamUid',
      reason: 'bookmarkStreamUnknown',
    });

    // Administrators see and change everything.
    expect((await call('GET', '/v1/bookmarks', t.admin)).json()).toMatchObject({ total: 2 });
    expect((await call('DELETE', `/v1/bookmark/${mine.id}`, t.admin)).statusCode).toBe(200);
    expect(
      (await audit()).filter((e) => e.action.startsWith('bookmark.') && e.outcome === 'denied').length,
    ).toBeGreaterThan(0);
  });

  it('go with their stream', async () => {
    const gate = await stream('Gate');
    const made = await create(t.admin, { streamUid: gate, name: 'Gone soon', tags: ['x'], startTime: iso(T0) });
    expect((await call('DELETE', `/v1/stream/${gate}?purge=true`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/bookmark/${made.id}`, t.admin)).statusCode).toBe(404);
    expect(await t.server.ctx.db.selectFrom('bookmark_tags').selectAll().execute()).toEqual([]);
  });

  it('hold their segments through every retention pass, and the disk warning counts them', async () => {
    const gate = await stream('Gate');
    const media = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-hold-'));
    try {
      const now = T0 + 10 * 3_600_000;
      const old = now - 5 * 3_600_000;
      // Twenty 10 s segments, five hours old: an interval bookmark holds #3–#5, a moment #12 (and 30 s either side).
      for (let seq = 0; seq < 20; seq += 1) {
        const file = `r1/seg-${String(seq).padStart(6, '0')}.m4s`;
        fs.mkdirSync(path.join(media, gate, 'r1'), { recursive: true });
        fs.writeFileSync(path.join(media, gate, file), 'x');
        await t.server.ctx.db
          .insertInto('segments')
          .values({
            stream_uid: gate,
            run_id: 'r1',
            seq,
            start_ms: old + seq * 10_000,
            duration_ms: 10_000,
            file,
            init_file: 'r1/init.mp4',
            size: 1000,
            recorded: seq < 18 ? 1 : 0,
          })
          .execute();
      }
      await create(t.admin, {
        streamUid: gate,
        name: 'Evidence',
        startTime: iso(old + 35_000),
        endTime: iso(old + 55_000),
        hold: true,
      });
      await create(t.admin, { streamUid: gate, name: 'Moment', startTime: iso(old + 125_000), hold: true });
      // Not held: a bookmark without the hold keeps nothing.
      await create(t.admin, {
        streamUid: gate,
        name: 'Plain',
        startTime: iso(old + 175_000),
        endTime: iso(old + 185_000),
      });
      expect(BOOKMARK_MOMENT_HOLD_MS).toBe(30_000);
      const held = [3, 4, 5, 9, 10, 11, 12, 13, 14, 15];
      expect(await bookmarksRepo(t.server.ctx.db).heldBytes('local')).toBe(held.length * 1000);

      const options = {
        db: t.server.ctx.db,
        mediaRoot: media,
        now: () => now,
        liveWindowMs: 60_000,
        depthHours: () => 1,
        diskUsedPercent: async () => 99,
        diskWarnPercent: 90,
        activeRuns: () => new Set<string>(),
        nodeId: 'local',
      };
      // By depth (every segment is older than an hour), live-only, and a disk that stays full.
      const report = await createRetention(options).run();
      expect(report.depth + report.live).toBe(20 - held.length);
      const left = await t.server.ctx.db.selectFrom('segments').select('seq').orderBy('seq').execute();
      expect(left.map((r) => r.seq)).toEqual(held);
      for (const seq of held) {
        expect(fs.existsSync(path.join(media, gate, `r1/seg-${String(seq).padStart(6, '0')}.m4s`))).toBe(true);
      }
      // The disk pass alone (no depth) finds nothing it may remove, and ends.
      expect(await createRetention({ ...options, depthHours: () => -1 }).run()).toMatchObject({ disk: 0 });
      expect(await t.server.ctx.db.selectFrom('segments').select('seq').execute()).toHaveLength(held.length);
    } finally {
      removeDir(media);
    }
  });
});

describe('evidence holds', () => {
  const HOUR = 3_600_000;
  const usage = async (cookie: string) => (await call('GET', '/v1/bookmarks/hold-usage', cookie)).json() as Json;

  it('are put on and released only by administrators and users who may manage the stream', async () => {
    const gate = await stream('Gate');
    const viewer = await user('viewer');
    const manager = await user('manager');
    await grant(gate, [
      { login: 'viewer', level: 'view' },
      { login: 'manager', level: 'manage' },
    ]);
    const refused = { code: 'Forbidden', field: 'hold', reason: 'holdNotAllowed' };
    const held = await call('POST', '/v1/bookmark', viewer, {
      streamUid: gate,
      name: 'X',
      startTime: iso(T0),
      hold: true,
    });
    expect(held.statusCode, held.body).toBe(403);
    expect(held.json()).toMatchObject(refused);
    expect((await call('GET', '/v1/bookmarks', viewer)).json()).toMatchObject({ total: 0 });

    const mine = await create(viewer, { streamUid: gate, name: 'Mine', startTime: iso(T0) });
    expect(mine).toMatchObject({ meta: { canEdit: true, canHold: false } });
    const patched = await call('PATCH', `/v1/bookmark/${mine.id}`, viewer, { hold: true });
    expect(patched.statusCode).toBe(403);
    expect(patched.json()).toMatchObject(refused);

    // A manager holds the viewer's bookmark; the viewer may still rename it, not release, move or delete it.
    const byManager = await call('PATCH', `/v1/bookmark/${mine.id}`, manager, { hold: true });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json()).toMatchObject({ hold: true, meta: { canEdit: true, canHold: true } });
    const listed = (await call('GET', '/v1/bookmarks', viewer)).json() as { items: Json[] };
    expect(listed.items.map((b) => b.meta)).toEqual([{ canEdit: true, canHold: false }]);
    expect((await call('PATCH', `/v1/bookmark/${mine.id}`, viewer, { name: 'Renamed' })).statusCode).toBe(200);
    for (const body of [{ hold: false }, { endTime: iso(T0 + HOUR) }]) {
      const res = await call('PATCH', `/v1/bookmark/${mine.id}`, viewer, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(refused);
    }
    const deleted = await call('DELETE', `/v1/bookmark/${mine.id}`, viewer);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject(refused);
    expect((await call('GET', `/v1/bookmark/${mine.id}`, viewer)).json()).toMatchObject({
      name: 'Renamed',
      hold: true,
    });
    expect(await usage(manager)).toEqual({ heldHours: 0.02, maxHours: 72 });
    expect(await usage(viewer)).toEqual({ heldHours: 0, maxHours: 72 });

    const admin = await create(t.admin, { streamUid: gate, name: 'Admin', startTime: iso(T0), hold: true });
    expect(admin).toMatchObject({ hold: true });
    const denied = (await audit()).filter((e) => e.outcome === 'denied' && e.details?.includes('holdNotAllowed'));
    expect(denied.map((e) => e.action)).toEqual([
      'bookmark.create',
      'bookmark.update',
      'bookmark.update',
      'bookmark.update',
      'bookmark.delete',
    ]);
  });

  it('are capped in hours per user by the configuration, administrators aside, and the usage says how much is held', async () => {
    const gate = await stream('Gate');
    const manager = await user('manager');
    await grant(gate, [{ login: 'manager', level: 'manage' }]);
    expect(await usage(manager)).toEqual({ heldHours: 0, maxHours: 72 });
    const saved = await call('PUT', '/v1/admin/configuration', t.admin, { bookmarkHoldMaxHours: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bookmarkHoldMaxHours: 2 });

    const long = await create(manager, {
      streamUid: gate,
      name: 'Long',
      startTime: iso(T0),
      endTime: iso(T0 + 1.5 * HOUR),
      hold: true,
    });
    await create(manager, { streamUid: gate, name: 'Moment', startTime: iso(T0), hold: true });
    expect(await usage(manager)).toEqual({ heldHours: 1.52, maxHours: 2 });

    const capped = { code: 'QuotaReached', field: 'hold', reason: 'holdCapReached' };
    const over = await call('POST', '/v1/bookmark', manager, {
      streamUid: gate,
      name: 'Over',
      startTime: iso(T0),
      endTime: iso(T0 + HOUR),
      hold: true,
    });
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject(capped);
    const longer = await call('PATCH', `/v1/bookmark/${long.id}`, manager, { endTime: iso(T0 + 2 * HOUR) });
    expect(longer.json()).toMatchObject(capped);
    // Up to the cap exactly, and a shorter hold, are allowed; a hold without the flag costs nothing.
    const exact = 2 * HOUR - 2 * BOOKMARK_MOMENT_HOLD_MS;
    const toCap = await call('PATCH', `/v1/bookmark/${long.id}`, manager, { endTime: iso(T0 + exact) });
    expect(toCap.statusCode, toCap.body).toBe(200);
    expect(await usage(manager)).toEqual({ heldHours: 2, maxHours: 2 });
    await create(manager, { streamUid: gate, name: 'Plain', startTime: iso(T0), endTime: iso(T0 + HOUR) });
    await call('PUT', '/v1/admin/configuration', t.admin, { bookmarkHoldMaxHours: 1 });
    const shorter = await call('PATCH', `/v1/bookmark/${long.id}`, manager, { endTime: iso(T0 + HOUR) });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(await usage(manager)).toEqual({ heldHours: 1.02, maxHours: 1 });
    expect((await audit()).filter((e) => e.outcome === 'denied' && e.details?.includes('holdCapReached'))).toHaveLength(
      2,
    );

    // Administrators are not capped.
    for (const name of ['A', 'B']) {
      await create(t.admin, { streamUid: gate, name, startTime: iso(T0), endTime: iso(T0 + 20 * HOUR), hold: true });
    }
    expect(await usage(t.admin)).toEqual({ heldHours: 40, maxHours: null });
  });
});
