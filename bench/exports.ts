/**
 * Case exports: how fast a package is made from recorded segments, as a multiple of real time,
 * without a watermark (a stream copy) and with one (re-encoded), and how long verifying a 1 GiB
 * package takes.
 *
 * Makes a 20 s 1280x720 25 fps H.264 clip (2 Mbit/s, a keyframe every 2 s), records it looped
 * into fMP4 HLS segments of 2 s as the recorder writes them (copied, LOOPS times), then runs the
 * exports' own package builder (buildPackage: cut, watermark, SHA-256, manifest, signature, zip)
 * on one item of the whole recording without a watermark and on WATERMARK_S seconds of it with
 * one. For verification it writes a clip of 1 GiB (the recorded segments back to back, again and
 * again, written as a stream), packs and signs it like an export, and times the verifier the
 * server and `npm run verify-export` share (readPackage + verifyPackage), with the growth of the
 * process's RSS meanwhile. Exits 1 when the copy is slower than 20× real time or verification
 * takes more than 5 s. The temporary folder is removed at the end.
 *
 *   npm run bench:exports          (LOOPS=15 WATERMARK_S=60 VERIFY_MB=1024 to change)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import yazl from 'yazl';
import { loadExportKey } from '../server/src/core/security/export-key';
import { buildPackage, type PackageDeps } from '../server/src/exports/package';
import { MANIFEST_FORMAT, MANIFEST_VERSION, manifestBytes, type Manifest } from '../server/src/exports/manifest';
import type { ExportItemRow, ExportRow } from '../server/src/exports/repo';
import { verifyPackage } from '../server/src/exports/verify';
import { readPackage } from '../server/src/exports/zip-read';
import { demoFontFile, resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import { hlsWriterArgs } from '../server/src/media/hls-writer-args';
import type { PlaylistSegment } from '../server/src/media/playlists';
import { runFfmpeg } from '../server/src/media/run-ffmpeg';
import { parseHlsPlaylist } from '../server/src/media/segment-indexer';

const LOOPS = Number(process.env.LOOPS ?? 15);
const WATERMARK_S = Number(process.env.WATERMARK_S ?? 60);
const VERIFY_BYTES = Number(process.env.VERIFY_MB ?? 1024) * 1024 * 1024;
const TARGET_COPY_SPEED = 20;
const TARGET_VERIFY_S = 5;
const T0 = Date.parse('2026-11-20T21:00:00.000Z');

async function ffmpeg(bin: string, args: string[]): Promise<void> {
  const result = await runFfmpeg({
    bin,
    args: ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args],
    timeoutMs: 600_000,
  });
  if (result.code !== 0) throw new Error(`ffmpeg failed: ${result.stderrTail}`);
}

/** The recording: a 20 s clip looped LOOPS times into 2 s segments, as the recorder copies a camera. */
async function record(bin: string, dir: string): Promise<(PlaylistSegment & { size: number })[]> {
  const base = path.join(dir, 'base.mp4');
  await ffmpeg(bin, [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-t', '20'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2M', '-g', '50', '-pix_fmt', 'yuv420p', '-y', base],
  ]);
  const run = path.join(dir, 'media', 'cam', 'run-1');
  fs.mkdirSync(run, { recursive: true });
  const writer = hlsWriterArgs({ dir: run, mode: 'copy', hlsTimeSec: 2, listSize: 0, startNumber: 0, fps: 25 });
  await ffmpeg(bin, ['-stream_loop', String(LOOPS - 1), '-i', base, ...writer]);
  let start = T0;
  return parseHlsPlaylist(fs.readFileSync(path.join(run, 'index.m3u8'), 'utf8')).map((entry) => {
    const segment = {
      run_id: 'run-1',
      seq: entry.seq,
      start_ms: start,
      duration_ms: entry.durationMs,
      file: `run-1/${entry.name}`,
      init_file: 'run-1/init.mp4',
      size: fs.statSync(path.join(run, entry.name)).size,
    };
    start += entry.durationMs;
    return segment;
  });
}

const row = (id: string, watermark: boolean): ExportRow => ({
  id,
  user_id: 1,
  author: 'operator',
  name: 'Case 118',
  reason: 'Benchmark',
  watermark: watermark ? 1 : 0,
  status: 'running',
  progress_milli: 0,
  size: null,
  failure_reason: null,
  node_id: 'bench',
  file: null,
  created_at: Date.now(),
  updated_at: Date.now(),
});

