import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_SERVER_TIMEOUT_MS, PROBE_TIMEOUT_MS } from '../contract/endpoints';
import type { AppContext } from '../src/context';
import { AppError } from '../src/core/errors';
import { resolveFfmpeg, type FfmpegInfo } from '../src/media/ffmpeg-path';
import { DEFAULT_MEDIA_OPTIONS } from '../src/media/media-options';
import { parseInputDescription, previewSource, probeSource, readFailureOf } from '../src/media/probe';
import { runFfmpeg, runningChildren } from '../src/media/run-ffmpeg';
import { validateSource, type ValidSource } from '../src/media/sources';
import { installErrorHandling } from '../src/core/http/errors';
import { installValidation } from '../src/core/http/validation';
import { probeRoutes, type StreamSourceLookup } from '../src/streams/probe-routes';
import { removeDir, startServer, unlock, withCookie, type TestServer } from './helpers';

let ffmpeg: FfmpegInfo;
let media: string;
let clip: string;
let silent: net.Server;
let silentPort: number;
const silentSockets = new Set<net.Socket>();

beforeAll(async () => {
  ffmpeg = await resolveFfmpeg();
  media = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-media-')));
  clip = path.join(media, 'clip.mp4');
  const made = await runFfmpeg({
    bin: ffmpeg.path,
    args: ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '2'].concat([
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-y',
      clip,
    ]),
    timeoutMs: 30_000,
  });
  expect(made.code, made.stderrTail).toBe(0);
  // Accepts connections and never answers.
  silent = net.createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  removeDir(media);
});

const source = (url: string): ValidSource => {
  const checked = validateSource(url, media);
  if (!checked.ok) throw new Error(checked.message);
  return checked;
};

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  for (let i = 2; i + 9 < jpeg.length;) {
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('no frame header');
}

async function probeError(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('ProbeError');
  return error as AppError;
}

describe('readFailureOf', () => {
  const tail = (...lines: string[]) => ({ timedOut: false, stderrTail: lines.join('\n') });

  it.each([
    [
      [
        '[rtsp @ 0x55d1] method DESCRIBE failed: 401 Unauthorized',
        'rtsp://cam/live: Server returned 401 Unauthorized (authorization failed)',
      ],
      'probeUnauthorized',
    ],
    [
      ['[http @ 0x55d1] HTTP error 403 Forbidden', 'http://cam/a.m3u8: Server returned 403 Forbidden (access denied)'],
      'probeUnauthorized',
    ],
    [['[http @ 0x55d1] HTTP error 404 Not Found', 'http://cam/a.m3u8: Server returned 404 Not Found'], 'probeNotFound'],
    [
      [
        '[tcp @ 0x55d1] Connection to tcp://127.0.0.1:1 failed: Connection refused',
        'rtsp://127.0.0.1:1/x: Connection refused',
      ],
      'probeRefused',
    ],
    [
      [
        '[tcp @ 0x55d1] Failed to resolve hostname cam.invalid: Name or service not known',
        'rtsp://cam.invalid/x: Input/output error',
      ],
      'probeHostUnknown',
    ],
    [
      [
        '[tcp @ 0x55d1] Connection to tcp://10.0.0.9:554 failed: Connection timed out',
        'rtsp://10.0.0.9/x: Connection timed out',
      ],
      'probeTimeout',
    ],
    [['http://cam/a.m3u8: Invalid data found when processing input'], 'probeUnreadable'],
    [['[hls @ 0x55d1] Failed to open segment 404 of playlist 0', 'Protocol not found'], 'probeUnreadable'],
  ] as const)('%j: %s', (lines, reason) => {
    expect(readFailureOf(tail(...lines))).toBe(reason);
  });

  it('is a time-out whenever the run timed out, whatever ffmpeg said', () => {
    expect(readFailureOf({ timedOut: true, stderrTail: 'Connection refused' })).toBe('probeTimeout');
  });
});

