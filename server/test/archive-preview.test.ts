import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList } from '../contract/schemas/event';
import { NOTHING_RECORDED } from '../src/archive/routes';
import { eventsRepo } from '../src/events';
import { bitmapOf } from '../src/media/motion/bitmap';
import { runningChildren } from '../src/media/run-ffmpeg';
import { createUser, removeDir, signIn, withCookie } from './helpers';
import {
  adminCredentials,
  grantTo,
  insertStream,
  iso,
  recordRun,
  startMediaServer,
  type MediaTestServer,
} from './media-helpers';

/** A recorded run of 6 s (1 s segments) from T0, then a gap. */
const T0 = Date.parse('2026-11-20T20:59:57.000Z');
let server: MediaTestServer;
let admin: string;
let viewer: string;
let outsider: string;

const preview = (uid: string, time: string, cookie?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/v1/stream/${uid}/archive/preview?time=${encodeURIComponent(time)}`,
    headers: { ...withCookie(cookie), ...headers },
  });
const stats = () => ({ ...server.media.thumbnails.stats });
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b.at(-2) === 0xff && b.at(-1) === 0xd9;

beforeAll(async () => {
  server = await startMediaServer();
  ({ cookie: admin } = await adminCredentials(server));
  const asTest = server as unknown as Parameters<typeof createUser>[0];
  await createUser(asTest, admin, { name: 'viewer', password: 'Watch-Pass-2026' });
  await createUser(asTest, admin, { name: 'outsider', password: 'Strange-Pass-2026' });
  viewer = await signIn(asTest, 'viewer', 'Watch-Pass-2026');
  outsider = await signIn(asTest, 'outsider', 'Strange-Pass-2026');
  await insertStream(server.db, { uid: 'arch', name: 'Yard' });
  await grantTo(server.db, 'viewer', 'arch');
  await recordRun(server, { uid: 'arch', id: 'run-a', startNumber: 0, startMs: T0 });
});

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
});

describe('GET /v1/stream/:uid/archive/preview', () => {
  it('answers a JPEG of the recorded moment, privately cached with an ETag', async () => {
    const res = await preview('arch', iso(T0 + 1500), admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(isJpeg(res.rawPayload)).toBe(true);
  });

  it('makes the picture of one segment once: later asks inside it cost no ffmpeg run', async () => {
    const before = stats();
    const answers = await Promise.all([
      preview('arch', iso(T0 + 3100), admin),
      preview('arch', iso(T0 + 3500), viewer),
      preview('arch', iso(T0 + 3900), admin),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const again = await preview('arch', iso(T0 + 3200), viewer);
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(stats().runs - before.runs).toBe(1);
    // Another segment: another picture, another ETag.
    const next = await preview('arch', iso(T0 + 4100), admin);
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(again.headers.etag);
    expect(stats().runs - before.runs).toBe(2);
  });

  it('answers 304 when the browser holds the picture (If-None-Match)', async () => {
    const first = await preview('arch', iso(T0 + 500), admin);
    const etag = String(first.headers.etag);
    const before = stats();
    const res = await preview('arch', iso(T0 + 600), admin, { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(stats().runs).toBe(before.runs);
  });

  it('is NotFound over a gap, never cached', async () => {
    for (const at of [T0 + 10_000, T0 - 1]) {
      const res = await preview('arch', iso(at), admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NotFound', message: NOTHING_RECORDED });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is a ValidationError naming time for a malformed time', async () => {
    for (const bad of ['yesterday', '2026-13-45T99:00:00Z']) {
      const res = await preview('arch', bad, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError' });
      expect(JSON.stringify(res.json())).toContain('time');
    }
  });

  it('follows the archive: another user’s stream answers as a missing one, a share link as the archive does', async () => {
    const at = iso(T0 + 1500);
    const playlist = `/v1/stream/arch/archive/index.m3u8?start_time=${iso(T0)}&end_time=${iso(T0 + 5000)}`;
    const archive = (headers: Record<string, string>) => server.app.inject({ url: playlist, headers });
    expect((await preview('arch', at, outsider)).statusCode).toBe(404);
    expect((await archive(withCookie(outsider))).statusCode).toBe(404);
    expect((await preview('missing', at, admin)).statusCode).toBe(404);
    expect((await preview('arch', at)).statusCode).toBe(401);
    const share = (await server.app.inject({ url: '/v1/stream/arch/share', headers: withCookie(admin) })).json() as {
      token: string;
    };
    const holder = { 'x-vigil-share': share.token };
    const refused = await preview('arch', at, undefined, holder);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBe((await archive(holder)).statusCode);
  });

  it('gives each event the URL of its moment, and that URL answers a JPEG', async () => {
    const peak = Math.floor((T0 + 2500) / 1000);
    await eventsRepo(server.db).insertEvent(
      'arch',
      { start: peak - 1, end: peak + 2, peak, cells: bitmapOf([0]) },
      null,
      Date.now(),
    );
    const list = (await server.app.inject({ url: '/v1/events', headers: withCookie(viewer) })).json() as EventList;
    const url = list.items[0]?.thumbnailUrl;
    expect(url).toBe(`/v1/stream/arch/archive/preview?time=${encodeURIComponent(iso(peak * 1000))}`);
    const res = await server.app.inject({ url: url!, headers: withCookie(viewer) });
    expect(res.statusCode).toBe(200);
    expect(isJpeg(res.rawPayload)).toBe(true);
  });
});
