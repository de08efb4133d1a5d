/**
 * How many streams this machine records at once from a looped H.264 file (copied,
 * not re-encoded), with CPU and memory per stream.
 *
 * Makes a 10 s 1280x720 25 fps H.264 MP4 (1.5 Mbit/s, a keyframe every 2 s; SIZE=640x360 for a
 * 768 kbit/s one) in a
 * temporary VIGIL_MEDIA folder, builds a real app with the real recording side
 * (createMediaControl: one supervised ffmpeg per stream, the segment index,
 * retention), then for N = 8, 16, 32, 64, 96, 128, 192, 256 streams of `file://` sources
 * with the archive on: starts them, waits until all run, and over a 20 s window
 * samples every second the CPU time of every ffmpeg (/proc/<pid>/stat utime +
 * stime) and of this node process, the RSS and PSS of the ffmpegs, and per stream how
 * far its newest indexed segment lags behind the wall clock. A step keeps up when
 * every stream runs, none restarts, each writes at least 90% of the segments the
 * window should hold, and no stream's newest segment ends more than 6 s (three
 * 2 s segments) before now. Stops after the first step that does not keep up or
 * when the next one would pass about 5 minutes in all; every process and the
 * temporary folder are removed at the end (also on Ctrl-C).
 *
 * Motion detection is on for every stream, as it is by default for a recording stream (MOTION=0
 * to measure recording alone).
 *
 *   npm run bench:recording          (STEPS=8,16,32 WINDOW_S=20 SIZE=640x360 MOTION=0 to change)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { openDatabase } from '../server/src/core/db/db';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import type { StreamRow } from '../server/src/media/media-control';
import { killAllChildren, runFfmpeg, runningChildren } from '../server/src/media/run-ffmpeg';
import { createMediaControl } from '../server/src/media/supervisor';
import { streamRow } from '../server/test/support/stream-row';

const STEPS = (process.env.STEPS ?? '8,16,32,64,96,128,192,256').split(',').map(Number);
const WINDOW_MS = Number(process.env.WINDOW_S ?? 20) * 1000;
const SIZE = process.env.SIZE ?? '1280x720';
/** The camera's bitrate: 1.5 Mbit/s at 1280x720, 768 kbit/s at smaller sizes (BITRATE_K to change). */
const BITRATE_K = Number(process.env.BITRATE_K ?? (SIZE === '1280x720' ? 1500 : 768));
const MOTION = process.env.MOTION !== '0';
/** Streams 2 cores must keep up with: recording alone 64; with detection 48 at 640x360, 20 at 1280x720. */
const TARGET = !MOTION ? 64 : SIZE === '1280x720' ? 20 : 48;
const WARMUP_MS = 3000;
const START_TIMEOUT_MS = 40_000;
const BUDGET_MS = 5 * 60_000;
const SEGMENT_S = 2;
const MAX_LAG_MS = 3 * SEGMENT_S * 1000;
const TICK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const PAGE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

interface ProcSample {
  cpuTicks: number;
  rssBytes: number;
}

