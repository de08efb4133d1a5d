/**
 * GET /v1/streams latency with 10,000 streams in the database.
 *
 * A real app (buildApp, a temporary data folder, VIGIL_DEMO=0) listens on
 * 127.0.0.1 on a free port; 10,000 streams (10 tags spread over them, 1 in 11
 * untagged, mixed statuses) are inserted in one transaction, with view grants on
 * 1,000 of them for a non-admin user. Each case then sends sequential requests
 * over real HTTP with node's fetch: a warm-up, then the timed samples (the whole
 * response read). Prints p50, p95 and p99 per case and whether p95 < 20 ms.
 *
 *   npm run bench:streams            (STREAMS=10000 SAMPLES=300 to change)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { openDatabase } from '../server/src/data/db';
import type { StreamStatusValue } from '../server/src/data/schema';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const WARMUP = 30;
const TARGET_P95_MS = 20;
const TAGS = ['entrance', 'parking', 'warehouse', 'office', 'lobby', 'roof', 'gate', 'yard', 'dock', 'garage'];
const PLACES = ['North', 'South', 'East', 'West', 'Central'];
const STATUSES: StreamStatusValue[] = ['running', 'running', 'running', 'pending', 'failed', 'paused', 'idle'];
const ADMIN = { login: 'admin', password: 'Bench-Boss-2026', email: 'admin@example.com' };
const VIEWER = { name: 'viewer', password: 'Bench-Watch-2026' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-streams-'));
  const config = readConfig({
    VIGIL_DATA: dir,
    VIGIL_DEMO: '0',
    VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'),
    VIGIL_LOG_LEVEL: 'error',
  });
  const db = await openDatabase(config.dataDir);
  const { app } = await buildApp({ config, db });
  try {
    // Users through the API: the first administrator, then a plain user.
    const unlock = await app.inject({ method: 'POST', url: '/v1/system/unlock', payload: ADMIN });
    const adminCookie = unlock.cookies.find((c) => c.name === 'vigil_session')?.value;
    if (unlock.statusCode !== 200 || !adminCookie) throw new Error(`unlock: ${unlock.statusCode} ${unlock.body}`);
    const created = await app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { cookie: `vigil_session=${adminCookie}` },
      payload: { ...VIEWER, permissionType: 'user' },
    });
    if (created.statusCode !== 200) throw new Error(`create user: ${created.statusCode} ${created.body}`);
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/sign-in',
      payload: { login: VIEWER.name, password: VIEWER.password },
    });
    const viewerCookie = signIn.cookies.find((c) => c.name === 'vigil_session')?.value;
    if (!viewerCookie) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
    const viewerId = (
      await db.selectFrom('users').select('id').where('login', '=', VIEWER.name).executeTakeFirstOrThrow()
    ).id;

    // 10,000 streams in one transaction.
    const t0 = performance.now();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < STREAMS; from += 500) {
        const batch = Array.from({ length: Math.min(500, STREAMS - from) }, (_, k) => {
          const i = from + k;
          const tags = i % 11 === 10 ? [] : [TAGS[i % 10]!, ...(i % 3 === 0 ? [TAGS[(i + 3) % 10]!] : [])];
          const status = STATUSES[i % STATUSES.length]!;
          return {
            row: {
              uid: `cam-${String(i).padStart(5, '0')}`,
              name: `${PLACES[i % PLACES.length]} camera ${i}`,
              source: `rtsp://192.0.2.${i % 250}:554/stream${i}`,
              tags: JSON.stringify(tags),
              location_name: PLACES[i % PLACES.length]!,
              marker: '',
              archive_enabled: i % 2,
              on_demand: status === 'idle' ? 1 : 0,
              paused: status === 'paused' ? 1 : 0,
              status,
              failure_reason: status === 'failed' ? 'Cannot read the source: Connection refused' : null,
              node_id: 'local',
              share_version: 0,
              created_by: null,
              created_at: now - i * 1000,
              updated_at: now - i * 1000,
            },
            tags,
          };
        });
        await trx
          .insertInto('streams')
          .values(batch.map((b) => b.row))
          .execute();
        const tagRows = batch.flatMap((b) => b.tags.map((tag) => ({ stream_uid: b.row.uid, tag })));
        if (tagRows.length) await trx.insertInto('stream_tags').values(tagRows).execute();
        const grants = batch
          .filter((_, k) => (from + k) % 10 === 0)
          .map((b) => ({ user_id: viewerId, stream_uid: b.row.uid, level: 'view' as const }));
        if (grants.length) await trx.insertInto('stream_permissions').values(grants).execute();
      }
    });
    console.log(
      `${STREAMS} streams, ${TAGS.length} tags, view grants on ${Math.ceil(STREAMS / 10)} for "${VIEWER.name}" ` +
        `inserted in ${Math.round(performance.now() - t0)} ms`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cases: { name: string; query: string; cookie: string }[] = [
      { name: 'admin, page 1', query: 'page=1', cookie: adminCookie },
      { name: 'admin, page 50', query: 'page=50', cookie: adminCookie },
      { name: 'admin, page 1 by name', query: 'page=1&sortType=name', cookie: adminCookie },
      { name: 'admin, page 1 by status', query: 'page=1&sortType=status', cookie: adminCookie },
      { name: 'non-admin (1,000 granted), page 1', query: 'page=1', cookie: viewerCookie },
      { name: 'non-admin, page 10', query: 'page=10', cookie: viewerCookie },
      { name: 'admin, grouped by tag', query: 'page=1&groupType=tag', cookie: adminCookie },
      { name: 'non-admin, grouped by tag', query: 'page=1&groupType=tag', cookie: viewerCookie },
      { name: 'admin, search "north"', query: 'page=1&searchingValues=north', cookie: adminCookie },
      { name: 'admin, search "camera 12"', query: 'page=1&searchingValues=camera%2012', cookie: adminCookie },
      { name: 'admin, onlyAvailable', query: 'page=1&onlyAvailable=true', cookie: adminCookie },
      {
        name: 'admin, onlyAvailable, grouped',
        query: 'page=1&onlyAvailable=true&groupType=tag',
        cookie: adminCookie,
      },
    ];

    const rows: string[][] = [];
    let worst = 0;
    for (const c of cases) {
      const url = `${base}/v1/streams?${c.query}`;
      const headers = { cookie: `vigil_session=${c.cookie}` };
      let items = 0;
      let total = 0;
      for (let i = 0; i < WARMUP; i += 1) {
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { items: unknown[]; total: number };
        items = body.items.length;
        total = body.total;
      }
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      rows.push([
        c.name,
        `${items}/${total}`,
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1)),
        times.at(-1)!.toFixed(1),
        p95 < TARGET_P95_MS ? 'yes' : 'NO',
      ]);
    }
    const head = ['case', 'items/total', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 < ${TARGET_P95_MS} ms`];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
    console.log(`\nGET /v1/streams over HTTP, ${SAMPLES} sequential requests per case after ${WARMUP} warm-up:\n`);
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    console.log(
      `\nTarget p95 < ${TARGET_P95_MS} ms for a page of the list: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} ` +
        `(worst p95 ${worst.toFixed(1)} ms; Node ${process.version}, ${os.cpus().length} cores)`,
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
