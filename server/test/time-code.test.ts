import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillArgs, DEMO_PICTURE } from '../src/demo/backfill';
import type { PlannedInterval } from '../src/demo/plan';
import { decodeTimeCode, sameSecond, timeCodeCells, timeCodeOf } from '../src/demo/time-code';
import { INIT_NAME, segmentName } from '../src/media/hls-writer-args';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';

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

describe('the demo time code through the backfill encoding', () => {
  it.each([
    { fonts: 'with the drawtext title and clock', font: true },
    { fonts: 'without a font', font: false },
  ])('reads back the second of every frame after H.264 -qp 34, $fonts', async ({ font }) => {
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
    const { width, height } = DEMO_PICTURE;
    const size = width * height;
    expect(stdout.length).toBe(SECONDS * size);
    const cells = timeCodeCells(width, height);
    const decoded: number[] = [];
    for (let k = 0; k < SECONDS; k += 1) {
      const frame = stdout.subarray(k * size, (k + 1) * size);
      const lumas = cells.map((c) => lumaAt(frame, width, c.x, c.y));
      // Far from the threshold: the cells survive the compression clearly.
      expect(
        lumas.every((l) => l < 64 || l > 192),
        `frame ${k}: ${lumas.join(' ')}`,
      ).toBe(true);
      decoded.push(decodeTimeCode(lumas));
    }
    expect(decoded).toEqual(Array.from({ length: SECONDS }, (_, k) => timeCodeOf(startMs / 1000 + k)));
    expect(decoded.every((code, k) => sameSecond(code, startMs / 1000 + k))).toBe(true);
  });
});
