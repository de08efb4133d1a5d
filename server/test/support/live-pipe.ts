import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { HlsWriterOptions } from '../../src/media/hls-writer-args';
import type { LiveEdge } from '../../src/media/live-edge';
import { runFfmpeg } from '../../src/media/run-ffmpeg';

/** Recordings of a test picture, as fast as ffmpeg can make them, for the live edge's tests. */

export const SECONDS = 5;
export const FPS = 10;
/** A test picture of SECONDS s at FPS pictures a second. */
export const PICTURE = ['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=${FPS}`, '-t', String(SECONDS)];
/** The same bytes for the same input, run after run. */
export const ENCODE = ['-flags', '+bitexact', '-fflags', '+bitexact'];

/** Runs a writer (1 s segments) over `input` in `dir/name`: the folder it recorded and what it wrote on stdout. */
export async function record(
  bin: string,
  folder: string,
  input: string[],
  writer: (o: HlsWriterOptions) => string[],
  mode: 'copy' | 'encode',
): Promise<{ folder: string; stdout: Buffer }> {
  fs.mkdirSync(folder, { recursive: true });
  const options = { dir: folder, mode, hlsTimeSec: 1, listSize: 50, startNumber: 0, fps: FPS };
  const result = await runFfmpeg({
    bin,
    args: ['-hide_banner', '-nostdin', '-loglevel', 'error', ...input, ...writer(options)],
    timeoutMs: 60_000,
    stdout: 'buffer',
  });
  expect(result.code, result.stderrTail).toBe(0);
  return { folder, stdout: result.stdout! };
}

/** Feeds a run's whole pipe to the edge in chunks, and ends the run. */
export function feedAll(edge: LiveEdge, stdout: Buffer, chunk = 1000): void {
  const feed = edge.feed();
  for (let at = 0; at < stdout.length; at += chunk) feed(stdout.subarray(at, at + chunk));
  edge.endRun();
}

/** The recording's segment files, in order. */
export const segmentsOf = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((f) => f.startsWith('seg-'))
    .sort()
    .map((f) => fs.readFileSync(path.join(folder, f)));
