import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stream } from '../contract/schemas/stream';
import {
  hasLowRes,
  isLowResRun,
  lowResDemoPicture,
  lowResHeight,
  lowResPlaylist,
  lowResRunId,
  lowResWriterArgs,
} from '../src/media/low-res';
import { LowResRendition } from '../src/media/low-res-rendition';
import { parseInputDescription } from '../src/media/probe';
import { runningChildren } from '../src/media/run-ffmpeg';
import { newRunId } from '../src/media/recorder-run';
import { createUser, removeDir, signIn, withCookie } from './helpers';
import {
  adminCredentials,
  ffmpeg,
  insertStream,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

describe('the low-resolution rendition (pure)', () => {
  it('belongs to demo:// streams and to streams with a sub-stream', () => {
    expect(hasLowRes({ source: 'demo://Lobby', sub_source: null })).toBe(true);
    expect(hasLowRes({ source: 'rtsp://cam/main', sub_source: 'rtsp://cam/sub' })).toBe(true);
    expect(hasLowRes({ source: 'rtsp://cam/main', sub_source: null })).toBe(false);
  });

  it('is at most 180 px tall, and half of a smaller picture', () => {
    expect(lowResHeight(null)).toBe(180);
    expect(lowResHeight(1080)).toBe(180);
    expect(lowResHeight(360)).toBe(180);
    expect(lowResHeight(180)).toBe(90);
    expect(lowResHeight(90)).toBe(44);
  });

  it('lives in a folder no run id can take, and is never indexed', () => {
    const run = newRunId(Date.now());
    expect(isLowResRun(run)).toBe(false);
    expect(isLowResRun(lowResRunId(run))).toBe(true);
    expect(lowResRunId(run)).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it('is written small, live only, by its own sliding playlist', () => {
    const args = lowResWriterArgs('/m/cam/r-low', { mode: 'encode', hlsTimeSec: 2, fps: 15 }, lowResHeight(720));
    expect(args.join(' ')).toContain('-vf scale=-2:180');
    expect(args.join(' ')).toContain('-hls_flags independent_segments+delete_segments');
    expect(args.join(' ')).not.toContain('program_date_time');
    expect(args.join(' ')).toContain('-start_number 0');
    const copied = lowResWriterArgs('/m/cam/r-low', { mode: 'copy', hlsTimeSec: 2, fps: null }, 180).join(' ');
    expect(copied).not.toContain('scale=');
    // A picture drawn small already (a demo's) is not scaled again.
    const drawn = lowResWriterArgs('/m/cam/r-low', { mode: 'encode', hlsTimeSec: 2, fps: 15 }, null).join(' ');
    expect(drawn).not.toContain('scale=');
    expect(drawn).toContain('-c:v libx264');
  });

  it("draws a demo stream's rendition at the rendition's size, in the main picture's shape", () => {
    expect(lowResDemoPicture({ width: 640, height: 360, fps: 15 })).toEqual({ width: 320, height: 180, fps: 15 });
    expect(lowResDemoPicture({ width: 320, height: 180, fps: 10 })).toEqual({ width: 160, height: 90, fps: 10 });
    expect(lowResDemoPicture({ width: 480, height: 360, fps: 5 })).toEqual({ width: 240, height: 180, fps: 5 });
  });

  it("points ffmpeg's playlist at the segment route and drops anything else", () => {
    const written = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:4',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:2.000000,',
      'seg-000004.m4s',
      '#EXTINF:2.000000,',
      '/etc/passwd',
      '',
    ].join('\n');
    expect(lowResPlaylist(written, 'abc-low')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:4',
        '#EXT-X-MAP:URI="../media/abc-low/init.mp4"',
        '#EXTINF:2.000000,',
        '../media/abc-low/seg-000004.m4s',
        '',
      ].join('\n'),
    );
  });
});

describe('the rendition runs only while asked for', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A rendition over a real folder, with a fake sub-stream run (the ffmpeg is the boundary). */
  function rendition(idleMs: number) {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rendition-')), 'r1-low');
    const runs: { stopped: boolean }[] = [];
    const start = () => {
      fs.mkdirSync(dir, { recursive: true });
      const run = { stopped: false };
      runs.push(run);
      return {
        stop: async () => {
          run.stopped = true;
        },
      };
    };
    return { dir, runs, lowRes: new LowResRendition(dir, start, idleMs) };
  }

  it('starts at the first ask, not before, and once however often it is asked', () => {
    vi.useFakeTimers();
    const { runs, lowRes } = rendition(5_000);
    expect(runs).toHaveLength(0);
    expect(lowRes.ask()).toBe(true);
    vi.advanceTimersByTime(4_000);
    expect(lowRes.ask()).toBe(true);
    vi.advanceTimersByTime(4_000);
    expect(lowRes.ask()).toBe(true);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.stopped).toBe(false);
    expect(lowRes.folder).toBe('r1-low');
  });

  it('stops, its folder gone, once nobody asked for the idle time, and starts again when asked', async () => {
    vi.useFakeTimers();
    const { dir, runs, lowRes } = rendition(5_000);
    lowRes.ask();
    expect(fs.existsSync(dir)).toBe(true);
    vi.advanceTimersByTime(5_001);
    expect(runs[0]?.stopped).toBe(true);
    await vi.waitFor(() => expect(fs.existsSync(dir)).toBe(false));
    expect(lowRes.ask()).toBe(true);
    expect(runs).toHaveLength(2);
    expect(fs.existsSync(dir)).toBe(true);
  });

  it('never starts again once its run has ended', async () => {
    const { dir, runs, lowRes } = rendition(60_000);
    lowRes.ask();
    await lowRes.close();
    expect(runs[0]?.stopped).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
    expect(lowRes.ask()).toBe(false);
    expect(runs).toHaveLength(1);
  });
});

