import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type VigilApp } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import { openDatabase, type Db } from '../src/core/db/db';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';
import { streamsRepo } from '../src/streams';
import { hlsWriterArgs } from '../src/media/hls-writer-args';
import { parseHlsPlaylist } from '../src/media/segment-indexer';
import type { StreamRow } from '../src/media/media-control';
import { createMediaControl, type MediaOptions, type RecordingControl } from '../src/media/supervisor';
import { ADMIN, onPostgres, postgresFor, unlock, withCookie } from './helpers';
import { streamRow } from './support/stream-row';

/** Small and quick: 1 s segments of a 320x180 picture at 10 fps. */
export const TEST_MEDIA_OPTIONS: Partial<MediaOptions> = {
  hlsTimeSec: 1,
  demo: { width: 320, height: 180, fps: 10 },
  indexPollMs: 200,
  backoffMinMs: 300,
  retentionIntervalMs: 60_000,
};

export interface MediaTestServer extends VigilApp {
  dir: string;
  config: ServerConfig;
  db: Db;
  media: RecordingControl;
  close(): Promise<void>;
}

/** A real app on a temporary data folder with the recording side and the archive routes on it. */
export async function startMediaServer(
  options: { dir?: string; media?: Partial<MediaOptions>; env?: Record<string, string> } = {},
): Promise<MediaTestServer> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-media-'));
  const env =
    onPostgres && !options.env?.VIGIL_DATABASE_URL
      ? { ...options.env, VIGIL_DATABASE_URL: await postgresFor(dir) }
      : options.env;
  const config = readConfig({ VIGIL_DATA: dir, VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'), ...env });
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const media = createMediaControl({
    db,
    config,
    ffmpeg: await resolveFfmpeg(),
    options: { ...TEST_MEDIA_OPTIONS, ...options.media },
    diskUsedPercent: async () => 10,
  });
  const built = await buildApp({ config, db, media });
  await built.app.ready();
  return {
    ...built,
    dir,
    config,
    db,
    media,
    async close() {
      await media.close();
      await built.app.close();
      await db.destroy();
    },
  };
}

export async function insertStream(db: Db, values: Partial<StreamRow> & { uid: string }): Promise<StreamRow> {
  return db.insertInto('streams').values(streamRow(values)).returningAll().executeTakeFirstOrThrow();
}

/** Grants the user of this login a level on a stream (the streams repository's grant, as an administrator's). */
export async function grantTo(
  db: Db,
  login: string,
  streamUid: string,
  level: 'view' | 'manage' = 'view',
): Promise<void> {
  const { id } = await db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  await streamsRepo(db).grant(id, streamUid, level);
}

/** Initializes the server; the admin's cookie and an API token of theirs (for ffmpeg's requests). */
export async function adminCredentials(server: MediaTestServer): Promise<{ cookie: string; token: string }> {
  const cookie = await unlock(server as unknown as Parameters<typeof unlock>[0], ADMIN);
  const res = await server.app.inject({
    method: 'POST',
    url: '/v1/token',
    headers: withCookie(cookie),
    payload: { name: 'ffmpeg' },
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return { cookie, token: (res.json() as { secret: string }).secret };
}

export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether a process exists and is not a zombie (an orphan waits for its reaper, which may be slow). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/\) Z /.test(stat);
}

/** Runs ffmpeg with arguments; its exit code and stderr. */
export async function ffmpeg(args: string[], timeoutMs = 30_000): Promise<{ code: number | null; stderr: string }> {
  const bin = (await resolveFfmpeg()).path;
  return new Promise((resolve) => {
    const child = spawn(bin, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** ffmpeg reads an HLS URL of the server, authenticated with a bearer token. */
export function playsInFfmpeg(url: string, token: string, seconds = 3) {
  return ffmpeg([
    ...['-loglevel', 'error', '-headers', `Authorization: Bearer ${token}\r\n`],
    ...['-i', url, '-t', String(seconds), '-f', 'null', '-'],
  ]);
}

/** The duration ffmpeg reads from a media file, in seconds. */
export async function mediaDuration(file: string): Promise<number> {
  const { stderr } = await ffmpeg(['-i', file]);
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!match) throw new Error(`no duration in: ${stderr}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A recorded run made faster than real time: `seconds` of a 320x180 10 fps test picture in 1 s
 * segments written by the recorder's own HLS arguments, indexed as recorded from `startMs` on.
 * Answers the run's end (ms).
 */
export async function recordRun(
  server: MediaTestServer,
  run: { uid: string; id: string; startNumber: number; startMs: number; seconds?: number },
): Promise<number> {
  const dir = path.join(server.media.mediaRoot, run.uid, run.id);
  fs.mkdirSync(dir, { recursive: true });
  const args = hlsWriterArgs({
    dir,
    mode: 'encode',
    hlsTimeSec: 1,
    listSize: 0,
    startNumber: run.startNumber,
    fps: 10,
  });
  const made = await ffmpeg([
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=10',
    '-t',
    String(run.seconds ?? 6),
    ...args,
  ]);
  if (made.code !== 0) throw new Error(`recording ${run.uid}/${run.id} failed: ${made.stderr}`);
  let start = run.startMs;
  for (const entry of parseHlsPlaylist(fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8'))) {
    await server.db
      .insertInto('segments')
      .values({
        stream_uid: run.uid,
        run_id: run.id,
        seq: entry.seq,
        start_ms: start,
        duration_ms: entry.durationMs,
        file: `${run.id}/${entry.name}`,
        init_file: `${run.id}/init.mp4`,
        size: fs.statSync(path.join(dir, entry.name)).size,
        recorded: 1,
      })
      .execute();
    start += entry.durationMs;
  }
  return start;
}