describe('parseInputDescription', () => {
  it('reads codecs, size, frame rate and bitrate of the input only', () => {
    const stderr = [
      "Input #0, rtsp, from 'rtsp://cam/live':",
      '  Metadata:',
      '    title           : Media Presentation',
      '  Duration: N/A, start: 0.000000, bitrate: N/A',
      '    Stream #0:0: Video: h264 (High), yuv420p(progressive), 1280x720, 29.97 fps, 29.97 tbr, 90k tbn, 180k tbc',
      '    Stream #0:1: Audio: aac (LC), 44100 Hz, stereo, fltp, 128 kb/s',
      "Output #0, null, to 'pipe:':",
      '    Stream #0:0: Video: wrapped_avframe, yuv420p, 640x360, q=2-31, 200 kb/s, 25 fps',
    ].join('\n');
    expect(parseInputDescription(stderr)).toEqual({
      codecs: ['h264', 'aac'],
      width: 1280,
      height: 720,
      frameRate: 29.97,
      bitrate: 128_000,
    });
  });

  it('falls back to tbr, takes the container bitrate first, and says null when nothing opened', () => {
    const stderr = [
      "Input #0, flv, from 'rtmp://x/app/key':",
      '  Duration: 00:00:00.00, start: 0.000000, bitrate: 1200 kb/s',
      '    Stream #0:0(und): Video: hevc (Main), yuv420p(tv), 3840x2160 [SAR 1:1 DAR 16:9], 1k tbr, 1k tbn',
    ].join('\n');
    expect(parseInputDescription(stderr)).toMatchObject({
      codecs: ['hevc'],
      width: 3840,
      frameRate: 1000,
      bitrate: 1_200_000,
    });
    expect(parseInputDescription('rtsp://cam/live: Connection refused')).toBeNull();
  });
});

