import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, ArchiveRangesReply } from '../contract/schemas/archive';
import type { StreamList } from '../contract/schemas/stream';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/core/db/db';
import {
  backfillGraph,
  DEMO_ARCHIVE_LABEL,
  DEMO_PICTURE,
  PIECE_MS,
  STAGING_DIR,
  type BackfillReport,
} from '../src/demo/backfill';
import { archiveSpecs, DEMO_STREAMS } from '../src/demo/demo-streams';
import {
  DAY_MS,
  gridNumber,
  INTERRUPTED,
  planBackfill,
  recordedMs,
  sharedPieces,
  type BackfillPlan,
  type PlannedInterval,
} from '../src/demo/plan';
import { decodeTimeCode, timeCodeCells, timeCodeOf } from '../src/media/time-code';
import { DEMO_ARCHIVE, DEMO_STATE_FILE, readDemoState, startDemo } from '../src/demo/seed';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';
import { INIT_NAME, segmentName } from '../src/media/hls-writer-args';
import { isJpeg } from '../src/media/probe';
import { RUN_ID } from '../src/media/reconcile';
import { createRetention } from '../src/media/retention';
import { runningChildren } from '../src/media/run-ffmpeg';
import { removeDir, withCookie } from './helpers';
import {
  adminCredentials,
  iso,
  mediaDuration,
  playsInFfmpeg,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

const run = promisify(execFile);
const MIN = 60_000;
/**
 * The test's archive: 10 minutes of 10 s segments (the real one is 24 hours of 20 s segments),
 * encoded in pieces of 2 minutes (the real ones are 30), so that every interval but the shortest
 * spans pieces.
 */
const SHORT = { windowMs: 10 * MIN, segmentMs: 10_000, pieceMs: 2 * MIN };

/** What ffmpeg reads from a run of the demo archive: its picture, and each frame's time and time code. */
async function readRun(
  streamDir: string,
  iv: Pick<PlannedInterval, 'runId' | 'startNumber' | 'segments'>,
  first = 0,
  count = iv.segments,
) {
  const bin = (await resolveFfmpeg()).path;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-run-'));
  try {
    // fMP4: the init segment and the media segments in order make one playable file.
    const names = [INIT_NAME, ...Array.from({ length: count }, (_, i) => segmentName(iv.startNumber + first + i))];
    const file = path.join(dir, 'run.mp4');
    fs.writeFileSync(file, Buffer.concat(names.map((n) => fs.readFileSync(path.join(streamDir, iv.runId, n)))));
    const { width, height } = DEMO_PICTURE;
    // The decoder's own times (-copyts, no frame dropped or repeated), and every frame in grey.
    const { stdout, stderr } = await run(
      bin,
      [
        ...['-hide_banner', '-loglevel', 'info', '-copyts', '-i', file, '-vf', 'showinfo', '-vsync', '0'],
        ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      ],
      { encoding: 'buffer', maxBuffer: 256 << 20 },
    );
    const log = stderr.toString();
    const stream = /Stream #0:0.*Video: h264.*?, (\d+)x(\d+)[ ,].*?([\d.]+) fps/.exec(log);
    const times = [...log.matchAll(/pts_time:\s*([\d.]+)/g)].map((m) => Number(m[1]));
    const size = width * height;
    const codes = Array.from({ length: stdout.length / size }, (_, k) => {
      const frame = stdout.subarray(k * size, (k + 1) * size);
      return decodeTimeCode(
        timeCodeCells(width, height).map(({ x, y }) => frame[Math.round(y) * width + Math.round(x)]!),
      );
    });
    return {
      width: Number(stream?.[1]),
      height: Number(stream?.[2]),
      fps: Number(stream?.[3]),
      times,
      codes,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the demo archive plan (24 hours, pure)', () => {
  const endMs = Date.parse('2026-11-22T10:00:07.000Z');
  const plan = planBackfill(archiveSpecs(), {
    endMs,
    windowMs: DEMO_ARCHIVE.windowMs,
    segmentMs: DEMO_ARCHIVE.segmentMs,
  });

  it('plans the three archive streams over exactly the last 24 hours, intervals and gaps tiling it', () => {
    expect(plan.streams.map((s) => s.uid)).toEqual(['front-door', 'parking-lot', 'loading-dock']);
    expect(plan.startMs).toBe(endMs - DAY_MS);
    for (const stream of plan.streams) {
      const pieces = [
        ...stream.intervals.map((iv) => ({ from: iv.startMs, to: iv.endMs, gap: false })),
        ...stream.gaps.map((g) => ({ from: g.startMs, to: g.endMs, gap: true })),
      ].sort((a, b) => a.from - b.from);
      expect(pieces[0]!.from).toBe(endMs - DAY_MS);
      expect(pieces.at(-1)!.to).toBe(endMs);
      for (const [i, piece] of pieces.entries()) {
        expect(piece.to).toBeGreaterThan(piece.from);
        if (i > 0) expect(piece.from).toBe(pieces[i - 1]!.to);
        // Recorded and not recorded alternate, starting and ending with a recording.
        expect(piece.gap).toBe(i % 2 === 1);
        // Every boundary is on the 20 s segment grid, so every segment lasts 20 s.
        expect((piece.from - plan.startMs) % DEMO_ARCHIVE.segmentMs).toBe(0);
      }
    }
  });

  it('puts 2 or 3 gaps of 10 to 40 minutes where each stream plans them', () => {
    for (const stream of plan.streams) {
      const spec = DEMO_STREAMS.find((s) => s.uid === stream.uid)!;
      expect(stream.gaps.length).toBeGreaterThanOrEqual(2);
      expect(stream.gaps.length).toBeLessThanOrEqual(3);
      expect(stream.gaps).toHaveLength(spec.gaps!.length);
      for (const [i, gap] of stream.gaps.entries()) {
        const wanted = spec.gaps![i]!;
        expect(Math.abs(gap.startMs - (plan.startMs + wanted.at * DAY_MS))).toBeLessThanOrEqual(
          DEMO_ARCHIVE.segmentMs / 2,
        );
        expect(gap.endMs - gap.startMs).toBe(wanted.lengthMs);
        expect(gap.endMs - gap.startMs).toBeGreaterThanOrEqual(10 * MIN);
        expect(gap.endMs - gap.startMs).toBeLessThanOrEqual(40 * MIN);
      }
    }
    expect(recordedMs(plan)).toBe(3 * DAY_MS - (25 + 12 + 38 + 40 + 18 + 10 + 30 + 15) * MIN);
  });

  it('numbers segments on across intervals, one run folder per interval with a valid, distinct name', () => {
    for (const stream of plan.streams) {
      let next = 0;
      for (const iv of stream.intervals) {
        expect(iv.startNumber).toBe(next);
        expect(iv.segments).toBe((iv.endMs - iv.startMs) / DEMO_ARCHIVE.segmentMs);
        expect(iv.runId).toMatch(RUN_ID);
        next += iv.segments;
      }
      expect(new Set(stream.intervals.map((iv) => iv.runId)).size).toBe(stream.intervals.length);
    }
  });

  it('marks each gap with a "Stream interrupted" event at its edges, and other marks inside recordings', () => {
    for (const stream of plan.streams) {
      const events = stream.annotations.filter((a) => a.type === 'event');
      expect(events.map((e) => [e.title, e.timeMs, e.timeEndMs])).toEqual(
        stream.gaps.map((g) => [INTERRUPTED, g.startMs, g.endMs]),
      );
      // The event is written with the recording that follows the gap.
      for (const e of events) expect(stream.intervals[e.interval]!.startMs).toBe(e.timeEndMs);
      const others = stream.annotations.filter((a) => a.type === 'other');
      expect(others.length).toBeGreaterThanOrEqual(2);
      for (const a of others) {
        const iv = stream.intervals[a.interval]!;
        expect(a.timeMs).toBeGreaterThanOrEqual(iv.startMs);
        expect(a.timeEndMs).toBeLessThanOrEqual(iv.endMs);
        expect(a.timeEndMs).toBeGreaterThan(a.timeMs);
      }
    }
  });

  it('refuses windows off the segment grid and gaps that do not fit', () => {
    const specs = archiveSpecs();
    expect(() => planBackfill(specs, { endMs, windowMs: DAY_MS + 1000, segmentMs: 20_000 })).toThrow(/whole number/);
    expect(() => planBackfill(specs, { endMs: endMs + 1, windowMs: DAY_MS, segmentMs: 20_000 })).toThrow(/second/);
    expect(() =>
      planBackfill([{ uid: 'x', label: 'X', gaps: [{ at: 0.99, lengthMs: 40 * MIN }], marks: [] }], {
        endMs,
        windowMs: DAY_MS,
        segmentMs: 20_000,
      }),
    ).toThrow(/does not fit/);
  });

  it('draws the name and the archive time as a local wall clock from the interval start', () => {
    const graph = backfillGraph(
      'Front door',
      Date.parse('2026-11-22T10:00:07Z'),
      { hasDrawtext: true, fontFile: '/f.ttf' },
      {
        width: 160,
        height: 90,
        fps: 1,
      },
    );
    expect(graph).toMatch(/^smptebars=size=160x90:rate=1,/);
    expect(graph).toContain('expansion=none:text=Front door');
    expect(graph).toContain(`%{pts\\\\:localtime\\\\:${Date.parse('2026-11-22T10:00:07Z') / 1000}}`);
    expect(graph).not.toContain('fps=');
  });

  it('draws the shared picture at least 320x180, once a second, repeated to at least 2 frames a second', () => {
    expect(DEMO_PICTURE.width).toBeGreaterThanOrEqual(320);
    expect(DEMO_PICTURE.height).toBeGreaterThanOrEqual(180);
    expect(DEMO_PICTURE.fps).toBeGreaterThanOrEqual(2);
    const graph = backfillGraph(DEMO_ARCHIVE_LABEL, endMs, { hasDrawtext: true, fontFile: '/f.ttf' }, DEMO_PICTURE);
    expect(graph).toMatch(new RegExp(`^smptebars=size=${DEMO_PICTURE.width}x${DEMO_PICTURE.height}:rate=1,`));
    expect(graph).toContain(`expansion=none:text=${DEMO_ARCHIVE_LABEL}`);
    expect(graph.endsWith(`,fps=${DEMO_PICTURE.fps}`)).toBe(true);
    // The bars, the strip and the label are drawn once and repeated; the clocks once a second.
    const loop = graph.indexOf(',loop=loop=-1:size=1,');
    expect(loop).toBeGreaterThan(graph.indexOf(`text=${DEMO_ARCHIVE_LABEL}`));
    expect(loop).toBeLessThan(graph.indexOf('%{pts'));
    expect(loop).toBeLessThan(graph.indexOf("enable='"));
  });

  it('encodes each moment of the day once: the union of the intervals in pieces of at most 30 minutes', () => {
    const all = plan.streams.flatMap((s) => s.intervals);
    const pieces = sharedPieces(plan, all, PIECE_MS);
    // No moment is missed by all three streams here: one stretch, the whole day, 48 pieces.
    expect(pieces[0]!.startMs).toBe(plan.startMs);
    expect(pieces.at(-1)!.endMs).toBe(plan.endMs);
    expect(pieces).toHaveLength(DAY_MS / PIECE_MS);
    for (const [i, p] of pieces.entries()) {
      expect(p.endMs - p.startMs).toBeLessThanOrEqual(PIECE_MS);
      expect(p.startNumber).toBe(gridNumber(plan, p.startMs));
      expect(p.segments).toBe((p.endMs - p.startMs) / plan.segmentMs);
      if (i > 0) expect(p.startMs).toBe(pieces[i - 1]!.endMs);
    }
    // 24 hours encoded where the streams record 68.9.
    expect(pieces.reduce((n, p) => n + p.endMs - p.startMs, 0)).toBe(DAY_MS);
    // What a restart still needs: only the pieces its intervals cover, cut where they start and end.
    const some = [plan.streams[0]!.intervals[1]!, plan.streams[2]!.intervals[3]!];
    const needed = sharedPieces(plan, some, PIECE_MS);
    expect(needed[0]!.startMs).toBe(some[0]!.startMs);
    expect(needed.at(-1)!.endMs).toBe(some[1]!.endMs);
    const covered = needed.reduce((n, p) => n + p.endMs - p.startMs, 0);
    expect(covered).toBe(some.reduce((n, iv) => n + iv.endMs - iv.startMs, 0));
    expect(() => sharedPieces(plan, [{ startMs: plan.startMs + 1000, endMs: plan.endMs }], PIECE_MS)).toThrow(/grid/);
  });
});

describe('demo data on a real server', () => {
  let server: MediaTestServer;
  let plan: BackfillPlan;
  let report: BackfillReport | null;
  let cookie: string;
  let token: string;
  let base: string;
  const timings: Record<string, number> = {};
  const ffmpegInfo = () => resolveFfmpeg();
  const rows = () => server.db.selectFrom('streams').selectAll().orderBy('created_at', 'desc').execute();
  const segments = (uid: string) =>
    server.db
      .selectFrom('segments')
      .selectAll()
      .where('stream_uid', '=', uid)
      .where('run_id', 'like', 'demo-%')
      .orderBy('start_ms')
      .execute();

  beforeAll(async () => {
    server = await startMediaServer();
    // Seeded before the first administrator exists, and before the recorders start.
    expect(await server.ctx.users.count()).toBe(0);
    const t0 = Date.now();
    const demo = await startDemo({
      db: server.db,
      config: server.config,
      ffmpeg: await ffmpegInfo(),
      media: server.media,
      archive: SHORT,
    });
    expect(demo.seeded).toBe(true);
    plan = demo.plan!;
    await server.media.startAll();
    report = await demo.backfill;
    timings.backfill = Date.now() - t0;
    ({ cookie, token } = await adminCredentials(server));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await server?.close();
    expect(runningChildren()).toBe(0);
    removeDir(server.dir);
    console.info('demo timings (ms):', timings);
  });

  it('seeds the demo streams: tags, one untagged, one on demand, one paused, one failing, three recorded', async () => {
    const all = await rows();
    expect(all.map((r) => r.uid)).toEqual(DEMO_STREAMS.map((s) => s.uid));
    expect(all.every((r) => r.created_by === null)).toBe(true);
    const tags = new Set(all.flatMap((r) => JSON.parse(r.tags) as string[]));
    expect([...tags]).toEqual(expect.arrayContaining(['entrance', 'parking', 'warehouse']));
    expect(all.filter((r) => r.tags === '[]').map((r) => r.uid)).toEqual(['lobby']);
    expect(all.filter((r) => r.on_demand === 1).map((r) => r.uid)).toEqual(['lobby']);
    expect(all.filter((r) => r.paused === 1).map((r) => r.uid)).toEqual(['warehouse-aisle']);
    expect(all.filter((r) => r.archive_enabled === 1).map((r) => r.uid)).toEqual([
      'front-door',
      'parking-lot',
      'loading-dock',
    ]);
    expect(all.find((r) => r.uid === 'back-gate')!.source).toBe('rtsp://127.0.0.1:1/offline');
    expect(all.find((r) => r.uid === 'front-door')!.source).toBe('demo://Front%20door');
    // Grouped by tag through the API, untagged last.
    const res = await server.app.inject({
      url: '/v1/streams?groupType=tag&sortType=name',
      headers: withCookie(cookie),
    });
    const list = res.json<StreamList>();
    expect(list.groups!.map((g) => g.tag)).toEqual(['entrance', 'outdoor', 'parking', 'warehouse', null]);
    expect(list.groups!.at(-1)!.uids).toEqual(['lobby']);
  });

  it('the recorders follow: demo streams run, on demand idles, paused stays paused, the bad source fails clearly', async () => {
    const status = (uid: string) => server.media.status(uid);
    await waitFor(() => status('back-gate')?.status === 'failed', 15_000, 'back-gate failed');
    expect(status('back-gate')!.failureReason).toMatch(/^Cannot read the source: Connection refused/);
    expect(status('back-gate')!.failureCode).toBe('probeRefused');
    await waitFor(() => status('front-door')?.status === 'running', 15_000, 'front-door running');
    expect(status('warehouse-aisle')?.status).toBe('paused');
    expect(status('lobby')?.status).toBe('idle');
  });

  it('backfills the window: every planned segment row, its file on disk, contiguous within each interval', async () => {
    const intervals = plan.streams.reduce((n, st) => n + st.intervals.length, 0);
    expect(report).toMatchObject({ intervals, failed: 0, skipped: 0, generated: intervals });
    expect(readDemoState(server.dir)!.archive.complete).toBe(true);
    expect(fs.existsSync(path.join(server.dir, STAGING_DIR))).toBe(false);
    for (const stream of plan.streams) {
      const got = await segments(stream.uid);
      expect(got).toHaveLength(stream.intervals.reduce((n, iv) => n + iv.segments, 0));
      for (const iv of stream.intervals) {
        const run = got.filter((s) => s.run_id === iv.runId);
        expect(run).toHaveLength(iv.segments);
        expect(run[0]!.start_ms).toBe(iv.startMs);
        for (const [i, s] of run.entries()) {
          if (i > 0) expect(s.start_ms).toBe(run[i - 1]!.start_ms + run[i - 1]!.duration_ms);
          expect(s.seq).toBe(iv.startNumber + i);
          expect(s.recorded).toBe(1);
          expect(s.init_file).toBe(`${iv.runId}/init.mp4`);
          const file = path.join(server.media.mediaRoot, stream.uid, s.file);
          expect(fs.statSync(file).size).toBe(s.size);
        }
        expect(run.at(-1)!.start_ms + run.at(-1)!.duration_ms).toBe(iv.endMs);
        expect(fs.existsSync(path.join(server.media.mediaRoot, stream.uid, iv.runId, 'init.mp4'))).toBe(true);
      }
    }
  });

  it('the archive routes show the fragments and the gaps, the days and the annotations', async () => {
    const window = `start_time=${iso(plan.startMs)}&end_time=${iso(plan.endMs)}`;
    for (const stream of plan.streams) {
      const res = await server.app.inject({
        url: `/v1/stream/${stream.uid}/archive/ranges?${window}`,
        headers: withCookie(cookie),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ArchiveRangesReply>().ranges).toEqual([
        { date: iso(plan.startMs), status: 1 },
        ...stream.gaps.flatMap((g) => [
          { date: iso(g.startMs), status: 0 },
          { date: iso(g.endMs), status: 1 },
        ]),
      ]);
      const notes = await server.app.inject({
        url: `/v1/annotations?streamId=${stream.uid}&from=${iso(plan.startMs)}&to=${iso(plan.endMs)}`,
        headers: withCookie(cookie),
      });
      expect(
        notes.json<Annotation[]>().map((a) => ({ type: a.type, title: a.title, time: a.time, timeEnd: a.timeEnd })),
      ).toEqual(
        stream.annotations.map((a) => ({
          type: a.type,
          title: a.title,
          time: iso(a.timeMs),
          timeEnd: a.timeEndMs > a.timeMs ? iso(a.timeEndMs) : null,
        })),
      );
    }
    const days = await server.app.inject({
      url: `/v1/stream/front-door/archive/available-days?start_time=${iso(plan.startMs - DAY_MS)}&end_time=${iso(plan.endMs)}`,
      headers: withCookie(cookie),
    });
    const wanted = [...new Set([iso(plan.startMs).slice(0, 10), iso(plan.endMs - 1).slice(0, 10)])];
    expect(days.json()).toEqual({ days: wanted });
  });

  it('the archive playlist across a gap plays in ffmpeg', async () => {
    const gap = plan.streams[0]!.gaps[0]!;
    const url = `${base}/v1/stream/front-door/archive/index.m3u8?start_time=${iso(gap.startMs - 20_000)}&end_time=${iso(gap.endMs + 20_000)}`;
    const played = await playsInFfmpeg(url, token, 30);
    expect(played.code, played.stderr).toBe(0);
  });

  it('the three streams share each moment: one file, a hard link in each run that records it', async () => {
    const streams = plan.streams.map((s) => s.uid);
    const rowsOf = await Promise.all(streams.map((uid) => segments(uid)));
    const pieces = sharedPieces(
      plan,
      plan.streams.flatMap((s) => s.intervals),
      SHORT.pieceMs,
    );
    expect(report).toMatchObject({ pieces: pieces.length, encodedMs: SHORT.windowMs });
    let shared = 0;
    for (let at = plan.startMs; at < plan.endMs; at += plan.segmentMs) {
      const files = rowsOf
        .map(
          (rows, i) =>
            rows.find((r) => r.start_ms === at) && { uid: streams[i]!, row: rows.find((r) => r.start_ms === at)! },
        )
        .filter((x) => !!x)
        .map(({ uid, row }) => fs.statSync(path.join(server.media.mediaRoot, uid, row.file)));
      expect(files.length).toBeGreaterThan(0);
      // One inode, as many links as streams recording it (the staging folder's are gone).
      expect(new Set(files.map((f) => f.ino)).size).toBe(1);
      expect(files[0]!.nlink).toBe(files.length);
      if (files.length === 3) shared += 1;
    }
    expect(shared).toBeGreaterThan(0);
    // Each run's init is the same one too.
    const inits = plan.streams.flatMap((s) =>
      s.intervals.map((iv) => fs.statSync(path.join(server.media.mediaRoot, s.uid, iv.runId, INIT_NAME)).ino),
    );
    expect(new Set(inits).size).toBe(1);
  });

  it('a run spanning pieces is one picture: 320x180, 2 frames a second, times and clock going on from its place in the window', async () => {
    for (const stream of plan.streams)
      for (const iv of stream.intervals) {
        const got = await readRun(path.join(server.media.mediaRoot, stream.uid), iv);
        expect({ width: got.width, height: got.height, fps: got.fps }).toEqual(DEMO_PICTURE);
        const frames = ((iv.endMs - iv.startMs) / 1000) * DEMO_PICTURE.fps;
        expect(got.codes).toHaveLength(frames);
        // Decode times start where the run sits in the window (not at 0) and go on by half a second.
        const offset = (iv.startMs - plan.startMs) / 1000;
        expect(got.times).toHaveLength(frames);
        for (const [k, t] of got.times.entries())
          expect(Math.abs(t - (offset + k / DEMO_PICTURE.fps))).toBeLessThan(0.01);
        // Each frame shows the second it was recorded at, across every piece boundary.
        expect(got.codes).toEqual(
          Array.from({ length: frames }, (_, k) => timeCodeOf(iv.startMs / 1000 + Math.floor(k / DEMO_PICTURE.fps))),
        );
      }
  });

  it('a run that starts later in the window downloads from the asked moment and makes a thumbnail', async () => {
    const stream = plan.streams.find((s) => s.uid === 'loading-dock')!;
    const iv = stream.intervals.find((i) => i.index > 0 && i.endMs - i.startMs >= 90_000)!;
    expect(iv.startMs - plan.startMs).toBeGreaterThan(0);
    // 60 s from 5 s into the run: the clip starts on its first segment (a keyframe), 65 s long.
    const from = iv.startMs + 5000;
    const res = await fetch(
      `${base}/v1/stream/${stream.uid}/archive/download?start_time=${iso(from)}&end_time=${iso(from + 60_000)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const clip = path.join(server.dir, 'demo-clip.mp4');
    fs.writeFileSync(clip, Buffer.from(await res.arrayBuffer()));
    expect(Math.abs((await mediaDuration(clip)) - 65)).toBeLessThanOrEqual(0.5);
    const bin = (await resolveFfmpeg()).path;
    const { width, height } = DEMO_PICTURE;
    const { stdout } = await run(
      bin,
      ['-hide_banner', '-loglevel', 'error', '-i', clip, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      { encoding: 'buffer', maxBuffer: 16 << 20 },
    );
    const code = decodeTimeCode(
      timeCodeCells(width, height).map(({ x, y }) => stdout[Math.round(y) * width + Math.round(x)]!),
    );
    expect(code).toBe(timeCodeOf(iv.startMs / 1000));
    // Across the gap before it: the end of the run before, then this one, back to back.
    const before = stream.intervals[iv.index - 1]!;
    const across = await fetch(
      `${base}/v1/stream/${stream.uid}/archive/download?start_time=${iso(before.endMs - 20_000)}&end_time=${iso(iv.startMs + 20_000)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    fs.writeFileSync(clip, Buffer.from(await across.arrayBuffer()));
    expect(Math.abs((await mediaDuration(clip)) - 40)).toBeLessThanOrEqual(0.5);
    // The streams grid's picture, made from one of its segments.
    const row = (await segments(stream.uid)).find((r) => r.run_id === iv.runId && r.seq === iv.startNumber + 3)!;
    const jpeg = await server.media.thumbnails.of(stream.uid, [row]);
    expect(jpeg && isJpeg(jpeg)).toBe(true);
  });

  it('a restart redoes only what was not committed, without duplicates, and never seeds again', async () => {
    const before = await server.db.selectFrom('segments').select('id').where('run_id', 'like', 'demo-%').execute();
    const notes = Number(
      (await server.db.selectFrom('annotations').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
    // A crash before the second interval of parking-lot was committed: no rows, its files half there,
    // a staging folder left behind, the state not complete.
    const iv = plan.streams.find((s) => s.uid === 'parking-lot')!.intervals[1]!;
    await server.db
      .deleteFrom('segments')
      .where('stream_uid', '=', 'parking-lot')
      .where('run_id', '=', iv.runId)
      .execute();
    for (const a of plan.streams.find((st) => st.uid === 'parking-lot')!.annotations.filter((n) => n.interval === 1))
      await server.db
        .deleteFrom('annotations')
        .where('stream_uid', '=', 'parking-lot')
        .where('title', '=', a.title)
        .where('time_ms', '=', a.timeMs)
        .execute();
    const lost = path.join(server.media.mediaRoot, 'parking-lot', iv.runId, segmentName(iv.startNumber + 5));
    fs.rmSync(lost);
    fs.mkdirSync(path.join(server.dir, STAGING_DIR, 'old', 'x'), { recursive: true });
    const state = readDemoState(server.dir)!;
    fs.writeFileSync(
      path.join(server.dir, DEMO_STATE_FILE),
      JSON.stringify({ ...state, archive: { ...state.archive, complete: false } }),
    );

    const again = await startDemo({ db: server.db, config: server.config, ffmpeg: await ffmpegInfo(), archive: SHORT });
    expect(again.seeded).toBe(false);
    const intervals = plan.streams.reduce((n, st) => n + st.intervals.length, 0);
    expect(await again.backfill).toMatchObject({
      generated: 1,
      skipped: intervals - 1,
      failed: 0,
      segments: iv.segments,
    });
    expect(await rows()).toHaveLength(DEMO_STREAMS.length);
    const after = await server.db.selectFrom('segments').select('id').where('run_id', 'like', 'demo-%').execute();
    expect(after).toHaveLength(before.length);
    const notesAfter = await server.db
      .selectFrom('annotations')
      .select(server.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(notesAfter.n)).toBe(notes);
    expect(fs.statSync(lost).isFile()).toBe(true);
    expect(fs.existsSync(path.join(server.dir, STAGING_DIR))).toBe(false);

    // Complete now: nothing more to do; and a data folder whose streams were all deleted stays empty.
    const third = await startDemo({ db: server.db, config: server.config, ffmpeg: await ffmpegInfo(), archive: SHORT });
    expect(third).toMatchObject({ seeded: false, plan: null });
    expect(await third.backfill).toBeNull();
    for (const row of await rows()) {
      await server.media.purge(row.uid);
      await server.db.deleteFrom('streams').where('uid', '=', row.uid).execute();
    }
    const fourth = await startDemo({
      db: server.db,
      config: server.config,
      ffmpeg: await ffmpegInfo(),
      archive: SHORT,
    });
    expect(fourth.seeded).toBe(false);
    expect(await rows()).toHaveLength(0);
  });
});

describe('the shared demo archive under retention and purge', () => {
  let server: MediaTestServer;
  let plan: BackfillPlan;
  let token: string;
  let base: string;

  beforeAll(async () => {
    server = await startMediaServer();
    const demo = await startDemo({
      db: server.db,
      config: server.config,
      ffmpeg: await resolveFfmpeg(),
      media: server.media,
      archive: SHORT,
    });
    plan = demo.plan!;
    await server.media.startAll();
    expect(await demo.backfill).toMatchObject({ failed: 0 });
    ({ token } = await adminCredentials(server));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await server?.close();
    removeDir(server.dir);
  });

  const files = async (uid: string) =>
    (
      await server.db
        .selectFrom('segments')
        .select('file')
        .where('stream_uid', '=', uid)
        .where('run_id', 'like', 'demo-%')
        .orderBy('start_ms')
        .execute()
    ).map((r) => path.join(server.media.mediaRoot, uid, r.file));
  const linksOf = (list: string[]) => list.map((f) => fs.statSync(f).nlink);
  /** The stream's whole window plays in ffmpeg, and every run of it reads back second by second. */
  async function playsWhole(uid: string) {
    const url = `${base}/v1/stream/${uid}/archive/index.m3u8?start_time=${iso(plan.startMs)}&end_time=${iso(plan.endMs)}`;
    const played = await playsInFfmpeg(url, token, SHORT.windowMs / 1000);
    expect(played.code, played.stderr).toBe(0);
    for (const iv of plan.streams.find((s) => s.uid === uid)!.intervals) {
      const got = await readRun(path.join(server.media.mediaRoot, uid), iv);
      expect(got.codes[0]).toBe(timeCodeOf(iv.startMs / 1000));
      expect(got.codes).toHaveLength(((iv.endMs - iv.startMs) / 1000) * DEMO_PICTURE.fps);
    }
  }

  it('retention removing one stream’s segments leaves the others’ links, which still play', async () => {
    const before = { parking: await files('parking-lot'), dock: await files('loading-dock') };
    const linksBefore = [...linksOf(before.parking), ...linksOf(before.dock)];
    // Evidence holds keep two streams' whole window; the archive's depth removes the third's, segment by segment.
    for (const uid of ['parking-lot', 'loading-dock'])
      await server.db
        .insertInto('bookmarks')
        .values({
          id: `hold-${uid}`,
          stream_uid: uid,
          name: 'Kept',
          description: '',
          start_ms: plan.startMs,
          end_ms: plan.endMs,
          hold: 1,
          created_at: plan.endMs,
          updated_at: plan.endMs,
        })
        .execute();
    const gone = await files('front-door');
    // What its own recorder wrote since the start goes too: stopped first, so that nothing comes in between.
    await server.media.stop('front-door');
    const recorded = await server.db
      .selectFrom('segments')
      .select('id')
      .where('stream_uid', '=', 'front-door')
      .where('run_id', 'not like', 'demo-%')
      .execute();
    const retention = createRetention({
      db: server.db,
      mediaRoot: server.media.mediaRoot,
      now: () => plan.endMs + 2 * 3_600_000,
      liveWindowMs: 60_000,
      depthHours: () => 1,
      diskUsedPercent: async () => 10,
      diskWarnPercent: 90,
      activeRuns: () => new Set<string>(),
      nodeId: 'local',
    });
    expect((await retention.run()).depth).toBe(gone.length + recorded.length);
    expect(await files('front-door')).toEqual([]);
    expect(gone.every((f) => !fs.existsSync(f))).toBe(true);
    // The others keep every file, with one link fewer where front-door recorded the same moment.
    expect(await files('parking-lot')).toEqual(before.parking);
    expect(await files('loading-dock')).toEqual(before.dock);
    const linksAfter = [...linksOf(before.parking), ...linksOf(before.dock)];
    expect(linksAfter.some((n, i) => n === linksBefore[i]! - 1)).toBe(true);
    expect(linksAfter.every((n, i) => n === linksBefore[i]! || n === linksBefore[i]! - 1)).toBe(true);
    await playsWhole('parking-lot');
  });

  it('purging one stream leaves the other its files, which still play and download', async () => {
    const parking = await files('parking-lot');
    await server.media.purge('loading-dock');
    expect(fs.existsSync(path.join(server.media.mediaRoot, 'loading-dock'))).toBe(false);
    expect(await files('parking-lot')).toEqual(parking);
    // The last link of each file now.
    expect(linksOf(parking).every((n) => n === 1)).toBe(true);
    await playsWhole('parking-lot');
    const iv = plan.streams.find((s) => s.uid === 'parking-lot')!.intervals[1]!;
    const res = await fetch(
      `${base}/v1/stream/parking-lot/archive/download?start_time=${iso(iv.startMs)}&end_time=${iso(iv.startMs + 30_000)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const clip = path.join(server.dir, 'kept.mp4');
    fs.writeFileSync(clip, Buffer.from(await res.arrayBuffer()));
    expect(Math.abs((await mediaDuration(clip)) - 30)).toBeLessThanOrEqual(0.5);
  });
});

describe('VIGIL_DEMO=0', () => {
  it('seeds nothing and backfills nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-off-'));
    try {
      const config = readConfig({ VIGIL_DATA: dir, VIGIL_DEMO: '0' });
      expect(config.demo).toBe(false);
      const db = await openDatabase(config.dataDir);
      const demo = await startDemo({ db, config, ffmpeg: await resolveFfmpeg(), archive: SHORT });
      expect(demo).toMatchObject({ seeded: false, plan: null });
      expect(await demo.backfill).toBeNull();
      expect(await db.selectFrom('streams').select('uid').execute()).toEqual([]);
      expect(fs.existsSync(path.join(dir, DEMO_STATE_FILE))).toBe(false);
      await db.destroy();
    } finally {
      removeDir(dir);
    }
  });
});