/** Real ffmpeg: demo streams of 1 s segments, a 320x180 main picture. */
describe('the low-resolution rendition (server)', () => {
  let server: MediaTestServer;
  let cookie: string;
  let viewerCookie: string;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-lowres-'));
    fs.mkdirSync(path.join(dir, 'src'));
    // A camera's sub-stream: small H.264, copied as it comes.
    const made = await ffmpeg([
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=192x108:rate=10', '-t', '4'],
      ...['-c:v', 'libx264', '-g', '10', '-pix_fmt', 'yuv420p', path.join(dir, 'src', 'sub.mp4')],
    ]);
    expect(made.code).toBe(0);
    // Renditions nobody asks for stop after 3 s.
    server = await startMediaServer({ dir, env: { VIGIL_MEDIA: path.join(dir, 'src') }, media: { idleStopMs: 3_000 } });
    ({ cookie } = await adminCredentials(server));
    await createUser(server, cookie, { name: 'watcher', password: 'Quiet-Lamp-2026' });
    viewerCookie = await signIn(server, 'watcher', 'Quiet-Lamp-2026');
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    expect(runningChildren()).toBe(0);
    removeDir(server.dir);
  });

  const get = (url: string, who = cookie) => server.app.inject({ url, headers: withCookie(who) });
  const create = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/v1/stream', headers: withCookie(cookie), payload });
  const update = (uid: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: `/v1/stream/${uid}`, headers: withCookie(cookie), payload });

  /** The rendition's playlist once it lists a segment, and the picture ffmpeg reads from it. */
  async function renditionOf(uid: string) {
    const body = await waitFor(
      async () => {
        const res = await get(`/v1/stream/${uid}/live/low.m3u8`);
        return res.statusCode === 200 && res.body.includes('.m4s') ? res.body : '';
      },
      20_000,
      `the low-resolution playlist of ${uid}`,
    );
    const run = /\.\.\/media\/([a-z0-9-]+)\/init\.mp4/.exec(body)?.[1];
    expect(run && isLowResRun(run)).toBe(true);
    const file = path.join(server.media.mediaRoot, uid, run!, 'index.m3u8');
    const read = await ffmpeg(['-loglevel', 'info', '-i', file, '-t', '0.5', '-f', 'null', '-']);
    return { body, run: run!, picture: parseInputDescription(read.stderr) };
  }

  it('a demo:// stream makes a smaller picture while it is asked for, served like its segments', async () => {
    await insertStream(server.db, { uid: 'demo-a', archive_enabled: 0 });
    await server.media.apply(
      await server.db.selectFrom('streams').selectAll().where('uid', '=', 'demo-a').executeTakeFirstOrThrow(),
    );
    const stream = (await get('/v1/stream/demo-a')).json<Stream>();
    expect(stream.live.lowResPlaylistUrl).toBe('/v1/stream/demo-a/live/low.m3u8');
    // Recording, and no second encoder until someone asks for the small picture.
    const streamDir = path.join(server.media.mediaRoot, 'demo-a');
    await waitFor(() => server.media.live('demo-a').length > 0, 20_000, 'the first segment of demo-a');
    const renditions = () => fs.readdirSync(streamDir).filter(isLowResRun);
    expect(renditions()).toEqual([]);
    const { body, run, picture } = await renditionOf('demo-a');
    expect(picture).toMatchObject({ codecs: ['h264'], width: 160, height: 90 });
    const segment = body.split('\n').find((l) => l.endsWith('.m4s'))!;
    const url = new URL(segment, 'http://x/v1/stream/demo-a/live/low.m3u8').pathname;
    expect((await get(url)).statusCode).toBe(200);
    // Live only: nothing of it is in the recording index.
    const indexed = await server.db.selectFrom('segments').select('run_id').where('run_id', '=', run).execute();
    expect(indexed).toEqual([]);
    // Nobody asks for 3 s: it stops and its folder goes; the stream records on.
    await waitFor(() => renditions().length === 0, 15_000, 'the unwatched rendition to stop');
    expect(server.media.status('demo-a')?.status).toBe('running');
    // Asked again: it starts again.
    await renditionOf('demo-a');
    // It stops with the stream: the folder goes, the playlist is empty.
    await server.db.updateTable('streams').set({ paused: 1 }).where('uid', '=', 'demo-a').execute();
    await server.media.stop('demo-a');
    expect(renditions()).toEqual([]);
    expect((await get('/v1/stream/demo-a/live/low.m3u8')).body).not.toContain('.m4s');
  }, 60_000);

  it('a stream without a sub-stream has none: null in the API, NotFound at the route', async () => {
    const made = await create({ name: 'Camera', streamSource: 'rtsp://127.0.0.1:9/main', live: { onDemand: true } });
    const { uid } = made.json<{ uid: string }>();
    expect((await get(`/v1/stream/${uid}`)).json<Stream>()).toMatchObject({
      subSource: null,
      live: { lowResPlaylistUrl: null },
    });
    expect((await get(`/v1/stream/${uid}/live/low.m3u8`)).statusCode).toBe(404);
  });

  it('refuses a sub-stream the main source would be refused for, naming the field', async () => {
    const made = await create({ name: 'Camera', streamSource: 'rtsp://127.0.0.1:9/main', live: { onDemand: true } });
    const { uid } = made.json<{ uid: string }>();
    for (const subSource of [
      'file:///etc/passwd',
      'file:///' + path.join(server.dir, 'src', '..', 'x.mp4'),
      'rtsp://cam/x;rm -rf',
      'concat:a|b',
      '-i /etc/passwd',
      'demo://a;b',
    ]) {
      for (const res of [
        await update(uid, { subSource }),
        await create({ name: 'X', streamSource: 'demo://x', subSource }),
      ]) {
        expect(res.statusCode, subSource).toBe(400);
        expect(res.json()).toMatchObject({ code: 'ValidationError' });
        if (res.json<{ field?: string }>().field !== undefined)
          expect(res.json()).toMatchObject({ field: 'subSource' });
      }
    }
    expect((await get(`/v1/stream/${uid}`)).json<Stream>().subSource).toBeNull();
  });

  it('plays a sub-stream small, shows its URL to administrators only and keeps its password out of the logs', async () => {
    const sub = `file://${path.join(server.dir, 'src', 'sub.mp4')}`;
    const made = await create({ name: 'Gate', streamSource: 'demo://Gate', subSource: sub });
    expect(made.statusCode, made.body).toBe(200);
    const { uid } = made.json<{ uid: string }>();
    const granted = await server.app.inject({
      method: 'POST',
      url: `/v1/stream/${uid}/permissions`,
      headers: withCookie(cookie),
      payload: { items: [{ login: 'watcher', level: 'view' }] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await get(`/v1/stream/${uid}`)).json<Stream>().subSource).toBe(sub);
    const seen = (await get(`/v1/stream/${uid}`, viewerCookie)).json<Stream>();
    expect(seen).toMatchObject({ streamSource: null, subSource: null });
    expect(seen.live.lowResPlaylistUrl).toBe(`/v1/stream/${uid}/live/low.m3u8`);
    // The sub-stream is H.264: copied as it is (192x108), not the demo picture made small (160x90).
    const { picture } = await renditionOf(uid);
    expect(picture).toMatchObject({ codecs: ['h264'], width: 192, height: 108 });

    // A sub-stream with a password that does not answer: retried, and its password is never logged.
    const secret = 'S3cr3t-sub';
    const changed = await update(uid, { subSource: `rtsp://cam:${secret}@127.0.0.1:9/sub?token=${secret}` });
    expect(changed.statusCode, changed.body).toBe(200);
    // Asked for, the rendition tries its new sub-stream.
    const asked = get(`/v1/stream/${uid}/live/low.m3u8`);
    const lines = await waitFor(
      () => {
        const all = server.media.logs(uid, undefined, 500).lines.map((l) => l.text);
        return all.some((t) => t.startsWith('Sub-stream')) ? all.join('\n') : '';
      },
      20_000,
      'the sub-stream failure in the log',
    );
    expect(lines).not.toContain(secret);
    await asked;
    // Removing it stops its ffmpeg; the stream goes on recording its main source.
    expect((await update(uid, { subSource: null })).json<Stream>()).toMatchObject({
      subSource: null,
      live: { lowResPlaylistUrl: `/v1/stream/${uid}/live/low.m3u8` },
    });
  }, 60_000);
});
