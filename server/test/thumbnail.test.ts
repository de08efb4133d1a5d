import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runningChildren } from '../src/media/run-ffmpeg';
import { createThumbnails, NO_PICTURE } from '../src/media/thumbnail';
import { createUser, removeDir, signIn, unlock, withCookie } from './helpers';
import { insertStream, startMediaServer, waitFor, type MediaTestServer } from './media-helpers';

/** Real ffmpeg, real time: a running demo stream of 1 s segments drawn at 640x360, a paused one, an on-demand one. */
let server: MediaTestServer;
let admin: string;

const thumbnail = (uid: string, headers: Record<string, string> = withCookie(admin), query = '?t=1') =>
  server.app.inject({ url: `/v1/stream/${encodeURIComponent(uid)}/thumbnail${query}`, headers });

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return null;
}

const stats = () => ({ ...server.media.thumbnails.stats });

/** Holds the live window of `cam` still (the newest segment does not change), with no picture kept for it. */
function freezeCam() {
  const window = server.media.live('cam');
  expect(window.length).toBeGreaterThan(0);
  server.media.thumbnails.forget('cam');
  vi.spyOn(server.media, 'live').mockReturnValue(window);
  return window;
}

beforeAll(async () => {
  server = await startMediaServer({ media: { demo: { width: 640, height: 360, fps: 10 } } });
  admin = await unlock(server);
  for (const values of [
    { uid: 'cam', archive_enabled: 0 },
    { uid: 'still', paused: 1, status: 'paused' as const },
    { uid: 'lazy', on_demand: 1, status: 'idle' as const },
  ])
    await server.media.apply(await insertStream(server.db, values));
  await waitFor(() => server.media.live('cam').length > 0, 20_000, 'a live segment of cam');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
});

describe('GET /v1/stream/:uid/thumbnail', () => {
  it('answers a JPEG of the newest live segment, at most 320 pixels wide, privately cached for 5 s', async () => {
    const res = await thumbnail('cam');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=5');
    const jpeg = res.rawPayload;
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    // The demo draws 640x360: scaled down, the aspect kept.
    expect(jpegSize(jpeg)).toEqual({ width: 320, height: 180 });
  });

  it('serves a second request within the same segment from the kept picture: ffmpeg runs once', async () => {
    freezeCam();
    const before = stats();
    const first = await thumbnail('cam', withCookie(admin), '?t=1');
    const second = await thumbnail('cam', withCookie(admin), '?t=2');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = stats();
    expect(after.runs - before.runs).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('makes a new picture once a newer segment arrives', async () => {
    const window = freezeCam();
    expect((await thumbnail('cam')).statusCode).toBe(200);
    vi.restoreAllMocks();
    const seen = window.at(-1)!.file;
    await waitFor(() => server.media.live('cam').at(-1)?.file !== seen, 10_000, 'a newer segment');
    const before = stats();
    expect((await thumbnail('cam')).statusCode).toBe(200);
    expect(stats().runs - before.runs).toBe(1);
  });

  it('lets concurrent requests for one stream share one ffmpeg run', async () => {
    freezeCam();
    const before = stats();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => thumbnail('cam', withCookie(admin), `?t=${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const a of answers) expect(a.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    const after = stats();
    expect(after.runs - before.runs).toBe(1);
    expect(after.joined - before.joined + after.hits - before.hits).toBe(5);
  });

  it('is NotFound "No picture yet" for a paused stream, never cached', async () => {
    const res = await thumbnail('still');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: NO_PICTURE });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is NotFound for an on-demand stream nobody watches, and does not start it (no lease)', async () => {
    const res = await thumbnail('lazy');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: NO_PICTURE });
    expect(server.media.status('lazy')?.status).toBe('idle');
    expect(server.media.pid('lazy')).toBeNull();
  });

  it('is NotFound for a user who may not view the stream, as for a missing one; a viewer gets the picture', async () => {
    await createUser(server, admin, { name: 'stranger', password: 'Keep-out-2026' });
    await createUser(server, admin, { name: 'watcher', password: 'Just-look-2026', maxStreamCreation: 0 });
    const granted = await server.app.inject({
      method: 'POST',
      url: '/v1/stream/cam/permissions',
      headers: withCookie(admin),
      payload: { items: [{ login: 'watcher', level: 'view' }] },
    });
    expect(granted.statusCode).toBe(200);
    const stranger = await thumbnail('cam', withCookie(await signIn(server, 'stranger', 'Keep-out-2026')));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 'NotFound', message: 'Not found' });
    expect((await thumbnail('nope')).json()).toEqual({ code: 'NotFound', message: 'Not found' });
    const watcher = await thumbnail('cam', withCookie(await signIn(server, 'watcher', 'Just-look-2026')));
    expect(watcher.statusCode).toBe(200);
    expect(watcher.headers['content-type']).toBe('image/jpeg');
  });

  it('is 401 without a session', async () => {
    const res = await thumbnail('cam', {});
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('takes only a cache-busting t: other queries and odd uids are refused before any work', async () => {
    expect((await thumbnail('cam', withCookie(admin), '?t=abc')).statusCode).toBe(200);
    expect((await thumbnail('cam', withCookie(admin), '')).statusCode).toBe(200);
    const before = stats();
    for (const query of ['?x=1', `?t=${'9'.repeat(40)}`]) {
      const res = await thumbnail('cam', withCookie(admin), query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('ValidationError');
    }
    for (const uid of ['../vigil.db', '..', '-x', 'a'.repeat(65)])
      expect([400, 404], uid).toContain((await thumbnail(uid)).statusCode);
    expect(stats()).toEqual(before);
  });
});

describe('thumbnail runs', () => {
  const make = (dir: string, limits: { maxConcurrent: number; maxQueued: number }) =>
    createThumbnails({
      bin: server.media.ffmpegPath,
      mediaRoot: server.media.mediaRoot,
      tmpDir: path.join(server.dir, 'tmp', dir),
      ...limits,
    });

  it('past the queue: the older picture of the stream, else TooManyRequests', async () => {
    const thumbnails = make('full', { maxConcurrent: 1, maxQueued: 0 });
    await waitFor(() => server.media.live('cam').length > 1, 10_000, 'two live segments');
    const window = server.media.live('cam');
    const older = await thumbnails.of('cam', window.slice(0, -1));
    expect(older).not.toBeNull();
    // Another stream takes the only turn (its files do not exist, so it ends NotFound); nothing may wait.
    const busy = thumbnails.of('elsewhere', window);
    const refused = thumbnails.of('other', window);
    const stale = thumbnails.of('cam', window);
    await expect(refused).rejects.toMatchObject({ code: 'TooManyRequests' });
    expect((await stale)?.equals(older!)).toBe(true);
    await expect(busy).rejects.toMatchObject({ code: 'NotFound', message: NO_PICTURE });
    expect(thumbnails.stats).toMatchObject({ runs: 1, stale: 1 });
    await thumbnails.close();
  });

  it('on close, refuses the runs that wait and keeps nothing', async () => {
    const thumbnails = make('closing', { maxConcurrent: 1, maxQueued: 4 });
    const window = server.media.live('cam');
    const first = thumbnails.of('cam', window);
    const waiting = thumbnails.of('cam2', window);
    await thumbnails.close();
    await expect(waiting).rejects.toMatchObject({ code: 'Unavailable' });
    await first.catch(() => undefined);
    expect(thumbnails.size).toBe(0);
    expect(await thumbnails.of('cam', [])).toBeNull();
  });
});
