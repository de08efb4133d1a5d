/**
 * Live latency: how far the picture on screen is behind the wall clock, read in
 * Chromium from the live demo picture's clock (server/src/media/time-code.ts) with the same
 * reader as the end-to-end specs (e2e/support/time-code.ts): wall clock at the reading minus
 * the clock in the frame the video shows.
 * Two sources: a demo:// stream (encoded by the server) and a camera, an ffmpeg drawing the
 * same picture, encoding it to H.264 (a keyframe every 2 s, as cameras often send) and serving
 * it as MPEG-TS over HTTP, which the server copies without re-encoding.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readPictures, TIME_CODE_POINTS } from '../../e2e/support/time-code';
import { clearTimeCode, decodeTimeCode, liveLatencyMs } from '../../server/src/media/time-code';
import { resolveFfmpeg } from '../../server/src/media/ffmpeg-path';
import { DEFAULT_MEDIA_OPTIONS } from '../../server/src/media/media-options';
import { inputArgs } from '../../server/src/media/sources';
import { percentile } from './seed-app';

export interface Camera {
  /** The stream source: http://127.0.0.1:<port>/camera.ts */
  url: string;
  stop(): Promise<void>;
}

/** Starts the camera: ffmpeg's MPEG-TS sent to every HTTP client from the moment it connects. */
export async function startCamera(label: string): Promise<Camera> {
  const ffmpeg = await resolveFfmpeg();
  const { fps } = DEFAULT_MEDIA_OPTIONS.demo;
  const args = [
    ...inputArgs({ ok: true, kind: 'demo', input: `demo://${label}`, label }, ffmpeg, { loglevel: 'error' }),
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-g', String(fps * 2), '-f', 'mpegts', '-omit_video_pes_length', '0', '-flush_packets', '1', 'pipe:1'],
  ];
  const encoder = spawn(ffmpeg.path, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const clients = new Set<http.ServerResponse>();
  encoder.stdout.on('data', (chunk: Buffer) => {
    for (const client of clients) client.write(chunk);
  });
  const server = http.createServer((req, res) => {
    if (req.url !== '/camera.ts') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'video/mp2t' });
    clients.add(res);
    res.on('close', () => clients.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/camera.ts`,
    stop: async () => {
      encoder.kill('SIGTERM');
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A reading this far from the wall clock (ms) is a misread clock, counted as unclear. */
const MISREAD_MS = 60_000;

/** One source's readings: latencies (ms, sorted) and the readings that could not be used. */
export interface LatencyReadings {
  latencies: number[];
  /** A video without a frame, a frame whose cells were not clearly black or white, or a misread clock. */
  unclear: number;
}

/**
 * Counts the page's stalls: every 'waiting' event of a video (playback stopped for want of data).
 * A string for addInitScript, so that the bundler's helpers do not leak into the page.
 */
export const STALLS_SCRIPT = `document.addEventListener('waiting', () => (window.__stalls = (window.__stalls ?? 0) + 1), true)`;

/** The readings of one page: by source, and its videos' stalls while it was read. */
export interface PageLatencies {
  bySource: Map<string, LatencyReadings>;
  stalls: number;
}

/**
 * Reads every video matched by `videos` every `everyMs` for `seconds`, after each has shown a clear
 * clock and then `settleSeconds` more (hls.js finds its live position). `labels` names the source
 * of each video, in the order of the matches, so readings are grouped by source. The page's
 * context runs STALLS_SCRIPT.
 */
export async function readLatencies(
  page: Page,
  videos: string,
  labels: string[],
  options: { seconds: number; settleSeconds: number; everyMs: number },
): Promise<PageLatencies> {
  const read = () => page.locator(videos).evaluateAll(readPictures, TIME_CODE_POINTS);
  const until = Date.now() + 60_000;
  for (;;) {
    const readings = await read();
    if (readings.length === labels.length && readings.every((r) => r.lumas && clearTimeCode(r.lumas))) break;
    if (Date.now() > until) throw new Error(`not every video of ${videos} shows a clear clock after 60 s`);
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(options.settleSeconds * 1000);
  await page.evaluate(() => ((window as { __stalls?: number }).__stalls = 0));
  const bySource = new Map<string, LatencyReadings>(labels.map((l) => [l, { latencies: [], unclear: 0 }]));
  const end = Date.now() + options.seconds * 1000;
  while (Date.now() < end) {
    const readings = await read();
    readings.forEach((reading, i) => {
      const source = bySource.get(labels[i]!)!;
      const latency =
        reading.lumas && clearTimeCode(reading.lumas) ? liveLatencyMs(decodeTimeCode(reading.lumas), reading.at) : null;
      // A clock more than a minute off is a misread (a frame caught as its cells change on a starved machine).
      if (latency === null || Math.abs(latency) > MISREAD_MS) source.unclear += 1;
      else source.latencies.push(latency);
    });
    await page.waitForTimeout(options.everyMs);
  }
  for (const source of bySource.values()) source.latencies.sort((a, b) => a - b);
  const stalls = await page.evaluate(() => (window as { __stalls?: number }).__stalls ?? 0);
  return { bySource, stalls };
}

/** "p50 5,430  p95 6,010  (240 readings, 0 unclear)" */
export function describeLatency({ latencies, unclear }: LatencyReadings): string {
  if (latencies.length === 0) return `no clear reading (${unclear} unclear)`;
  const ms = (v: number) => v.toLocaleString('en-GB');
  return (
    `p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
    `min ${ms(latencies[0]!)}  max ${ms(latencies.at(-1)!)}  (${latencies.length} readings, ${unclear} unclear)`
  );
}

/** Creates a stream that runs all the time (not on demand, archive off) and returns its uid. */
export async function createLiveStream(api: APIRequestContext, name: string, streamSource: string): Promise<string> {
  const res = await api.post('/v1/stream', { data: { name, streamSource } });
  if (!res.ok()) throw new Error(`creating ${name}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { uid: string }).uid;
}

/** A mosaic whose cells take the streams in turn; returns its id. */
export async function createMosaic(
  api: APIRequestContext,
  name: string,
  columns: number,
  rows: number,
  streams: string[],
): Promise<string> {
  const cells = Array.from({ length: columns * rows }, (_, position) => ({
    position,
    streamUid: streams[position % streams.length]!,
  }));
  const res = await api.post('/v1/mosaic', { data: { name, layout: { columns, rows }, cells } });
  if (!res.ok()) throw new Error(`mosaic: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** What carries a player's live picture, as the element says (`data-transport`). */
export type Transport = 'webrtc' | 'hls';

/**
 * The transport of each video matched by `videos`: a player that tried WebRTC marks its element
 * `data-transport` (webrtc, or hls once it fell back); one that never tries it (a mosaic tile) plays
 * HLS and leaves no mark.
 */
export async function transportsOf(page: Page, videos: string): Promise<Transport[]> {
  const marks = await page.locator(videos).evaluateAll((list) => list.map((v) => v.getAttribute('data-transport')));
  return marks.map((mark) => (mark === 'webrtc' ? 'webrtc' : 'hls'));
}

/** Waits until the single player's video says what carries its picture (the first frame came), and returns it. */
export async function waitForTransport(page: Page, timeoutMs = 30_000): Promise<Transport> {
  const mark = await page.locator('video[data-transport]').getAttribute('data-transport', { timeout: timeoutMs });
  return mark === 'webrtc' ? 'webrtc' : 'hls';
}

/** "WebRTC" / "LL-HLS" */
export const transportName = (transport: Transport): string => (transport === 'webrtc' ? 'WebRTC' : 'LL-HLS');

/** "3 WebRTC, 1 LL-HLS" */
export function countTransports(transports: Transport[]): string {
  const count = (t: Transport) => transports.filter((x) => x === t).length;
  return (['webrtc', 'hls'] as const)
    .filter((t) => count(t) > 0)
    .map((t) => `${count(t)} ${transportName(t)}`)
    .join(', ');
}

/**
 * Makes the page's WHEP offers answered as a server with WebRTC switched off answers them (503,
 * `Unavailable`, reason `webrtcOff`): the player then plays low-latency HLS, as it does against
 * such a server. The product is unchanged; only this page's (or context's) offers never reach the server.
 */
export async function refuseWebrtc(target: Page | BrowserContext): Promise<void> {
  await target.route('**/live/whep', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'Unavailable', message: 'WebRTC is switched off', reason: 'webrtcOff' }),
    }),
  );
}

/**
 * Makes WebRTC unable to connect, as a firewall that drops its UDP does: the server's answers reach
 * the page without its candidates (`a=candidate` lines), so the browser has nowhere to send its
 * connectivity checks and no picture comes; the player then falls back as it does on such a network.
 */
export async function blockWebrtcMedia(target: Page | BrowserContext): Promise<void> {
  await target.route('**/live/whep', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/^a=candidate:.*\r?\n/gm, '');
    return route.fulfill({ response, body });
  });
}

/** "PASS" when the figure is within its target, "MISS" otherwise. */
export const verdict = (within: boolean): string => (within ? 'PASS' : 'MISS');