/** Proportional set size (shared pages of the static binary split between its users), bytes; null if unknown. */
function pssBytes(pid: number): number | null {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** utime + stime (ticks) and RSS of a process, from /proc/<pid>/stat; null when it is gone. */
function procSample(pid: number): ProcSample | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 (utime, stime) and 24 (rss, pages) of proc(5), counted from field 3 here.
    return { cpuTicks: Number(fields[11]) + Number(fields[12]), rssBytes: Number(fields[21]) * PAGE };
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = cpu[3]! + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

interface StepResult {
  n: number;
  startMs: number;
  running: number;
  restarts: number;
  ffmpegCpuPct: number;
  nodeCpuPct: number;
  machinePct: number;
  rssMeanMb: number;
  rssMaxMb: number;
  pssMeanMb: number | null;
  segMin: number;
  segMean: number;
  segExpected: number;
  lagP95Ms: number;
  lagMaxMs: number;
  writeMbps: number;
  keepsUp: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const began = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-rec-'));
  const mediaDir = path.join(dir, 'source');
  fs.mkdirSync(mediaDir);
  const clip = path.join(mediaDir, `camera-${SIZE}.mp4`);
  const ffmpeg = await resolveFfmpeg();
  console.log(`ffmpeg ${ffmpeg.version} (${ffmpeg.origin}); ${os.cpus().length} cores; temp folder ${dir}`);
  const made = await runFfmpeg({
    bin: ffmpeg.path,
    args: [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=25`],
      ...['-t', '10', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${BITRATE_K}k`, '-maxrate', `${BITRATE_K}k`, '-bufsize', `${BITRATE_K * 2}k`],
      ...['-g', '50', '-keyint_min', '50'],
      ...['-sc_threshold', '0', '-movflags', '+faststart', clip],
    ],
    timeoutMs: 120_000,
  });
  if (made.code !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`making the clip failed: ${made.stderrTail}`);
  }
  console.log(
    `source: ${clip} (${(fs.statSync(clip).size / 1e6).toFixed(1)} MB, 10 s, H.264 ${SIZE} 25 fps ${BITRATE_K} kbit/s)`,
  );

  const config = readConfig({
    VIGIL_DATA: path.join(dir, 'data'),
    VIGIL_MEDIA: mediaDir,
    VIGIL_DEMO: '0',
    VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'),
  });
  const db = await openDatabase(config.dataDir);
  const media = createMediaControl({ db, config, ffmpeg, options: { hlsTimeSec: SEGMENT_S } });
  const { app } = await buildApp({ config, db, media });
  await app.ready();
  await media.startAll();

  let stopping = false;
  const cleanup = async () => {
    stopping = true;
    await media.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await killAllChildren();
    await db.destroy().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    console.log('\ninterrupted: cleaning up');
    void cleanup().then(() => process.exit(130));
  });

  const results: StepResult[] = [];
  try {
    for (const n of STEPS) {
      const estimate = START_TIMEOUT_MS / 4 + WARMUP_MS + WINDOW_MS + 5000 + n * 100;
      if (Date.now() - began + estimate > BUDGET_MS) {
        console.log(`N=${n}: skipped (would pass the ${BUDGET_MS / 60_000} min budget)`);
        break;
      }
      const result = await step(n);
      results.push(result);
      console.log(
        `N=${n}: ${result.keepsUp ? 'keeps up' : 'does NOT keep up'} ` +
          `(ffmpeg ${result.ffmpegCpuPct.toFixed(0)}% CPU, lag max ${(result.lagMaxMs / 1000).toFixed(1)} s, ` +
          `segments ${result.segMin}..${result.segMean.toFixed(1)} of ${result.segExpected})`,
      );
      if (!result.keepsUp || stopping) break;
    }
  } finally {
    if (!stopping) await cleanup();
  }

  const head = [
    'streams',
    'start s',
    'running',
    'restarts',
    'ffmpeg CPU %',
    'per stream %',
    'node CPU %',
    'machine %',
    'RSS/ffmpeg MB',
    'PSS/ffmpeg MB',
    'segments min/mean/exp',
    'lag p95/max s',
    'disk MB/s',
    'keeps up',
  ];
  const rows = results.map((r) => [
    String(r.n),
    (r.startMs / 1000).toFixed(1),
    `${r.running}/${r.n}`,
    String(r.restarts),
    r.ffmpegCpuPct.toFixed(0),
    (r.ffmpegCpuPct / r.n).toFixed(2),
    r.nodeCpuPct.toFixed(0),
    r.machinePct.toFixed(0),
    `${r.rssMeanMb.toFixed(1)} (max ${r.rssMaxMb.toFixed(1)})`,
    r.pssMeanMb === null ? '-' : r.pssMeanMb.toFixed(1),
    `${r.segMin}/${r.segMean.toFixed(1)}/${r.segExpected}`,
    `${(r.lagP95Ms / 1000).toFixed(1)}/${(r.lagMaxMs / 1000).toFixed(1)}`,
    r.writeMbps.toFixed(1),
    r.keepsUp ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => v.padStart(widths[i]!)).join('  ');
  console.log(
    `\nRecording looped H.264 ${SIZE} 25 fps files by copy, ${SEGMENT_S} s segments, archive on, ` +
      `motion detection ${MOTION ? 'on' : 'off'}; ` +
      `${WINDOW_MS / 1000} s window per step (CPU % of one core; ${os.cpus().length} cores = ${os.cpus().length * 100}%):\n`,
  );
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  const best = results.filter((r) => r.keepsUp).at(-1);
  console.log(
    `\nLargest number of copied streams that keeps up here: ${best ? best.n : 'none of the steps'}` +
      (results.at(-1)?.keepsUp ? ' (the last step tried; the machine may do more)' : '') +
      `. Target: at least ${TARGET} on 2 cores: ${best && best.n >= TARGET ? 'met' : 'NOT met'}.` +
      ` Total ${((Date.now() - began) / 1000).toFixed(0)} s; processes left: ${runningChildren()}.`,
  );

  async function step(n: number): Promise<StepResult> {
    const uids = Array.from({ length: n }, (_, i) => `bench-${n}-${String(i).padStart(3, '0')}`);
    const now = Date.now();
    const rows: StreamRow[] = await db
      .insertInto('streams')
      .values(uids.map((uid) => streamRow({ uid, source: `file://${clip}`, motion_enabled: MOTION ? 1 : 0 }, now)))
      .returningAll()
      .execute();
    const t0 = Date.now();
    await Promise.all(rows.map((row) => media.apply(row)));
    const isRunning = () => uids.filter((uid) => media.status(uid)?.status === 'running').length;
    while (isRunning() < n && Date.now() - t0 < START_TIMEOUT_MS && !stopping) await sleep(200);
    const startMs = Date.now() - t0;
    await sleep(WARMUP_MS);

    const firstPid = new Map(uids.map((uid) => [uid, media.pid(uid)]));
    const pids = new Set<number>();
    const cpuStart = new Map<number, number>();
    const cpuLast = new Map<number, number>();
    const rss: number[] = [];
    const pss: number[] = [];
    const lags: number[] = [];
    const node0 = process.cpuUsage();
    const machine0 = machineTicks();
    const w0 = Date.now();
    const newestEnd = async () =>
      new Map(
        (
          await db
            .selectFrom('segments')
            .select(['stream_uid', (eb) => eb.fn.max(eb('start_ms', '+', eb.ref('duration_ms'))).as('end')])
            .where('stream_uid', 'in', uids)
            .groupBy('stream_uid')
            .execute()
        ).map((r) => [r.stream_uid, Number(r.end)]),
      );
    for (let tick = 0; Date.now() - w0 < WINDOW_MS && !stopping; tick += 1) {
      for (const uid of uids) {
        const pid = media.pid(uid);
        if (!pid) continue;
        const sample = procSample(pid);
        if (!sample) continue;
        if (!pids.has(pid)) {
          pids.add(pid);
          cpuStart.set(pid, sample.cpuTicks);
        }
        cpuLast.set(pid, sample.cpuTicks);
        rss.push(sample.rssBytes);
        // smaps_rollup costs more to read: a few streams each second are enough.
        if (pss.length < tick * 4 + 4) {
          const bytes = pssBytes(pid);
          if (bytes !== null) pss.push(bytes);
        }
      }
      const ends = await newestEnd();
      const at = Date.now();
      for (const uid of uids) lags.push(at - (ends.get(uid) ?? w0 - WARMUP_MS - startMs));
      await sleep(Math.max(0, w0 + (tick + 1) * 1000 - Date.now()));
    }
    const elapsed = Date.now() - w0;
    const nodeCpu = process.cpuUsage(node0);
    const machine1 = machineTicks();
    let ffmpegTicks = 0;
    for (const [pid, start] of cpuStart) ffmpegTicks += (cpuLast.get(pid) ?? start) - start;
    const counts = await db
      .selectFrom('segments')
      .select(['stream_uid', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('size').as('bytes')])
      .where('stream_uid', 'in', uids)
      .where('start_ms', '>=', w0)
      .where('start_ms', '<', w0 + elapsed - SEGMENT_S * 1000)
      .groupBy('stream_uid')
      .execute();
    const perStream = uids.map((uid) => Number(counts.find((c) => c.stream_uid === uid)?.n ?? 0));
    const bytes = counts.reduce((sum, c) => sum + Number(c.bytes ?? 0), 0);
    const segExpected = Math.floor((elapsed - SEGMENT_S * 1000) / (SEGMENT_S * 1000));
    const restarts = uids.filter((uid) => media.pid(uid) !== firstPid.get(uid)).length;
    const running = isRunning();
    lags.sort((a, b) => a - b);
    const segMin = Math.min(...perStream);
    const result: StepResult = {
      n,
      startMs,
      running,
      restarts,
      ffmpegCpuPct: ((ffmpegTicks / TICK) * 1000 * 100) / elapsed,
      nodeCpuPct: ((nodeCpu.user + nodeCpu.system) / 1000 / elapsed) * 100,
      machinePct: ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * 100 * os.cpus().length,
      rssMeanMb: rss.reduce((a, b) => a + b, 0) / Math.max(1, rss.length) / 1e6,
      rssMaxMb: Math.max(0, ...rss) / 1e6,
      pssMeanMb: pss.length ? pss.reduce((a, b) => a + b, 0) / pss.length / 1e6 : null,
      segMin,
      segMean: perStream.reduce((a, b) => a + b, 0) / n,
      segExpected,
      lagP95Ms: lags[Math.max(0, Math.ceil(lags.length * 0.95) - 1)] ?? 0,
      lagMaxMs: lags.at(-1) ?? 0,
      writeMbps: bytes / 1e6 / ((elapsed - SEGMENT_S * 1000) / 1000),
      keepsUp: false,
    };
    result.keepsUp =
      running === n && restarts === 0 && segMin >= Math.floor(segExpected * 0.9) && result.lagMaxMs <= MAX_LAG_MS;

    // Stop and remove the step's streams, their recordings and rows before the next one.
    await Promise.all(uids.map((uid) => media.purge(uid)));
    await db.deleteFrom('streams').where('uid', 'in', uids).execute();
    for (let i = 0; i < 50 && runningChildren() > 0; i += 1) await sleep(100);
    return result;
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await killAllChildren();
  process.exitCode = 1;
});
