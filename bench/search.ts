/**
 * GET /v1/system/internal/ui/search latency with 10,000 streams in the database.
 *
 * The server of `bench:streams` (bench/support/seed-app: a real app, a temporary data folder,
 * 10,000 streams named "<place> camera <n>" with 10 tags, view grants on 1,000 of them for a plain
 * user). Each case sends sequential requests over real HTTP with node's fetch: a warm-up, then
 * the timed samples (the whole response read). Prints p50, p95 and p99 per case and whether
 * p95 < 50 ms.
 *
 *   npm run bench:search            (STREAMS=10000 SAMPLES=300 to change)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile, printTable, startSeededApp } from './support/seed-app';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const WARMUP = 30;
const TARGET_P95_MS = 50;

async function timeSearch(url: string, cookie: string) {
  const headers = { cookie: `vigil_session=${cookie}` };
  let items = 0;
  for (let i = 0; i < WARMUP; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    items = ((await res.json()) as { items: unknown[] }).items.length;
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return { items, times: times.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  const { base, adminCookie, viewerCookie, close } = await startSeededApp(STREAMS);
  try {
    // What people type: a word most names hold, a place (prefix of 2,000 names), a tag, a uid,
    // the start of a name with its number, one letter, and something nothing holds.
    const queries = ['camera', 'north', 'nor', 'parking', 'cam-01234', 'south camera 12', 'e', 'zebra'];
    const cases = [
      ...queries.map((q) => ({ name: `admin, "${q}"`, q, cookie: adminCookie })),
      ...queries.map((q) => ({ name: `user (1,000 granted), "${q}"`, q, cookie: viewerCookie })),
    ];
    const rows: string[][] = [];
    let worst = 0;
    for (const c of cases) {
      const url = `${base}/v1/system/internal/ui/search?q=${encodeURIComponent(c.q)}`;
      const { items, times } = await timeSearch(url, c.cookie);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      rows.push([
        c.name,
        String(items),
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1)),
        times.at(-1)!.toFixed(1),
        p95 < TARGET_P95_MS ? 'yes' : 'NO',
      ]);
    }
    const head = ['case', 'items', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 < ${TARGET_P95_MS} ms`];
    console.log(`\nGET /v1/system/internal/ui/search, ${SAMPLES} sequential requests per case after ${WARMUP}:\n`);
    printTable(head, rows);
    console.log(
      `\nTarget p95 < ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} ` +
        `(worst p95 ${worst.toFixed(1)} ms; Node ${process.version}, ${os.cpus().length} cores, ` +
        `load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
