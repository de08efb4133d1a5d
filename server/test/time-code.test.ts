import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillGraph, DEMO_PICTURE } from '../src/demo/backfill';
import { decodeTimeCode, sameSecond, timeCodeCells } from '../src/demo/time-code';
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

describe('the demo time code through real encoding', () => {
  it('reads back the second of every frame after H.264 at the demo quality', async () => {
    const ffmpeg = await resolveFfmpeg();
    const startMs = Date.parse('2026-11-22T10:00:07Z');
    const { width, height } = DEMO_PICTURE;
    const clip = path.join(dir, 'clip.mp4');
    const graph = backfillGraph('Front door', startMs, ffmpeg, DEMO_PICTURE);
    await run(ffmpeg.path, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', graph, '-t', '6'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-qp', '34', '-y', clip],
    ]);
    const { stdout } = await run(
      ffmpeg.path,
      ['-hide_banner', '-loglevel', 'error', '-i', clip, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    const size = width * height;
    const frames = stdout.length / size;
    expect(frames).toBeGreaterThanOrEqual(6);
    const cells = timeCodeCells(width, height);
    for (let k = 0; k < frames; k += 1) {
      const frame = stdout.subarray(k * size, (k + 1) * size);
      const code = decodeTimeCode(cells.map((c) => lumaAt(frame, width, c.x, c.y)));
      expect(sameSecond(code, startMs / 1000 + k), `frame ${k}`).toBe(true);
    }
  });
});
