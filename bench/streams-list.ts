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
import os from 'node:os';
import { percentile, printTable, startSeededApp, timeGets } from './support/seed-app';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const WARMUP = 30;
const TARGET_P95_MS = 20;

async function main(): Promise<void> {
  const { base, adminCookie, viewerCookie, close } = await startSeededApp(STREAMS);
  try {
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
      const { body, times } = await timeGets(url, headers, WARMUP, SAMPLES);
      const [items, total] = [body.items.length, body.total];
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
    console.log(`\nGET /v1/streams over HTTP, ${SAMPLES} sequential requests per case after ${WARMUP} warm-up:\n`);
    printTable(head, rows);
    console.log(
      `\nTarget p95 < ${TARGET_P95_MS} ms for a page of the list: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} ` +
        `(worst p95 ${worst.toFixed(1)} ms; Node ${process.version}, ${os.cpus().length} cores)`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
