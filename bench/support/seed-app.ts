/**
 * The benchmarks' server: a real app (buildApp) on a temporary data folder with
 * VIGIL_DEMO=0, a first administrator and a plain user made through the API, and
 * `count` streams inserted in one transaction (10 tags spread over them, 1 in 11
 * untagged, mixed statuses, view grants on 1 in 10 for the plain user).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import { readConfig } from '../../server/src/config';
import { openDatabase, type Db } from '../../server/src/core/db/db';
import type { StreamStatusValue } from '../../server/src/core/db/schema';

export const TAGS = ['entrance', 'parking', 'warehouse', 'office', 'lobby', 'roof', 'gate', 'yard', 'dock', 'garage'];
const PLACES = ['North', 'South', 'East', 'West', 'Central'];
const STATUSES: StreamStatusValue[] = ['running', 'running', 'running', 'pending', 'failed', 'paused', 'idle'];
export const ADMIN = { login: 'admin', password: 'Bench-Boss-2026', email: 'admin@example.com' };
export const VIEWER = { name: 'viewer', password: 'Bench-Watch-2026' };

export interface SeededApp {
  /** http://127.0.0.1:<port> */
  base: string;
  adminCookie: string;
  viewerCookie: string;
  /** The app's database, for benchmarks that seed more than streams. */
  db: Db;
  close(): Promise<void>;
}

/**
 * Starts the app with `count` streams; `consoleDir` serves the built console (or nothing);
 * `databaseUrl` puts the data on that PostgreSQL database rather than SQLite.
 */
export async function startSeededApp(count: number, consoleDir?: string, databaseUrl?: string): Promise<SeededApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
  const config = readConfig({
    VIGIL_DATA: dir,
    VIGIL_DEMO: '0',
    VIGIL_CONSOLE_DIR: consoleDir ?? path.join(dir, 'no-console'),
    VIGIL_LOG_LEVEL: 'error',
    ...(databaseUrl ? { VIGIL_DATABASE_URL: databaseUrl } : {}),
  });
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const { app } = await buildApp({ config, db });
  const close = async () => {
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
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

    const t0 = performance.now();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += 500) {
        const batch = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
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
      `${count} streams, ${TAGS.length} tags, view grants on ${Math.ceil(count / 10)} for "${VIEWER.name}" ` +
        `inserted in ${Math.round(performance.now() - t0)} ms`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { base, adminCookie, viewerCookie, db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints rows as an aligned table: the first column left-aligned, the rest right-aligned. */
export function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/** Times `samples` sequential GETs of `url` (the whole body read) after `warmup` untimed ones; also the last body. */
export async function timeGets(url: string, headers: Record<string, string>, warmup: number, samples: number) {
  let body: { items: unknown[]; total: number } = { items: [], total: 0 };
  for (let i = 0; i < warmup; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    body = (await res.json()) as typeof body;
  }
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return { body, times: times.sort((a, b) => a - b) };
}
