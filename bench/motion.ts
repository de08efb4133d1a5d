/**
 * Motion: what finding "when something happened" costs on this machine.
 *
 * - search: a year of one stream's motion grid (docs/motion.md#storage) seeded on a real app
 *   (busy hours 07–22, a quarter of their minutes with motion, in one of the four quarters of the
 *   picture), then region searches for the top left quarter over 24 h, 30 days and a year on the
 *   route's own path (the grid's rows read from the database and compared), p50/p95 over random
 *   windows; and the index's size per stream-day.
 * - events: 100,000 events over 50 streams and 30 days (a tenth reviewed by the administrator),
 *   then the events page's first page through HTTP: the administrator with and without filters,
 *   and a plain user who may view 5 of the streams.
 * - delay: a camera on loopback (raw grey frames drawn here, 10 fps, H.264 by ffmpeg, MPEG-TS over
 *   HTTP) recorded by a real recorder with motion on; a box moves for 4 s, then rests for 6–7 s,
 *   RUNS times: from the first moving frame to the event listed by `GET /v1/events`.
 *
 * The capacity (streams recorded with motion on, on 2 cores) is `bench:recording` with
 * SIZE=640x360 and with its default 1280x720.
 *
 *   npm run bench:motion        (PARTS=search,events,delay RUNS=15 to change)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { openDatabase, type Db } from '../server/src/core/db/db';
import { eventsRepo } from '../server/src/events';
import { bitmapOf } from '../server/src/media/motion/bitmap';
import { ROW_BITMAP_BYTES, SECONDS_PER_ROW } from '../server/src/media/motion/grid';
import { regionBitmap, searchGrid } from '../server/src/media/motion/search';
import { seeded as seededRandom } from '../server/src/media/motion/synthetic-frames';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import { killAllChildren } from '../server/src/media/run-ffmpeg';
import { createMediaControl } from '../server/src/media/supervisor';
import { streamRow } from '../server/test/support/stream-row';
import { percentile, printTable, startSeededApp, timeGets } from './support/seed-app';

const PARTS = new Set((process.env.PARTS ?? 'search,events,delay').split(','));
const RUNS = Number(process.env.RUNS ?? 15);
const DAY_MS = 86_400_000;
const TOP_LEFT = { x: 0, y: 0, w: 0.5, h: 0.5 };
const TARGETS = { day: 5, month: 50, year: 1000, eventsPage: 50, delayP95: 1500 };
const verdicts: string[] = [];

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const verdict = (what: string, value: number, target: number, unit = 'ms') =>
  verdicts.push(`${what}: ${ms(value)} ${unit} (target ≤ ${target} ${unit}) ${value <= target ? 'met' : 'NOT met'}`);
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

/** The cells of one quarter of the picture (0 top left, 1 top right, 2 bottom left, 3 bottom right). */
function quarterCells(quarter: number): number[] {
  const cells: number[] = [];
  for (let c = 0; c < 144; c++) {
    const right = c % 16 >= 8;
    const bottom = Math.floor(c / 16) >= 5;
    if (Number(right) + 2 * Number(bottom) === quarter) cells.push(c);
  }
  return cells;
}

/** Seeds a year of one stream's grid; the minute rows written. */
async function seedGrid(db: Db, uid: string, from: number, days: number): Promise<number> {
  const random = seededRandom(7);
  const quarters = [0, 1, 2, 3].map((q) => bitmapOf(quarterCells(q).filter((_, i) => i % 3 === 0)));
  let rows = 0;
  let batch: { stream_uid: string; minute_ms: number; bitmaps: Buffer; levels: Buffer }[] = [];
  await db.transaction().execute(async (trx) => {
    const flush = async () => {
      if (batch.length) await trx.insertInto('motion_grid').values(batch).execute();
      batch = [];
    };
    for (let minute = from; minute < from + days * DAY_MS; minute += 60_000) {
      const hour = new Date(minute).getUTCHours();
      if (hour < 7 || hour >= 22 || random() >= 0.25) continue;
      const bitmaps = Buffer.alloc(ROW_BITMAP_BYTES);
      const levels = Buffer.alloc(SECONDS_PER_ROW);
      const quarter = quarters[Math.floor(random() * 4)]!;
      const first = Math.floor(random() * 40);
      const length = 5 + Math.floor(random() * (SECONDS_PER_ROW - first - 5));
      for (let s = first; s < first + length; s++) {
        bitmaps.set(quarter, s * quarter.length);
        levels[s] = 5 + Math.floor(random() * 30);
      }
      batch.push({ stream_uid: uid, minute_ms: minute, bitmaps, levels });
      rows++;
      if (batch.length === 500) await flush();
    }
    await flush();
  });
  return rows;
}

