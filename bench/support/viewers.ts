/**
 * Many viewers of one live stream over WebRTC: N pages of the single player (one browser context),
 * opened in steps, each step read for a while: the latency of every page's picture (the demo
 * picture's clock, support/live-latency.ts) and the CPU the server's own Node process spent
 * meanwhile (/proc/<pid>/stat, utime + stime: its ffmpeg children are not in it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { readLatencies, waitForTransport, type LatencyReadings, type Transport } from './live-latency';

/** The kernel's clock ticks a second (the unit of /proc/<pid>/stat's times). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time (s) a process has spent, user and system, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields 14 and 15 of proc(5) (utime, stime), counted from field 3 after the command's name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Runs `work` and returns its result with the share of one core the process spent meanwhile (%). */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; cpuPercent: number }> {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const result = await work();
  const seconds = (performance.now() - t0) / 1000;
  return { result, cpuPercent: ((cpuSeconds(pid) - cpu0) / seconds) * 100 };
}

export interface ViewersStep {
  viewers: number;
  transports: Transport[];
  /** Every page's readings together (ms, sorted). */
  readings: LatencyReadings;
  stalls: number;
  /** The server's Node process over the reading, % of one core. */
  cpuPercent: number;
  /** Pages that played LL-HLS when opened (and were opened again), up to this step. */
  fallbacks: number;
}

/**
 * Opens pages of `url` in `context` (signed in, with the stalls script) up to each count of `steps`,
 * waits for every page's picture, then reads them all at once for `seconds` while the server's CPU
 * is measured. The pages stay open from one step to the next; the caller closes the context.
 */
export async function viewerSteps(
  context: BrowserContext,
  url: string,
  serverPid: number,
  steps: number[],
  seconds: number,
): Promise<ViewersStep[]> {
  const pages: Page[] = [];
  const results: ViewersStep[] = [];
  let fallbacks = 0;
  for (const viewers of steps) {
    // One page at a time, each playing before the next opens: a page opened while others still
    // negotiate on a busy machine can miss the player's wait for a WebRTC picture and fall back.
    // One that fell back anyway (or showed nothing in a minute) is opened again, twice at most; the
    // count is returned.
    const transportOf = (page: Page) => waitForTransport(page, 60_000).catch(() => null);
    while (pages.length < viewers) {
      const page = await context.newPage();
      await page.goto(url);
      for (let retry = 0; retry < 2 && (await transportOf(page)) !== 'webrtc'; retry += 1) {
        fallbacks += 1;
        await page.reload();
      }
      pages.push(page);
    }
    const transports = await Promise.all(pages.map((page) => waitForTransport(page, 60_000)));
    // Every picture clear and settled first (readLatencies waits for a clear clock), then all read at once.
    await Promise.all(
      pages.map((page) => readLatencies(page, 'video', ['x'], { seconds: 0, settleSeconds: 0, everyMs: 250 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { result, cpuPercent } = await withCpu(serverPid, () =>
      Promise.all(
        pages.map((page) => readLatencies(page, 'video', ['x'], { seconds, settleSeconds: 0, everyMs: 500 })),
      ),
    );
    const latencies = result.flatMap((r) => r.bySource.get('x')!.latencies).sort((a, b) => a - b);
    const unclear = result.reduce((sum, r) => sum + r.bySource.get('x')!.unclear, 0);
    const stalls = result.reduce((sum, r) => sum + r.stalls, 0);
    results.push({ viewers, transports, readings: { latencies, unclear }, stalls, cpuPercent, fallbacks });
  }
  return results;
}
