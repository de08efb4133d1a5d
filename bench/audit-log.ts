/**
 * The audit log with 1,000,000 entries: the first page of GET /v1/admin/audit-logs with each
 * filter, and the CSV export of the whole log with the server's memory growth.
 *
 * A real app (buildApp, a temporary data folder, VIGIL_DEMO=0) listens on 127.0.0.1 on a free
 * port; the entries are inserted by SQL in batches (80 days of entries, 500 actors, 20 actions in
 * 8 groups, 90 % success, 7 % failure, 3 % denied, 5,000 targets, 2,000 addresses). Each list case
 * sends sequential requests over real HTTP with node's fetch: a warm-up, then the timed samples
 * (the whole response read). The export is read as it streams and dropped; the process's RSS and
 * heap are sampled every 20 ms while it runs. Prints p50/p95/p99 per case and whether p95 < 50 ms.
 *
 *   npm run bench:audit            (ENTRIES=1000000 SAMPLES=100 to change)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { openDatabase, type Db } from '../server/src/core/db/db';
import { ADMIN, percentile, printTable } from './support/seed-app';

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const WARMUP = 10;
const TARGET_P95_MS = 50;
const BATCH = 100_000;
const SPAN_MS = 80 * 86_400_000;
const ACTIONS = [
  'auth.sign-in',
  'auth.sign-out',
  'user.create',
  'user.update',
  'user.block',
  'user.session.delete',
  'stream.create',
  'stream.update',
  'stream.delete',
  'stream.pause',
  'permissions.stream',
  'permissions.user',
  'mosaic.create',
  'mosaic.save',
  'token.create',
  'token.delete',
  'archive.view',
  'archive.download',
  'access.denied',
  'access.unauthenticated',
];

/** Inserts `count` entries spread evenly over the 80 days before `now`, oldest first. */
async function seed(db: Db, count: number, now: number): Promise<void> {
  const actions = JSON.stringify(ACTIONS);
  const step = SPAN_MS / count;
  for (let from = 0; from < count; from += BATCH) {
    const n = Math.min(BATCH, count - from);
    await sql`WITH RECURSIVE seq(i) AS (SELECT ${sql.lit(from)} UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${sql.lit(from + n)}),
      rows AS (SELECT i, json_extract(${actions}, '$[' || ((i * 7) % ${sql.lit(ACTIONS.length)}) || ']') AS action FROM seq)
      INSERT INTO audit_log (time, actor, address, action, action_group, target, outcome, details)
      SELECT CAST(${now - SPAN_MS} + i * ${step} AS INTEGER), 'user-' || ((i * 7919) % 500),
        '10.0.' || (i % 8) || '.' || ((i * 31) % 250), action, substr(action, 1, instr(action, '.') - 1),
        'cam-' || ((i * 104729) % 5000),
        CASE WHEN i % 100 < 90 THEN 'success' WHEN i % 100 < 97 THEN 'failure' ELSE 'denied' END,
        '{"fields":"name,tags"}'
      FROM rows`.execute(db);
  }
}

async function timeList(url: string, cookie: string) {
  const headers = { cookie: `vigil_session=${cookie}` };
  let shape = '';
  for (let i = 0; i < WARMUP; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: unknown[]; total: number };
    shape = `${body.items.length}/${body.total}`;
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - start);
  }
  return { shape, times: times.sort((a, b) => a - b) };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function timeExport(url: string, cookie: string) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie: `vigil_session=${cookie}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  return { ms, bytes, rows: lines - 1, rssGrowth: peakRss - before.rss, heapGrowth: peakHeap - before.heapUsed };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-audit-'));
  const config = readConfig({
    VIGIL_DATA: dir,
    VIGIL_DEMO: '0',
    VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'),
    VIGIL_LOG_LEVEL: 'error',
  });
  const db = await openDatabase(config.dataDir);
  const { app } = await buildApp({ config, db });
  try {
    const unlock = await app.inject({ method: 'POST', url: '/v1/system/unlock', payload: ADMIN });
    const cookie = unlock.cookies.find((c) => c.name === 'vigil_session')?.value;
    if (!cookie) throw new Error(`unlock: ${unlock.statusCode} ${unlock.body}`);
    const t0 = performance.now();
    const now = Date.now();
    await seed(db, ENTRIES, now - 60_000);
    await sql`ANALYZE`.execute(db);
    console.log(`${ENTRIES} audit entries inserted in ${Math.round(performance.now() - t0)} ms`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/admin/audit-logs`;
    const day = `from=${new Date(now - 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;

    const cases: [string, string][] = [
      ['no filter', ''],
      ['actor', 'actor=user-42'],
      ['action', 'action=user.create'],
      ['action group', 'action=auth.'],
      ['outcome failure', 'outcome=failure'],
      ['outcome denied', 'outcome=denied'],
      ['target', 'target=cam-42'],
      ['address', 'address=10.0.3.17'],
      ['time, last day', day],
      ['time and actor', `${day}&actor=user-42`],
      ['actor, action and outcome', 'actor=user-42&action=stream.&outcome=success'],
      ['no match', 'actor=nobody'],
    ];
    const rows: string[][] = [];
    let worst = 0;
    for (const [name, query] of cases) {
      const { shape, times } = await timeList(`${base}?page=1&pageSize=50&${query}`, cookie);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      rows.push([
        name,
        shape,
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1)),
        times.at(-1)!.toFixed(1),
        p95 < TARGET_P95_MS ? 'yes' : 'NO',
      ]);
    }
    console.log(`\nGET /v1/admin/audit-logs, first page of 50, ${SAMPLES} sequential requests after ${WARMUP}:\n`);
    printTable(['case', 'items/total', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 < ${TARGET_P95_MS} ms`], rows);
    console.log(
      `\nTarget p95 < ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`,
    );

    const exported = await timeExport(`${base}/export`, cookie);
    console.log(
      `\nCSV export of the whole log: ${exported.rows} rows, ${mb(exported.bytes)} MB in ` +
        `${(exported.ms / 1000).toFixed(1)} s (${Math.round(exported.rows / (exported.ms / 1000))} rows/s); ` +
        `memory growth while it ran: RSS +${mb(exported.rssGrowth)} MB, heap +${mb(exported.heapGrowth)} MB`,
    );
    console.log(
      `(Node ${process.version}, ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