async function databaseBytes(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select page_count * page_size as n from pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function searchPart(): Promise<void> {
  const app = await startSeededApp(50);
  const db = app.db;
  try {
    const uid = 'cam-00001';
    const days = 365;
    const end = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const from = end - days * DAY_MS;
    const before = await databaseBytes(db);
    const t0 = performance.now();
    const rows = await seedGrid(db, uid, from, days);
    const after = await databaseBytes(db);
    console.log(
      `grid: ${rows} minute rows over ${days} days seeded in ${Math.round(performance.now() - t0)} ms; ` +
        `database +${((after - before) / 1024 / 1024).toFixed(1)} MB`,
    );
    const perDay = (after - before) / days;
    const rowsPerDay = rows / days;
    console.log(
      `index size per stream-day: ${(perDay / 1024).toFixed(0)} KB at ${rowsPerDay.toFixed(0)} minutes with motion a day ` +
        `(${((perDay / rowsPerDay) * 1440) / 1024 / 1024 < 10 ? (((perDay / rowsPerDay) * 1440) / 1024).toFixed(0) : '?'} KB ` +
        `if every minute had motion)`,
    );

    const repo = eventsRepo(db);
    const region = regionBitmap(TOP_LEFT);
    const random = seededRandom(11);
    const search = async (spanMs: number) => {
      const start = from + Math.floor(random() * Math.max(1, (end - from - spanMs) / 60_000)) * 60_000;
      const t = performance.now();
      const found = searchGrid(await repo.gridRows(uid, start, start + spanMs), region, {
        from: start / 1000,
        to: (start + spanMs) / 1000,
      });
      return { t: performance.now() - t, found: found.length };
    };
    const table: string[][] = [];
    for (const [name, spanMs, samples, target] of [
      ['24 h', DAY_MS, 50, TARGETS.day],
      ['30 days', 30 * DAY_MS, 20, TARGETS.month],
      ['a year', days * DAY_MS, 5, TARGETS.year],
    ] as const) {
      await search(spanMs);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < samples; i++) {
        const r = await search(spanMs);
        times.push(r.t);
        found = r.found;
      }
      times.sort((a, b) => a - b);
      table.push([name, String(samples), String(found), ms(percentile(times, 50)), ms(percentile(times, 95))]);
      verdict(`region search over ${name}, server side, p95`, percentile(times, 95), target);
    }
    console.log('\nRegion search, top left quarter, one stream:\n');
    printTable(['window', 'samples', 'ranges', 'p50 ms', 'p95 ms'], table);
    console.log();
  } finally {
    await app.close();
  }
}

async function eventsPart(): Promise<void> {
  const app = await startSeededApp(50);
  const db = app.db;
  try {
    const count = 100_000;
    const now = Date.now();
    const random = seededRandom(5);
    const t0 = performance.now();
    const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += 1000) {
        const rows = Array.from({ length: 1000 }, (_, k) => {
          const start = now - Math.floor(random() * 30 * DAY_MS);
          return {
            stream_uid: `cam-${String((from + k) % 50).padStart(5, '0')}`,
            start_ms: start,
            end_ms: start + 2000 + Math.floor(random() * 60_000),
            peak_ms: start + 1000,
            cells: Buffer.from(bitmapOf([1 + ((from + k) % 140)])),
            thumbnail: null,
            created_at: start,
          };
        });
        const ids = await trx.insertInto('motion_events').values(rows).returning('id').execute();
        const reviewed = ids
          .filter((_, k) => k % 10 === 0)
          .map((r) => ({
            event_id: Number(r.id),
            user_id: admin.id,
            reviewed_at: now,
          }));
        await trx.insertInto('motion_event_reviews').values(reviewed).execute();
      }
    });
    console.log(`events: ${count} over 50 streams and 30 days inserted in ${Math.round(performance.now() - t0)} ms`);
    const table: string[][] = [];
    for (const [name, query, cookie] of [
      ['administrator, first page', '', app.adminCookie],
      ['administrator, not reviewed', '&reviewed=false', app.adminCookie],
      ['administrator, one stream', '&streamId=cam-00007', app.adminCookie],
      ['administrator, last 24 h', `&from=${new Date(now - DAY_MS).toISOString()}`, app.adminCookie],
      ['user with 5 streams', '', app.viewerCookie],
    ] as const) {
      const { body, times } = await timeGets(
        `${app.base}/v1/events?page=1&pageSize=50${query}`,
        { cookie: `vigil_session=${cookie}` },
        10,
        100,
      );
      table.push([name, `${body.items.length}/${body.total}`, ms(percentile(times, 50)), ms(percentile(times, 95))]);
      verdict(`events page 1 (${name}), p95`, percentile(times, 95), TARGETS.eventsPage);
    }
    console.log('\nThe events page, first page of 50, over HTTP:\n');
    printTable(['case', 'items/total', 'p50 ms', 'p95 ms'], table);
    console.log();
  } finally {
    await app.close();
  }
}

