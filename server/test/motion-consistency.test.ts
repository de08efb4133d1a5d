import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsRepo } from '../src/events/repo';
import { secondsOfRows } from '../src/media/motion/grid';
import { createRetention } from '../src/media/retention';
import { runningChildren } from '../src/media/run-ffmpeg';
import { onPostgres, postgresFor, removeDir, withCookie } from './helpers';
import {
  adminCredentials,
  ffmpeg,
  insertStream,
  iso,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

/**
 * Motion detection stays consistent through what happens to a recorder for real (docs/motion.md#what-survives-a-restart):
 * a server stop and start, a pause, a source that fails, retention, and a recorder killed with
 * SIGKILL. The source is a 10 s clip (looped by the recorder) of a noisy grey picture with a
 * white box moving all the time in its top left quarter: an event in progress from the first seconds on.
 */
let server: MediaTestServer;
let cookie: string;
let dir: string;
let clip: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-motion-kept-'));
  fs.mkdirSync(path.join(dir, 'src'));
  clip = path.join(dir, 'src', 'box.mp4');
  const x = '5+120*(0.5+0.5*sin(t*2))';
  const y = '5+50*(0.5+0.5*cos(t*1.3))';
  const made = await ffmpeg(
    [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x606060:s=320x180:r=10:d=10'],
      ...['-f', 'lavfi', '-i', 'color=c=white:s=30x30:r=10:d=10'],
      '-filter_complex',
      `[0:v]noise=alls=8:allf=t[bg];[bg][1:v]overlay=x='${x}':y='${y}'`,
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '10', '-pix_fmt', 'yuv420p', clip],
    ],
    60_000,
  );
  expect(made.code).toBe(0);
  env = { VIGIL_MEDIA: path.join(dir, 'src') };
  server = await startMediaServer({ dir, env });
  ({ cookie } = await adminCredentials(server));
}, 90_000);

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(dir);
});

/** The stream's seconds with motion in the grid, ascending. */
async function gridSeconds(uid: string): Promise<number[]> {
  const rows = await eventsRepo(server.db).gridRows(uid, 0, Date.now() + 120_000);
  return [...secondsOfRows(rows, 0, Number.MAX_SAFE_INTEGER)].map((s) => s.second);
}

const eventsOf = (uid: string) =>
  server.db.selectFrom('motion_events').selectAll().where('stream_uid', '=', uid).orderBy('start_ms').execute();

/** An event of at least `seconds` listed for the stream (in progress: the box never stops). */
const eventGoing = (uid: string, seconds: number, after = 0) =>
  waitFor(
    async () => (await eventsOf(uid)).find((e) => e.start_ms >= after && e.end_ms - e.start_ms >= seconds * 1000),
    25_000,
    `an event of ${seconds} s on ${uid}`,
  );

const lastSegmentEnd = async (uid: string) => {
  const rows = await server.db.selectFrom('segments').selectAll().where('stream_uid', '=', uid).execute();
  return Math.max(...rows.map((r) => r.start_ms + r.duration_ms));
};

/** Events never cover the same seconds twice. */
function expectNoOverlap(events: { start_ms: number; end_ms: number }[]) {
  for (let i = 1; i < events.length; i++) expect(events[i]!.start_ms).toBeGreaterThanOrEqual(events[i - 1]!.end_ms);
}

const post = (url: string) => server.app.inject({ method: 'POST', url, headers: withCookie(cookie) });

