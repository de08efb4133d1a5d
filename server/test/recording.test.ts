import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveRangesReply } from '../contract/schemas/archive';
import type { LogsReply } from '../contract/schemas/stream';
import { parseInputDescription } from '../src/media/probe';
import { runningChildren } from '../src/media/run-ffmpeg';
import { onPostgres, postgresFor, removeDir, withCookie } from './helpers';
import {
  adminCredentials,
  ffmpeg,
  insertStream,
  isAlive,
  iso,
  playsInFfmpeg,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

/** Real ffmpeg, real time: demo streams of 1 s segments. */
let server: MediaTestServer;
let cookie: string;
let token: string;
let base: string;
const timings: Record<string, number> = {};

const status = (uid: string) => server.media.status(uid)?.status;
const rowOf = (uid: string) =>
  server.db.selectFrom('streams').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
/** The stream's error-level log lines (ffmpeg's and the supervisor's). */
const errorsOf = (uid: string) =>
  server.media
    .logs(uid, undefined, 500)
    .lines.filter((l) => l.level === 'error')
    .map((l) => l.text);
const segmentsOf = (uid: string) =>
  server.db.selectFrom('segments').selectAll().where('stream_uid', '=', uid).orderBy('start_ms').execute();

async function ranges(uid: string, start: number, end: number): Promise<ArchiveRangesReply> {
  const res = await server.app.inject({
    url: `/v1/stream/${uid}/archive/ranges?start_time=${iso(start)}&end_time=${iso(end)}`,
    headers: withCookie(cookie),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

let clip: string;
/** The same picture with a keyframe only every 2.5 s: its first whole segment takes longer than a lease. */
let slowClip: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-media-'));
  // An H.264 file in the media folder: recorded by copying, not re-encoding.
  fs.mkdirSync(path.join(dir, 'src'));
  clip = path.join(dir, 'src', 'clip.mp4');
  const made = await ffmpeg([
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '4'],
    ...['-c:v', 'libx264', '-g', '10', '-pix_fmt', 'yuv420p', clip],
  ]);
  expect(made.code).toBe(0);
  slowClip = path.join(dir, 'src', 'slow-keyframes.mp4');
  const slow = await ffmpeg([
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '5'],
    ...['-c:v', 'libx264', '-g', '25', '-keyint_min', '25', '-sc_threshold', '0', '-pix_fmt', 'yuv420p', slowClip],
  ]);
  expect(slow.code).toBe(0);
  server = await startMediaServer({
    dir,
    media: { leaseMs: 1000, idleStopMs: 500 },
    env: { VIGIL_MEDIA: path.join(dir, 'src') },
  });
  ({ cookie, token } = await adminCredentials(server));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
  console.info('recording timings (ms):', timings);
});