/** A camera on loopback whose picture moves when told: grey frames drawn here, H.264 in MPEG-TS over HTTP. */
async function startMovingCamera(ffmpegPath: string) {
  const [w, h, fps] = [320, 180, 10];
  const encoder = spawn(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${w}x${h}`],
      ...['-r', String(fps), '-i', 'pipe:0', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
      ...['-pix_fmt', 'yuv420p', '-g', String(fps), '-f', 'mpegts', '-flush_packets', '1', 'pipe:1'],
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const clients = new Set<http.ServerResponse>();
  encoder.stdout.on('data', (chunk: Buffer) => {
    for (const client of clients) client.write(chunk);
  });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'video/mp2t' });
    clients.add(res);
    res.on('close', () => clients.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  let movingSince: number | null = null;
  let frameNo = 0;
  const frame = Buffer.alloc(w * h);
  const timer = setInterval(() => {
    frame.fill(90);
    if (movingSince !== null) {
      const x = 20 + ((frameNo * 6) % (w - 80));
      for (let y = 60; y < 110; y++) frame.fill(220, y * w + x, y * w + x + 40);
    }
    frameNo++;
    encoder.stdin.write(frame);
  }, 1000 / fps);
  return {
    url: `http://127.0.0.1:${port}/camera.ts`,
    /** Starts the box moving from the next frame; the wall time of that frame. */
    move(on: boolean): number {
      movingSince = on ? Date.now() : null;
      return Date.now();
    },
    async stop() {
      clearInterval(timer);
      encoder.stdin.end();
      encoder.kill('SIGKILL');
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function delayPart(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-motion-'));
  const ffmpeg = await resolveFfmpeg();
  const camera = await startMovingCamera(ffmpeg.path);
  const config = readConfig({
    VIGIL_DATA: path.join(dir, 'data'),
    VIGIL_DEMO: '0',
    VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'),
    VIGIL_LOG_LEVEL: 'error',
  });
  const db = await openDatabase(config.dataDir);
  const media = createMediaControl({ db, config, ffmpeg, options: {} });
  const { app } = await buildApp({ config, db, media });
  await app.ready();
  try {
    const unlock = await app.inject({
      method: 'POST',
      url: '/v1/system/unlock',
      payload: { login: 'admin', password: 'Bench-Boss-2026', email: 'admin@example.com' },
    });
    const cookie = `vigil_session=${unlock.cookies.find((c) => c.name === 'vigil_session')?.value}`;
    const [row] = await db
      .insertInto('streams')
      .values(streamRow({ uid: 'gate', name: 'Gate', source: camera.url, motion_enabled: 1 }))
      .returningAll()
      .execute();
    await media.apply(row!);
    const started = Date.now();
    while (media.status('gate')?.status !== 'running') {
      if (Date.now() - started > 30_000) throw new Error('the recorder did not start in 30 s');
      await sleep(200);
    }
    await sleep(8000);
    const listed = async (since: number) => {
      const res = await app.inject({ url: `/v1/events?streamId=gate&pageSize=5`, headers: { cookie } });
      const items = res.json<{ items: { startTime: string }[] }>().items;
      return items.some((e) => Date.parse(e.startTime) >= since - 1500);
    };
    const delays: number[] = [];
    let missed = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = camera.move(true);
      let found: number | null = null;
      while (Date.now() - t0 < 4000 && found === null) {
        if (await listed(t0)) found = Date.now() - t0;
        else await sleep(25);
      }
      const rest = 4000 - (Date.now() - t0);
      if (rest > 0) await sleep(rest);
      camera.move(false);
      if (found === null) missed++;
      else delays.push(found);
      console.log(`run ${i + 1}: ${found === null ? 'not listed within 4 s' : `${found} ms`}`);
      // A rest of 6–7 s, so that the runs start at every point of a second.
      await sleep(6000 + Math.floor(Math.random() * 1000));
    }
    delays.sort((a, b) => a - b);
    console.log(
      `\nDetection delay, first moving frame → listed by GET /v1/events: ${delays.length} of ${RUNS} listed; ` +
        `p50 ${delays.length ? percentile(delays, 50) : '-'} ms, p95 ${delays.length ? percentile(delays, 95) : '-'} ms, ` +
        `max ${delays.at(-1) ?? '-'} ms\n`,
    );
    verdict('detection delay p95', missed ? Infinity : percentile(delays, 95), TARGETS.delayP95);
  } finally {
    await media.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await killAllChildren();
    await db.destroy().catch(() => undefined);
    await camera.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; parts: ${[...PARTS].join(', ')}`,
  );
  if (PARTS.has('search')) await searchPart();
  if (PARTS.has('events')) await eventsPart();
  if (PARTS.has('delay')) await delayPart();
  console.log(verdicts.join('\n'));
  if (verdicts.some((v) => v.endsWith('NOT met'))) process.exitCode = 1;
}

void main();