describe('motion through restarts, pauses, failures and kills', () => {
  it('a server stopped during an event closes it at the stop; started again, the grid goes on with nothing twice', async () => {
    await server.media.apply(await insertStream(server.db, { uid: 'cam-restart', source: `file://${clip}` }));
    await eventGoing('cam-restart', 3);
    await server.close();
    const stoppedAt = Date.now();
    // The same data folder again (nothing records until its recorders start).
    server = await startMediaServer({ dir, env });
    const [closed, ...others] = await eventsOf('cam-restart');
    expect(others).toEqual([]);
    const before = await gridSeconds('cam-restart');
    // Closed at the stop: it ends with its last second with motion, within what was recorded.
    expect(closed!.end_ms).toBe((before.at(-1)! + 1) * 1000);
    expect(closed!.end_ms).toBeLessThanOrEqual(stoppedAt + 1000);
    expect(closed!.end_ms).toBeLessThanOrEqual((await lastSegmentEnd('cam-restart')) + 1000);

    await server.media.startAll();
    await eventGoing('cam-restart', 2, stoppedAt);
    expect((await post('/v1/stream/pause/cam-restart')).statusCode).toBe(200);
    const after = await gridSeconds('cam-restart');
    // The seconds before the stop are all still there (the new run's first minute met the stored one), and more came.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)!).toBeGreaterThan(stoppedAt / 1000);
    expect(new Set(after).size).toBe(after.length);
    const rows = await server.db
      .selectFrom('motion_grid')
      .select('minute_ms')
      .where('stream_uid', '=', 'cam-restart')
      .execute();
    expect(new Set(rows.map((r) => r.minute_ms)).size).toBe(rows.length);
    const events = await eventsOf('cam-restart');
    expect(events).toHaveLength(2);
    // The closed event stayed as it was; the new run listed its own.
    expect(events[0]).toEqual(closed);
    expectNoOverlap(events);
  }, 60_000);

  it('a pause during motion closes the event at the pause, and the grid has no seconds while paused', async () => {
    await server.media.apply(await insertStream(server.db, { uid: 'cam-pause', source: `file://${clip}` }));
    await eventGoing('cam-pause', 3);
    expect((await post('/v1/stream/pause/cam-pause')).statusCode).toBe(200);
    const pausedAt = Date.now();
    const [closed, ...others] = await eventsOf('cam-pause');
    expect(others).toEqual([]);
    const before = await gridSeconds('cam-pause');
    expect(closed!.end_ms).toBe((before.at(-1)! + 1) * 1000);
    expect(closed!.end_ms).toBeLessThanOrEqual(pausedAt + 1000);

    await new Promise((r) => setTimeout(r, 3000));
    expect(await gridSeconds('cam-pause')).toEqual(before);
    expect(await eventsOf('cam-pause')).toEqual([closed]);

    const resumedAt = Date.now();
    expect((await post('/v1/stream/resume/cam-pause')).statusCode).toBe(200);
    await eventGoing('cam-pause', 2, resumedAt);
    expect((await post('/v1/stream/pause/cam-pause')).statusCode).toBe(200);
    const after = await gridSeconds('cam-pause');
    // Nothing between the pause and the resume.
    expect(after.filter((s) => s >= pausedAt / 1000 && s < Math.floor(resumedAt / 1000))).toEqual([]);
    expectNoOverlap(await eventsOf('cam-pause'));
  }, 60_000);

  it('a stream whose source fails writes no grid and no events; once it records again, detection resumes', async () => {
    const late = path.join(dir, 'src', 'late.mp4');
    fs.writeFileSync(late, Buffer.alloc(64 * 1024, 7));
    await server.media.apply(await insertStream(server.db, { uid: 'cam-fail', source: `file://${late}` }));
    // ffmpeg cannot read it: the stream fails (and tries again later).
    await waitFor(() => server.media.status('cam-fail')?.status === 'failed', 15_000, 'the stream failed');
    await new Promise((r) => setTimeout(r, 2000));
    expect(await gridSeconds('cam-fail')).toEqual([]);
    expect(await eventsOf('cam-fail')).toEqual([]);
    const said = server.media.logs('cam-fail', undefined, 500).lines.map((l) => l.text);
    expect(said.filter((l) => l.includes('Motion detection'))).toEqual([]);
    expect(said.filter((l) => l.startsWith('Cannot read the source'))).toHaveLength(1);
    expect(
      await server.db.selectFrom('annotations').select('id').where('stream_uid', '=', 'cam-fail').execute(),
    ).toEqual([]);

    // The source is put right: the stream reads a good file.
    await server.db
      .updateTable('streams')
      .set({ source: `file://${clip}` })
      .where('uid', '=', 'cam-fail')
      .execute();
    await server.media.apply(
      await server.db.selectFrom('streams').selectAll().where('uid', '=', 'cam-fail').executeTakeFirstOrThrow(),
    );
    await eventGoing('cam-fail', 2);
    expect((await post('/v1/stream/pause/cam-fail')).statusCode).toBe(200);
    expect((await gridSeconds('cam-fail')).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('retention removes the grid and the events with the video, and an evidence hold keeps both', async () => {
    // The recordings of the two tests above: the first run of cam-restart goes under an evidence hold.
    const [held] = await eventsOf('cam-restart');
    const made = await server.app.inject({
      method: 'POST',
      url: '/v1/bookmark',
      headers: withCookie(cookie),
      payload: {
        streamUid: 'cam-restart',
        name: 'Evidence',
        startTime: iso(held!.start_ms),
        endTime: iso(held!.end_ms),
        hold: true,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const heldSeconds = (await gridSeconds('cam-restart')).filter(
      (s) => s * 1000 >= held!.start_ms && s * 1000 < held!.end_ms,
    );
    expect(heldSeconds.length).toBeGreaterThanOrEqual(2);

    // Two hours later, with an archive one hour deep.
    await createRetention({
      db: server.db,
      mediaRoot: server.media.mediaRoot,
      now: () => Date.now() + 2 * 3_600_000,
      liveWindowMs: 60_000,
      depthHours: () => 1,
      diskUsedPercent: async () => 10,
      diskWarnPercent: 90,
      activeRuns: () => new Set<string>(),
      nodeId: 'local',
      motionStore: () => eventsRepo(server.db),
    }).run();

    const segments = (uid: string) =>
      server.db.selectFrom('segments').select('id').where('stream_uid', '=', uid).execute();
    for (const uid of ['cam-pause', 'cam-fail']) {
      expect(await segments(uid)).toEqual([]);
      expect(await gridSeconds(uid)).toEqual([]);
      expect(await eventsOf(uid)).toEqual([]);
    }
    expect((await segments('cam-restart')).length).toBeGreaterThan(0);
    const kept = await gridSeconds('cam-restart');
    expect(heldSeconds.every((s) => kept.includes(s))).toBe(true);
    expect(await eventsOf('cam-restart')).toContainEqual(held);
  }, 30_000);

  it('a recorder killed with SIGKILL loses at most the last seconds of the grid; its open event is closed at the next start', async () => {
    await insertStream(server.db, { uid: 'cam-kill', source: `file://${clip}` });
    // Only this stream records in the killed process.
    await server.db.updateTable('streams').set({ paused: 1 }).where('uid', '!=', 'cam-kill').execute();
    await server.close();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'fixtures/recorder.ts'), dir, 'cam-kill', '4', 'motion'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          ...env,
          ...(onPostgres ? { VIGIL_DATABASE_URL: await postgresFor(dir) } : {}),
        },
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString()));
      child.once('exit', (code) => reject(new Error(`recorder exited with ${code}`)));
    });
    server = await startMediaServer({ dir, env });
    await eventGoing('cam-kill', 3);
    await new Promise((r) => setTimeout(r, 500));
    const killedAt = Date.now();
    child.kill('SIGKILL');
    await exited;

    const before = await gridSeconds('cam-kill');
    expect(before.at(-1)!).toBeGreaterThanOrEqual(Math.floor(killedAt / 1000) - 3);
    const [open] = await eventsOf('cam-kill');

    await server.media.startAll();
    await eventGoing('cam-kill', 2, killedAt);
    expect((await post('/v1/stream/pause/cam-kill')).statusCode).toBe(200);
    const events = await eventsOf('cam-kill');
    expect(events).toHaveLength(2);
    const [closed] = events;
    expect(closed!.id).toBe(open!.id);
    // Closed at its last second in the grid, and it did not grow with the next run.
    const seconds = await gridSeconds('cam-kill');
    const last = Math.max(...seconds.filter((s) => s * 1000 >= closed!.start_ms && s * 1000 < closed!.end_ms));
    expect(closed!.end_ms).toBe((last + 1) * 1000);
    expect(closed!.end_ms).toBeLessThanOrEqual(killedAt + 1000);
    expectNoOverlap(events);
  }, 60_000);
});