/** One export of one item, timed: seconds of video per second of work. */
async function exportSpeed(deps: PackageDeps, id: string, watermark: boolean, seconds: number) {
  const item: ExportItemRow = {
    export_id: id,
    position: 0,
    stream_uid: 'cam',
    stream_name: 'Gate North',
    start_ms: T0,
    end_ms: T0 + seconds * 1000,
  };
  const started = performance.now();
  const made = await buildPackage(deps, row(id, watermark), [item], new AbortController().signal, async () => {});
  const took = (performance.now() - started) / 1000;
  return { seconds, took, speed: seconds / took, size: made.size, file: made.file };
}

/** A signed package holding one clip of about `bytes`: the recorded segments again and again, streamed to disk. */
async function bigPackage(deps: PackageDeps, segments: readonly PlaylistSegment[], dir: string, bytes: number) {
  const streamDir = path.join(deps.mediaRoot, 'cam');
  const clip = path.join(dir, 'big.mp4');
  const out = fs.createWriteStream(clip);
  const hash = crypto.createHash('sha256');
  let written = 0;
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  await write(fs.readFileSync(path.join(streamDir, segments[0]!.init_file)));
  for (let i = 0; written < bytes; i = (i + 1) % segments.length)
    await write(fs.readFileSync(path.join(streamDir, segments[i]!.file)));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    case: { id: 'big', name: 'Case 118', reason: 'Benchmark' },
    createdBy: 'operator',
    createdTime: new Date().toISOString(),
    packedTime: new Date().toISOString(),
    server: { nodeId: 'bench', version: 'bench' },
    signature: { algorithm: 'Ed25519', publicKey: deps.key.publicKeyBase64 },
    watermark: false,
    items: [],
    files: [{ path: 'clips/01-cam.mp4', size: written, sha256: hash.digest('hex') }],
  };
  const manifestFile = manifestBytes(manifest);
  const zip = new yazl.ZipFile();
  zip.addFile(clip, 'clips/01-cam.mp4', { compress: false });
  zip.addBuffer(manifestFile, 'manifest.json', { compress: false });
  zip.addBuffer(
    Buffer.from(`${crypto.sign(null, manifestFile, deps.key.privateKey).toString('base64')}\n`),
    'manifest.sig',
    {
      compress: false,
    },
  );
  zip.end();
  const file = path.join(dir, 'big.zip');
  await pipeline(zip.outputStream, fs.createWriteStream(file));
  fs.rmSync(clip);
  return file;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-exports-'));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    const ffmpegInfo = await resolveFfmpeg();
    console.log(
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ${os.cpus().length} cores, ffmpeg ${ffmpegInfo.version}`,
    );
    const segments = await record(ffmpegInfo.path, dir);
    const recorded = segments.reduce((sum, s) => sum + s.duration_ms, 0) / 1000;
    const key = loadExportKey(dir);
    const deps: PackageDeps = {
      ffmpegPath: ffmpegInfo.path,
      mediaRoot: path.join(dir, 'media'),
      dataDir: dir,
      nodeId: 'bench',
      version: 'bench',
      key,
      fontFile: demoFontFile(),
      recorded: async (_uid, start, end) =>
        segments.filter((s) => s.start_ms < end && s.start_ms + s.duration_ms > start),
      now: Date.now,
    };
    console.log(
      `recorded ${recorded.toFixed(0)} s of 1280x720 25 fps H.264 at 2 Mbit/s in ${segments.length} segments`,
    );

    const copy = await exportSpeed(deps, 'copy', false, Math.floor(recorded));
    const marked = await exportSpeed(deps, 'marked', true, Math.min(WATERMARK_S, Math.floor(recorded)));
    for (const [what, r] of [
      ['without a watermark', copy],
      ['with a watermark', marked],
    ] as const)
      console.log(
        `export ${what}: ${r.seconds} s of video in ${r.took.toFixed(2)} s = ${r.speed.toFixed(1)}× real time (${(r.size / 1e6).toFixed(1)} MB)`,
      );

    const big = await bigPackage(deps, segments, dir, VERIFY_BYTES);
    const size = fs.statSync(big).size;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const verdict = verifyPackage(await readPackage(big), key.publicKey);
    const took = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `verify a ${(size / 1024 ** 3).toFixed(2)} GiB package: ${took.toFixed(2)} s (${(size / 1e6 / took).toFixed(0)} MB/s), ` +
        `valid ${verdict.valid}, RSS +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB`,
    );

    const failures = [
      copy.speed < TARGET_COPY_SPEED && `the copy runs at ${copy.speed.toFixed(1)}×, under ${TARGET_COPY_SPEED}×`,
      took > TARGET_VERIFY_S && `verification takes ${took.toFixed(2)} s, over ${TARGET_VERIFY_S} s`,
      !verdict.valid && 'the package does not verify',
    ].filter(Boolean);
    console.log(failures.length ? `targets missed: ${failures.join('; ')}` : 'targets met');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
