import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList } from '../contract/schemas/event';
import type { Stream } from '../contract/schemas/stream';
import { eventsRepo } from '../src/events';
import { bitmapOf } from '../src/media/motion/bitmap';
import { emptyRow, minuteOf, putSecond } from '../src/media/motion/grid';
import { createUser, removeDir, signIn, withCookie } from './helpers';
import { adminCredentials, grantTo, insertStream, startMediaServer, type MediaTestServer } from './media-helpers';

/**
 * The motion search and the events API over a grid and events written straight into the
 * database: who sees what (as the archive), the region search, the reviewed marks, the setting.
 */
const T0 = Date.parse('2026-11-28T12:00:00.000Z');
const S0 = T0 / 1000;
const iso = (s: number) => new Date((S0 + s) * 1000).toISOString();

let server: MediaTestServer;
let admin: string;
let viewer: string;
let outsider: string;
const ids: Record<string, string> = {};

/** Motion in the top left cell at 10–12 s, the bottom right cell at 20–21 s and 30 s, in the first minute. */
async function writeGrid(uid: string) {
  const row = emptyRow(minuteOf(S0));
  for (const s of [10, 11, 12]) putSecond(row, { second: S0 + s, bitmap: bitmapOf([0]), level: 20 });
  for (const s of [20, 21, 30]) putSecond(row, { second: S0 + s, bitmap: bitmapOf([143]), level: 30 });
  await eventsRepo(server.db).saveGridRow(uid, row);
}

