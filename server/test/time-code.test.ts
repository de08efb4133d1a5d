import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillArgs, DEMO_PICTURE } from '../src/demo/backfill';
import type { PlannedInterval } from '../src/demo/plan';
import { decodeTimeCode, liveLatencyMs, sameSecond, timeCodeCells, timeCodeOf } from '../src/media/time-code';
import { INIT_NAME, segmentName } from '../src/media/hls-writer-args';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';
import { inputArgs } from '../src/media/sources';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-time-code-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Mean luma of the 3x3 block around a point of a gray frame. */
function lumaAt(frame: Buffer, width: number, x: number, y: number): number {
  let sum = 0;
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) sum += frame[(Math.round(y) + dy) * width + Math.round(x) + dx]!;
  return sum / 9;
}

const SEGMENT_MS = 2000;
const SECONDS = 6;

/**
 * The time-code cells' lumas of frame `k` of a raw grey video, each checked far from the threshold:
 * the cells survive the compression clearly.
 */
function cleanLumas(video: Buffer, k: number, width: number, height: number): number[] {
  const size = width * height;
  const frame = video.subarray(k * size, (k + 1) * size);
  const lumas = timeCodeCells(width, height).map((c) => lumaAt(frame, width, c.x, c.y));
  expect(
    lumas.every((l) => l < 64 || l > 192),
    `frame ${k}: ${lumas.join(' ')}`,
  ).toBe(true);
  return lumas;
}

describe('the demo time code through the backfill encoding', () => {
  it.each([
    { fonts: 'with the drawtext title and clock', font: true },
    { fonts: 'without a font', font: false },
  ])('reads back the second of every frame (320x180 at 2 fps) after H.264 -qp 34, $fonts', async ({ font }) => {
    const ffmpeg = await resolveFfmpeg();
    // The drawtext overlays need a font; without one the strip is still drawn.
    if (font) expect(ffmpeg.hasDrawtext && ffmpeg.fontFile).toBeTruthy();
    const caps = font ? ffmpeg : { hasDrawtext: false, fontFile: null };
    const startMs = Date.parse('2026-11-22T10:00:07Z');
    const interval: PlannedInterval = {
      uid: 'front-door',
      index: 0,
      runId: 'demo-test',
      startMs,
      endMs: startMs + SECONDS * 1000,
      startNumber: 7,
      segments: (SECONDS * 1000) / SEGMENT_MS,
    };
    const out = path.join(dir, font ? 'font' : 'no-font');
    fs.mkdirSync(out);
    const args = backfillArgs(interval, 'Front door', out, SEGMENT_MS, caps, DEMO_PICTURE);
    expect(args.join(' ').includes('drawtext')).toBe(font);
    await run(ffmpeg.path, args);

    // fMP4: the init segment and the media segments in order make one playable file.
    const names = [INIT_NAME, ...Array.from({ length: interval.segments }, (_, i) => segmentName(7 + i))];
    const clip = path.join(out, 'all.mp4');
    fs.writeFileSync(clip, Buffer.concat(names.map((n) => fs.readFileSync(path.join(out, n)))));
    const { stdout } = await run(
      ffmpeg.path,
      ['-hide_banner', '-loglevel', 'error', '-i', clip, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    const { width, height, fps } = DEMO_PICTURE;
    const size = width * height;
    // Every frame of the picture's rate: each second's drawing is shown `fps` times.
    expect(stdout.length).toBe(SECONDS * fps * size);
    const decoded: number[] = [];
    for (let k = 0; k < SECONDS * fps; k += 1) decoded.push(decodeTimeCode(cleanLumas(stdout, k, width, height)));
    const second = (k: number) => startMs / 1000 + Math.floor(k / fps);
    expect(decoded).toEqual(Array.from({ length: SECONDS * fps }, (_, k) => timeCodeOf(second(k))));
    expect(decoded.every((code, k) => sameSecond(code, second(k)))).toBe(true);
  });
});

describe('the live demo clock through the recorder encoding', () => {
  it('reads the wall clock each frame was drawn at, in hundredths, from a real-time demo source', async () => {
    const ffmpeg = await resolveFfmpeg();
    const picture = { width: 320, height: 180, fps: 10 };
    const clip = path.join(dir, 'live.mp4');
    const input = inputArgs({ ok: true, kind: 'demo', input: 'demo://Lobby', label: 'Lobby' }, ffmpeg, {
      demo: picture,
    });
    const before = Date.now();
    await run(ffmpeg.path, [
      ...input,
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
      ...['-y', clip],
    ]);
    const after = Date.now();
    const { stdout } = await run(
      ffmpeg.path,
      ['-hide_banner', '-loglevel', 'error', '-i', clip, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    const { width, height, fps } = picture;
    const size = width * height;
    // The frames keep the test source's timing: 2 s at 10 fps.
    expect(stdout.length).toBe(2 * fps * size);
    const shownAt: number[] = [];
    for (let k = 0; k < 2 * fps; k += 1) {
      const lumas = cleanLumas(stdout, k, width, height);
      // The moment drawn, as an offset from `after` (how far behind `after` it is).
      shownAt.push(after - liveLatencyMs(decodeTimeCode(lumas), after));
    }
    // Drawn while ffmpeg ran (hundredths: 10 ms of rounding down), in order, paced by -re at 1/fps.
    expect(shownAt[0]!).toBeGreaterThanOrEqual(before - 10);
    expect(shownAt.at(-1)!).toBeLessThanOrEqual(after);
    const steps = shownAt.slice(1).map((t, k) => t - shownAt[k]!);
    expect(steps.every((step) => step >= 0)).toBe(true);
    const paced = (shownAt.at(-1)! - shownAt[0]!) / (shownAt.length - 1);
    expect(paced).toBeGreaterThan(80);
    expect(paced).toBeLessThan(120);
  });
});