describe('probe and preview with real ffmpeg', () => {
  it('probes an H.264 file in the media folder', async () => {
    const reply = await probeSource(ffmpeg, source(`file://${clip}`), { timeoutMs: 10_000 });
    expect(reply).toMatchObject({ codecs: ['h264'], width: 320, height: 240, frameRate: 25 });
    expect(reply.bitrate).toBeGreaterThan(0);
  });

  it('probes a demo source as its stream records it: H.264 at the demo picture, not the raw frames', async () => {
    const demo = { width: 320, height: 180, fps: 10 };
    const probed = await probeSource(ffmpeg, source('demo://Probe%20test'), { timeoutMs: 10_000, demo });
    expect(probed).toEqual({ codecs: ['h264'], width: 320, height: 180, frameRate: 10, bitrate: null });
    // Without a picture: the recorder's default one.
    const { width, height, fps } = DEFAULT_MEDIA_OPTIONS.demo;
    expect(await probeSource(ffmpeg, source('demo://Probe%20test'), { timeoutMs: 10_000 })).toEqual({
      codecs: ['h264'],
      width,
      height,
      frameRate: fps,
      bitrate: null,
    });
  });

  it('previews one JPEG frame, at most 640 pixels wide', async () => {
    const jpeg = await previewSource(ffmpeg, source(`file://${clip}`), { timeoutMs: 10_000 });
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpegSize(jpeg)).toEqual({ width: 320, height: 240 });
    const demo = await previewSource(ffmpeg, source('demo://Front%20door'), {
      timeoutMs: 10_000,
      demo: { width: 320, height: 180, fps: 10 },
    });
    expect(jpegSize(demo)).toEqual({ width: 320, height: 180 });
  });

  it('answers ProbeError quickly for a source that refuses, and leaves no process', async () => {
    const started = Date.now();
    const error = await probeError(probeSource(ffmpeg, source('rtsp://127.0.0.1:1/none'), { timeoutMs: 5000 }));
    expect(error.message).toBe('Cannot read the source: Connection refused');
    expect(error.reason).toBe('probeRefused');
    await probeError(previewSource(ffmpeg, source('rtsp://127.0.0.1:1/none'), { timeoutMs: 5000 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(runningChildren()).toBe(0);
  });

  it("gives up seconds before the console stops waiting, so the console gets the server's reason", () => {
    expect(PROBE_TIMEOUT_MS - PROBE_SERVER_TIMEOUT_MS).toBeGreaterThanOrEqual(3000);
  });

  it('gives up on a source that never answers within the time-out', async () => {
    const started = Date.now();
    const url = `http://127.0.0.1:${silentPort}/live.m3u8`;
    const error = await probeError(probeSource(ffmpeg, source(url), { timeoutMs: 1500 }));
    expect(error.message).toBe('Cannot read the source: it did not answer within 1.5 s');
    expect(error.reason).toBe('probeTimeout');
    expect(Date.now() - started).toBeLessThan(4500);
    expect(runningChildren()).toBe(0);
  });

  it.each([
    'rtsp://admin:Sup3r-Secret@127.0.0.1:1/none',
    'http://admin:Sup3r-Secret@127.0.0.1:1/live.m3u8?token=T0ken-Secret',
    'http://127.0.0.1:1/videostream.cgi?user=admin&pwd=Sup3r-Secret',
  ])('never shows the password of %s', async (url) => {
    for (const run of [probeSource, previewSource]) {
      const error = await probeError(run(ffmpeg, source(url), { url, timeoutMs: 5000 }));
      expect(error.message).not.toMatch(/Secret|127\.0\.0\.1/);
      expect(error.message.length).toBeLessThanOrEqual(300);
      expect(error.message).not.toContain('\n');
    }
  });
});

describe('GET /v1/stream/probe and /v1/stream/preview', () => {
  let server: TestServer;
  let cookie: Record<string, string>;
  beforeAll(async () => {
    server = await startServer({ env: { VIGIL_MEDIA: media } });
    cookie = withCookie(await unlock(server));
  });
  afterAll(async () => {
    await server.close();
    removeDir(server.dir);
  });
  const get = (url: string) => server.app.inject({ url, headers: cookie });
  const q = (value: string) => encodeURIComponent(value);

  it('probes a url for an administrator', async () => {
    const res = await get(`/v1/stream/probe?url=${q(`file://${clip}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ codecs: ['h264'], width: 320, height: 240, frameRate: 25 });
  });

  it('answers the preview as image/jpeg, never cached', async () => {
    const res = await get(`/v1/stream/preview?url=${q('demo://Lobby')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it.each([
    ['file:///etc/passwd', /video file/, 'fileNotVideo'],
    ['file:///tmp/media/../clip.mp4', /\.\./, 'filePlainPath'],
    ['rtsp://cam/$(reboot)', /shell/, 'sourceShellCharacters'],
    // Refused by the contract's pattern for url, before the source check: no reason.
    ['concat:/etc/passwd', /url/, undefined],
    ['-f lavfi', /url/, undefined],
  ])('refuses %s with ValidationError on url, and why', async (url, message, reason) => {
    const res = await get(`/v1/stream/probe?url=${q(url)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ValidationError',
      field: 'url',
      message: expect.stringMatching(message),
    });
    expect(res.json<{ reason?: string }>().reason).toBe(reason);
  });

  it('answers ProbeError for a source that cannot be read, NotFound for an unknown stream, and refuses both keys', async () => {
    const bad = await get(`/v1/stream/probe?url=${q('rtsp://u:Sup3r-Secret@127.0.0.1:1/x')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'ProbeError',
      message: 'Cannot read the source: Connection refused',
      reason: 'probeRefused',
    });
    expect((await get('/v1/stream/preview?stream_id=cam1')).json()).toMatchObject({ code: 'NotFound' });
    expect((await get(`/v1/stream/probe?stream_id=cam1&url=${q('demo://x')}`)).statusCode).toBe(400);
    expect((await get('/v1/stream/probe')).statusCode).toBe(400);
  });
});

describe('probe by stream_id', () => {
  const sources: Record<string, string> = { good: 'demo://Yard', bad: 'rtsp://admin:Sup3r-Secret@127.0.0.1:1/cam' };
  const lookup: StreamSourceLookup = async (uid) => {
    if (uid === 'forbidden') throw new AppError('Forbidden');
    return sources[uid] ?? null;
  };
  const demoPicture = { width: 192, height: 108, fps: 5 };
  const ctx = { config: { mediaDir: media, ffmpeg: null }, media: { demoPicture } } as unknown as AppContext;
  const app = Fastify();
  beforeAll(async () => {
    installValidation(app);
    installErrorHandling(app);
    probeRoutes(app, ctx, { lookup, timeoutMs: 5000 });
    await app.ready();
  });
  afterAll(() => app.close());

  it('probes the stream the lookup returns (a demo at the picture its recorder draws), and hides its source in errors', async () => {
    expect((await app.inject({ url: '/v1/stream/probe?stream_id=good' })).json()).toEqual({
      codecs: ['h264'],
      width: 192,
      height: 108,
      frameRate: 5,
      bitrate: null,
    });
    const preview = await app.inject({ url: '/v1/stream/preview?stream_id=good' });
    expect(jpegSize(preview.rawPayload)).toEqual({ width: 192, height: 108 });
    expect((await app.inject({ url: '/v1/stream/probe?stream_id=none' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/stream/preview?stream_id=forbidden' })).statusCode).toBe(403);
    const bad = await app.inject({ url: '/v1/stream/preview?stream_id=bad' });
    expect(bad.json()).toEqual({
      code: 'ProbeError',
      message: 'Cannot read the source: Connection refused',
      reason: 'probeRefused',
    });
  });
});