beforeAll(async () => {
  server = await startMediaServer();
  ({ cookie: admin } = await adminCredentials(server));
  await createUser(server, admin, { name: 'viewer', password: 'Look-only-2026', maxStreamCreation: 0 });
  await createUser(server, admin, { name: 'outsider', password: 'Stay-away-2026' });
  viewer = await signIn(server, 'viewer', 'Look-only-2026');
  outsider = await signIn(server, 'outsider', 'Stay-away-2026');
  // Paused: nothing records; the grid and events are written here.
  await insertStream(server.db, { uid: 'cam-a', name: 'Yard', paused: 1, status: 'paused' });
  await insertStream(server.db, { uid: 'cam-b', name: 'Gate', paused: 1, status: 'paused' });
  await grantTo(server.db, 'viewer', 'cam-a');
  await writeGrid('cam-a');
  await writeGrid('cam-b');
  const events = eventsRepo(server.db);
  const add = (uid: string, start: number, end: number) =>
    events.insertEvent(uid, { start: S0 + start, end: S0 + end, peak: S0 + start, cells: bitmapOf([0]) }, null, T0);
  ids.a1 = String(await add('cam-a', 10, 13));
  ids.a2 = String(await add('cam-a', 20, 31));
  ids.b1 = String(await add('cam-b', 15, 18));
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

const get = (url: string, cookie: string) => server.app.inject({ method: 'GET', url, headers: withCookie(cookie) });
const motion = (uid: string, query: string, cookie = admin) =>
  get(`/v1/stream/${uid}/archive/motion?start_time=${iso(0)}&end_time=${iso(3600)}${query}`, cookie);
const rangesOf = (res: { json(): unknown }) =>
  (res.json() as { ranges: { startTime: string; endTime: string }[] }).ranges.map((r) => [
    (Date.parse(r.startTime) - T0) / 1000,
    (Date.parse(r.endTime) - T0) / 1000,
  ]);

describe('the motion search (GET /v1/stream/{uid}/archive/motion)', () => {
  it('gives the merged ranges of motion in the whole picture by default', async () => {
    const res = await motion('cam-a', '');
    expect(res.statusCode).toBe(200);
    expect(rangesOf(res)).toEqual([
      [10, 13],
      [20, 22],
      [30, 31],
    ]);
  });

  it('keeps to the region asked, in fractions of the picture', async () => {
    expect(rangesOf(await motion('cam-a', '&region=0,0,0.5,0.5'))).toEqual([[10, 13]]);
    expect(rangesOf(await motion('cam-a', '&region=0.5,0.5,0.5,0.5'))).toEqual([
      [20, 22],
      [30, 31],
    ]);
    expect(rangesOf(await motion('cam-a', '&region=0.25,0.25,0.5,0.5'))).toEqual([]);
  });

  it('keeps to the window, cutting a range at its edges', async () => {
    const res = await get(
      `/v1/stream/cam-a/archive/motion?start_time=${new Date(T0 + 11_500).toISOString()}&end_time=${iso(21)}`,
      admin,
    );
    expect(rangesOf(res)).toEqual([
      [11.5, 13],
      [20, 21],
    ]);
  });

  it('refuses a malformed region, one leaving the picture and an empty one, naming the field', async () => {
    for (const region of ['a,b', '0,0,1', '0.6,0,0.5,1', '0,0,0,1', '-1,0,1,1', '0,0,2,1']) {
      const res = await motion('cam-a', `&region=${encodeURIComponent(region)}`);
      expect(res.statusCode, region).toBe(400);
      expect(res.json(), region).toMatchObject({ code: 'ValidationError', field: 'region' });
    }
  });

  it('refuses a window over a day, or backwards', async () => {
    const long = await get(`/v1/stream/cam-a/archive/motion?start_time=${iso(0)}&end_time=${iso(86_401)}`, admin);
    expect(long.json()).toMatchObject({ code: 'TimeRangeTooLong' });
    const backwards = await get(`/v1/stream/cam-a/archive/motion?start_time=${iso(10)}&end_time=${iso(0)}`, admin);
    expect(backwards.json()).toMatchObject({ code: 'ValidationError', field: 'start_time' });
  });

  it('answers as for a missing stream to whoever may not view it, as the archive does', async () => {
    expect((await motion('cam-a', '', viewer)).statusCode).toBe(200);
    expect((await motion('cam-b', '', viewer)).statusCode).toBe(404);
    expect((await motion('cam-a', '', outsider)).statusCode).toBe(404);
    expect((await motion('missing', '', admin)).statusCode).toBe(404);
  });
});

describe('the events (GET /v1/events, POST /v1/events/reviewed)', () => {
  const list = async (cookie: string, query = '') => {
    const res = await get(`/v1/events${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as EventList;
  };
  const follow = (cookie: string, uids: string[]) =>
    server.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: withCookie(cookie),
      payload: { followedStreams: uids },
    });
  const review = (cookie: string, eventIds: string[], reviewed: boolean) =>
    server.app.inject({
      method: 'POST',
      url: '/v1/events/reviewed',
      headers: withCookie(cookie),
      payload: { ids: eventIds, reviewed },
    });

  it('lists the events of the streams the caller may view, newest first', async () => {
    const all = await list(admin);
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.id)).toEqual([ids.a2, ids.b1, ids.a1]);
    expect(all.items[0]).toEqual({
      id: ids.a2,
      streamId: 'cam-a',
      streamName: 'Yard',
      type: 'motion',
      startTime: iso(20),
      endTime: iso(31),
      // The archive's picture at the peak (the start here).
      thumbnailUrl: `/v1/stream/cam-a/archive/preview?time=${encodeURIComponent(iso(20))}`,
      reviewed: false,
    });
    expect((await list(viewer)).items.map((e) => e.id)).toEqual([ids.a2, ids.a1]);
    expect(await list(outsider)).toEqual({ items: [], total: 0 });
    // Another's stream by name: nothing, as a missing one.
    expect(await list(outsider, '?streamId=cam-a')).toEqual({ items: [], total: 0 });
  });

  it('filters by stream and time and pages', async () => {
    expect((await list(admin, '?streamId=cam-b')).items.map((e) => e.id)).toEqual([ids.b1]);
    expect((await list(admin, `?from=${iso(14)}&to=${iso(19)}`)).items.map((e) => e.id)).toEqual([ids.b1]);
    const second = await list(admin, '?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3 });
    expect(second.items.map((e) => e.id)).toEqual([ids.b1]);
  });

  it('keeps to the streams listed by id, still to those the caller may view, and with the followed ones to both', async () => {
    expect((await list(admin, '?streamIds=cam-b')).items.map((e) => e.id)).toEqual([ids.b1]);
    expect((await list(admin, '?streamIds=cam-a,cam-b,cam-b')).total).toBe(3);
    expect(await list(admin, '?streamIds=cam-z')).toEqual({ items: [], total: 0 });
    expect((await list(outsider, '?streamIds=cam-a,cam-b')).total).toBe(0);
    expect((await follow(admin, ['cam-b'])).statusCode).toBe(200);
    expect(await list(admin, '?streamIds=cam-a&followed=true')).toEqual({ items: [], total: 0 });
    expect((await list(admin, '?streamIds=cam-a,cam-b&followed=true')).items.map((e) => e.id)).toEqual([ids.b1]);
    await follow(admin, []);
    for (const bad of ['', ',', 'cam-a,', 'cam a', 'cam-a;cam-b'])
      expect((await get(`/v1/events?streamIds=${encodeURIComponent(bad)}`, admin)).statusCode).toBe(400);
  });

  it('keeps to the streams the caller follows when asked, and still to those they may view', async () => {
    expect(await list(admin, '?followed=true')).toEqual({ items: [], total: 0 });
    expect((await follow(admin, ['cam-b'])).statusCode).toBe(200);
    expect((await list(admin, '?followed=true')).items.map((e) => e.id)).toEqual([ids.b1]);
    expect((await list(admin, '?followed=false')).total).toBe(3);
    // A stream followed once and no longer granted (kept in the stored list) lists nothing.
    await server.db
      .updateTable('users')
      .set({ followed_streams: JSON.stringify(['cam-b', 'cam-a']) })
      .where('login', '=', 'viewer')
      .execute();
    expect((await list(viewer, '?followed=true')).items.map((e) => e.id)).toEqual([ids.a2, ids.a1]);
    expect((await list(viewer, `?followed=true&from=${iso(14)}`)).items.map((e) => e.id)).toEqual([ids.a2]);
    await follow(admin, []);
  });

  it("keeps each user's reviewed marks their own, and never marks what they may not view", async () => {
    const marked = await review(viewer, [ids.a1!, ids.b1!, '999999'], true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 1 });
    expect((await list(viewer, '?reviewed=true')).items.map((e) => e.id)).toEqual([ids.a1]);
    expect((await list(viewer, '?reviewed=false')).items.map((e) => e.id)).toEqual([ids.a2]);
    // The administrator's own marks are untouched.
    expect((await list(admin, '?reviewed=true')).total).toBe(0);
    expect((await review(outsider, [ids.a2!], true)).json()).toEqual({ updated: 0 });
    expect((await review(viewer, [ids.a1!], false)).json()).toEqual({ updated: 1 });
    expect((await list(viewer, '?reviewed=true')).total).toBe(0);
  });

  it('refuses malformed ids and an empty list', async () => {
    for (const body of [{ ids: ['x1'], reviewed: true }, { ids: [], reviewed: true }, { ids: ['1'] }]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/v1/events/reviewed',
        headers: withCookie(viewer),
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/v1/events' })).statusCode).toBe(401);
  });
});

describe("a stream's motion setting", () => {
  it('is on at sensitivity 5 with no mask by default, and changes field by field', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/v1/stream',
      headers: withCookie(admin),
      payload: { uid: 'cam-set', name: 'Set', streamSource: 'rtsp://127.0.0.1:9/x', live: { onDemand: true } },
    });
    expect(created.statusCode).toBe(200);
    const read = async () => (await get('/v1/stream/cam-set', admin)).json() as Stream;
    expect((await read()).motion).toEqual({ isEnable: true, sensitivity: 5, mask: [] });
    const put = (body: object) =>
      server.app.inject({ method: 'PUT', url: '/v1/stream/cam-set', headers: withCookie(admin), payload: body });
    expect((await put({ motion: { sensitivity: 8, mask: [143, 0, 17] } })).statusCode).toBe(200);
    expect((await read()).motion).toEqual({ isEnable: true, sensitivity: 8, mask: [0, 17, 143] });
    expect((await put({ motion: { isEnable: false } })).statusCode).toBe(200);
    expect((await read()).motion).toEqual({ isEnable: false, sensitivity: 8, mask: [0, 17, 143] });
  });

  it('refuses a sensitivity outside 1–10 and a cell outside the grid, naming the field', async () => {
    const made = await server.app.inject({
      method: 'POST',
      url: '/v1/stream',
      headers: withCookie(admin),
      payload: {
        uid: 'cam-made',
        name: 'Made',
        streamSource: 'rtsp://127.0.0.1:9/x',
        live: { onDemand: true },
        motion: { isEnable: false, sensitivity: 2, mask: [5] },
      },
    });
    expect(made.statusCode).toBe(200);
    expect(((await get('/v1/stream/cam-made', admin)).json() as Stream).motion).toEqual({
      isEnable: false,
      sensitivity: 2,
      mask: [5],
    });
    for (const [motion, field] of [
      [{ sensitivity: 11 }, 'motion.sensitivity'],
      [{ sensitivity: 0 }, 'motion.sensitivity'],
      [{ mask: [144] }, 'motion.mask.0'],
      [{ mask: [1, 1] }, 'motion.mask'],
    ] as const) {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/v1/stream/cam-made',
        headers: withCookie(admin),
        payload: { motion },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError', field });
    }
  });
});