describe('recording', () => {
  it('starts a demo stream: pending, then running once its first segment is indexed; live plays in ffmpeg', async () => {
    const row = await insertStream(server.db, { uid: 'cam-a' });
    const t0 = Date.now();
    await server.media.apply(row);
    expect(status('cam-a')).toBe('pending');
    await waitFor(() => status('cam-a') === 'running', 10_000, 'running');
    timings.toRunning = Date.now() - t0;
    expect((await rowOf('cam-a')).status).toBe('running');
    const [first] = await segmentsOf('cam-a');
    expect(first).toMatchObject({ seq: 0, recorded: 1, init_file: `${first!.run_id}/init.mp4` });
    timings.firstSegmentLatency = Date.now() - (first!.start_ms + first!.duration_ms);

    const live = await server.app.inject({ url: '/v1/stream/cam-a/live/index.m3u8', headers: withCookie(cookie) });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    // Low-latency HLS from the live edge: its init, parts and next part, beside the recording.
    expect(live.body).toContain('#EXT-X-MAP:URI="ll/init-0.mp4"');
    expect(live.body).toMatch(/#EXT-X-PART:DURATION=0\.400,URI="ll\/part-0-0\.m4s",INDEPENDENT=YES/);
    expect(live.body).toContain('#EXT-X-PRELOAD-HINT:TYPE=PART');
    expect(live.body).not.toContain('ENDLIST');
    const played = await playsInFfmpeg(`${base}/v1/stream/cam-a/live/index.m3u8`, token, 3);
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    // A healthy start logs no error: segments and playlists are written without a complaint.
    expect(server.media.logs('cam-a', undefined, 500).lines.length).toBeGreaterThan(2);
    expect(errorsOf('cam-a')).toEqual([]);

    // "Check source" reports the picture the stream records.
    const probe = await server.app.inject({ url: '/v1/stream/probe?stream_id=cam-a', headers: withCookie(cookie) });
    expect(probe.statusCode, probe.body).toBe(200);
    const run = path.join(server.media.mediaRoot, 'cam-a', first!.run_id, 'index.m3u8');
    const read = await ffmpeg(['-loglevel', 'info', '-i', run, '-t', '0.5', '-f', 'null', '-']);
    const { bitrate: _, ...recorded } = parseInputDescription(read.stderr)!;
    expect(recorded).toEqual({ codecs: ['h264'], width: 320, height: 180, frameRate: 10 });
    expect(probe.json()).toEqual({ ...recorded, bitrate: null });
  });

  it('pause stops ffmpeg (the process is gone), resume records again, and ranges show the gap exactly', async () => {
    const pid = server.media.pid('cam-a');
    expect(pid && isAlive(pid)).toBe(true);
    const t0 = Date.now();
    await server.db.updateTable('streams').set({ paused: 1 }).where('uid', '=', 'cam-a').execute();
    await server.media.apply(await rowOf('cam-a'));
    timings.pause = Date.now() - t0;
    expect(status('cam-a')).toBe('paused');
    expect(isAlive(pid!)).toBe(false);
    expect(server.media.pid('cam-a')).toBeNull();
    await waitFor(async () => (await rowOf('cam-a')).status === 'paused', 2000, 'paused saved');
    const before = await segmentsOf('cam-a');
    const stoppedAt = before.at(-1)!.start_ms + before.at(-1)!.duration_ms;

    await new Promise((r) => setTimeout(r, 2500));
    await server.db.updateTable('streams').set({ paused: 0 }).where('uid', '=', 'cam-a').execute();
    await server.media.apply(await rowOf('cam-a'));
    await waitFor(() => status('cam-a') === 'running', 10_000, 'running again');
    await waitFor(async () => (await segmentsOf('cam-a')).length >= before.length + 3, 10_000, 'segments');
    const after = await segmentsOf('cam-a');
    const restarted = after[before.length]!;
    expect(restarted.run_id).not.toBe(before.at(-1)!.run_id);
    expect(restarted.seq).toBe(before.at(-1)!.seq + 1);
    expect(restarted.start_ms - stoppedAt).toBeGreaterThan(1000);

    const { period, ranges: list } = await ranges('cam-a', before[0]!.start_ms - 5000, Date.now() + 60_000);
    expect(period?.startTime).toBe(iso(before[0]!.start_ms));
    expect(list.slice(0, 4)).toEqual([
      { date: iso(before[0]!.start_ms - 5000), status: 0 },
      { date: iso(before[0]!.start_ms), status: 1 },
      { date: iso(stoppedAt), status: 0 },
      { date: iso(restarted.start_ms), status: 1 },
    ]);

    const url = `${base}/v1/stream/cam-a/archive/index.m3u8?start_time=${iso(stoppedAt - 2500)}&end_time=${iso(restarted.start_ms + 2500)}`;
    const playlist = await server.app.inject({ url: url.slice(base.length), headers: withCookie(cookie) });
    expect(playlist.body).toContain('#EXT-X-DISCONTINUITY');
    const played = await playsInFfmpeg(url, token, 10);
    expect(played.code).toBe(0);
  });

  it('a recorder that dies is restarted (pending, then running) and the outage becomes an annotation', async () => {
    const pid = server.media.pid('cam-a')!;
    const lastBefore = (await segmentsOf('cam-a')).at(-1)!;
    process.kill(-pid, 'SIGKILL');
    await waitFor(() => status('cam-a') === 'pending', 3000, 'pending');
    await waitFor(() => status('cam-a') === 'running' && server.media.pid('cam-a') !== pid, 10_000, 'running');
    const res = await server.app.inject({
      url: `/v1/annotations?streamId=cam-a&from=${iso(lastBefore.start_ms)}&to=${iso(Date.now())}`,
      headers: withCookie(cookie),
    });
    const [note] = res.json() as { type: string; title: string; time: string; timeEnd: string }[];
    expect(note).toMatchObject({ type: 'event', title: 'Stream interrupted' });
    expect(Date.parse(note!.time)).toBeGreaterThanOrEqual(lastBefore.start_ms + lastBefore.duration_ms);
    expect(Date.parse(note!.timeEnd)).toBeGreaterThan(Date.parse(note!.time));
  });

  it('an H.264 file source is copied, not re-encoded', async () => {
    const row = await insertStream(server.db, { uid: 'cam-file', source: `file://${clip}`, archive_enabled: 0 });
    await server.media.apply(row);
    await waitFor(() => status('cam-file') === 'running', 15_000, 'running');
    const logs = server.media.logs('cam-file', undefined, 200).lines.map((l) => l.text);
    expect(logs).toContain('Source: h264; copying H.264');
    expect(logs.some((l) => /ffmpeg started \(run [a-z0-9-]+, copy\)/.test(l))).toBe(true);
    // The lines the server writes itself carry a note the console shows in its user's language.
    const res = await server.app.inject({ url: '/v1/stream/cam-file/logs', headers: withCookie(cookie) });
    const notes = (res.json() as LogsReply).lines.flatMap((l) => (l.note ? [l.note] : []));
    expect(notes).toContainEqual({ key: 'sourceRead', codecs: ['h264'], mode: 'copy' });
    expect(notes).toContainEqual({ key: 'ffmpegStarted', run: expect.stringMatching(/^[a-z0-9-]+$/), mode: 'copy' });
    expect(notes).toContainEqual({ key: 'receiving' });
    // ffmpeg's own lines stay as it wrote them, with no note.
    expect((res.json() as LogsReply).lines.some((l) => l.text.startsWith('Input #0') && !l.note)).toBe(true);
    expect((await segmentsOf('cam-file'))[0]).toMatchObject({ seq: 0, recorded: 0 });
    expect(errorsOf('cam-file')).toEqual([]);
    await server.media.stop('cam-file');
  });

  it('a source that cannot be read fails with a reason that does not show the URL', async () => {
    const row = await insertStream(server.db, { uid: 'cam-bad', source: 'rtsp://admin:s3cret@127.0.0.1:1/x' });
    await server.media.apply(row);
    await waitFor(() => status('cam-bad') === 'failed', 10_000, 'failed');
    const reason = server.media.status('cam-bad')?.failureReason ?? '';
    expect(reason).toMatch(/Connection refused/);
    expect(reason).not.toMatch(/s3cret|127\.0\.0\.1|rtsp:/);
    expect((await rowOf('cam-bad')).failure_reason).toBe(reason);
    // Classified as a probe's failure is: the same reason word, kept with the line.
    expect(server.media.status('cam-bad')?.failureCode).toBe('probeRefused');
    expect((await rowOf('cam-bad')).failure_code).toBe('probeRefused');
    const shown = await server.app.inject({ url: '/v1/stream/cam-bad', headers: withCookie(cookie) });
    expect(shown.json()).toMatchObject({ status: 'failed', failureReason: reason, failureCode: 'probeRefused' });
    const notes = server.media.logs('cam-bad', undefined, 100).lines.flatMap((l) => (l.note ? [l] : []));
    expect(notes).toContainEqual(
      expect.objectContaining({ level: 'error', text: reason, note: { key: 'notStarted', reason: 'probeRefused' } }),
    );
    expect(notes).toContainEqual(expect.objectContaining({ note: { key: 'retrying', seconds: expect.any(Number) } }));
    const logs = server.media
      .logs('cam-bad', undefined, 100)
      .lines.map((l) => l.text)
      .join('\n');
    expect(logs).not.toContain('s3cret');
    await server.media.stop('cam-bad');
  });

  it('an on-demand stream is idle until a lease, runs while leased, and stops after the lease ends', async () => {
    const row = await insertStream(server.db, { uid: 'cam-od', on_demand: 1, archive_enabled: 0 });
    await server.media.apply(row);
    expect(status('cam-od')).toBe('idle');
    expect(server.media.pid('cam-od')).toBeNull();
    // Fetching the live playlist holds the lease.
    const live = await server.app.inject({ url: '/v1/stream/cam-od/live/index.m3u8', headers: withCookie(cookie) });
    expect(live.statusCode).toBe(200);
    // The answer waited for a whole segment (hls.js starts from one; the quick start's is short)
    // and what a player holds behind the newest part (three parts): the player gets its first
    // picture at once, without a stall.
    expect(live.body).toMatch(/#EXTINF:0\.500,\nll\/seg-0\.m4s/);
    const seconds = (text: string, tag: RegExp) => [...text.matchAll(tag)].reduce((sum, m) => sum + Number(m[1]), 0);
    const openParts = live.body.slice(live.body.lastIndexOf('#EXTINF'));
    const heldMs =
      1000 * (seconds(live.body, /#EXTINF:([\d.]+)/g) + seconds(openParts, /#EXT-X-PART:DURATION=([\d.]+)/g));
    expect(heldMs).toBeGreaterThanOrEqual(1200 - 1);
    await waitFor(() => status('cam-od') === 'running', 10_000, 'running');
    const pid = server.media.pid('cam-od')!;
    expect((await segmentsOf('cam-od'))[0]?.recorded).toBe(0);
    await waitFor(() => status('cam-od') === 'idle', 5000, 'idle');
    expect(isAlive(pid)).toBe(false);
  });

  it('an on-demand stream slower to start than its lease is held by the player waiting for it', async () => {
    // Its first whole segment ends at the second keyframe, 2.5 s in: longer than the lease and the
    // idle wait after it (1.5 s here). The waiting request holds the lease until it answers.
    const source = `file://${slowClip}`;
    const row = await insertStream(server.db, { uid: 'cam-od-slow', source, on_demand: 1, archive_enabled: 0 });
    await server.media.apply(row);
    const t0 = Date.now();
    const live = await server.app.inject({
      url: '/v1/stream/cam-od-slow/live/index.m3u8',
      headers: withCookie(cookie),
    });
    expect(Date.now() - t0).toBeGreaterThan(1500);
    expect(live.body).toMatch(/#EXTINF:2\.500,\nll\/seg-0\.m4s/);
    // and the stream runs on under it (its recorder's own first segment may still be on its way).
    expect(['pending', 'running']).toContain(status('cam-od-slow'));
    expect(server.media.pid('cam-od-slow')).not.toBeNull();
    await server.media.stop('cam-od-slow');
  });

  it('a stream applied again while it stops runs one recorder at a time, and a delete then ends it within seconds', async () => {
    const row = await insertStream(server.db, { uid: 'cam-race', archive_enabled: 0 });
    await server.media.apply(row);
    await waitFor(() => server.media.pid('cam-race') !== null, 10_000, 'first recorder');
    const first = server.media.pid('cam-race')!;
    // A delete stops it while the node's follow loop, which read the row a moment before, applies it again.
    const stopping = server.media.stop('cam-race');
    await server.media.apply(row);
    await stopping;
    expect(isAlive(first)).toBe(false);
    await waitFor(() => server.media.pid('cam-race') !== null, 10_000, 'second recorder');
    const second = server.media.pid('cam-race')!;
    expect(second).not.toBe(first);

    // As the delete route does: the row goes, then the recorder and its recordings.
    await server.db.deleteFrom('streams').where('uid', '=', 'cam-race').execute();
    const t0 = Date.now();
    await server.media.purge('cam-race');
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(isAlive(second)).toBe(false);
    expect(server.media.pid('cam-race')).toBeNull();
  });
});

describe('a recorder killed with SIGKILL', () => {
  it('restarts with its orphan ffmpeg ended and a consistent index: missing files dropped, ranges valid, playlist plays, recording resumes', async () => {
    const dir = server.dir;
    await server.close();
    // Recording in another process, which is then killed with no chance to clean up.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'fixtures/recorder.ts'), dir, 'cam-a', '6'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        // On PostgreSQL the recorder writes to the same database as the server started again below.
        env: onPostgres ? { ...process.env, VIGIL_DATABASE_URL: await postgresFor(dir) } : process.env,
      },
    );
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString()));
      child.once('exit', (code) => reject(new Error(`recorder exited with ${code}`)));
    });
    const { pid } = JSON.parse(line) as { pid: number };
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 1200));
    // ffmpeg has its own process group: it outlives the server and goes on writing.
    expect(isAlive(pid)).toBe(true);

    server = await startMediaServer({ dir });
    const rows = await segmentsOf('cam-a');
    // Two segments in the middle of the last run: a hole longer than the 1 s tolerance.
    const victims = rows.slice(-3, -1);
    for (const v of victims) fs.rmSync(path.join(server.media.mediaRoot, 'cam-a', v.file));
    const victim = victims[0]!;

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await server.media.startAll();
    expect(isAlive(pid)).toBe(false);
    expect(server.media.reconciled).toMatchObject({ orphans: 1, dropped: 2 });
    expect(server.media.reconciled?.indexed).toBeGreaterThan(0);
    const after = await segmentsOf('cam-a');
    expect(after.filter((r) => victims.some((v) => v.id === r.id))).toEqual([]);
    for (const r of after) expect(fs.existsSync(path.join(server.media.mediaRoot, 'cam-a', r.file))).toBe(true);

    const { ranges: list } = await ranges('cam-a', after[0]!.start_ms, Date.now());
    expect(list[0]!.status).toBe(1);
    expect(list.some((r) => r.date === iso(victim.start_ms) && r.status === 0)).toBe(true);
    const url = `${base}/v1/stream/cam-a/archive/index.m3u8?start_time=${iso(victim.start_ms - 3000)}&end_time=${iso(Date.now())}`;
    expect((await playsInFfmpeg(url, token, 4)).code).toBe(0);
    await waitFor(() => status('cam-a') === 'running', 10_000, 'recording resumed');
  });
});
