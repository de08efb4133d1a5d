/**
 * The player's figures against a fresh reference server with the demo
 * archive (VIGIL_DEMO on, a day of backfilled video, real ffmpeg):
 * 1. live time to first frame on localhost, median of 10 opens: from navigation to the
 *    first video frame on screen on /ui/stream/front-door/view (requestVideoFrameCallback's
 *    expected display time of that frame; when the callback ran, which waits for the page's main
 *    thread, and the first `playing` event are printed beside it), on a cold page load, and from a
 *    click-like client-side navigation inside the running console. The cold load is measured
 *    twice: in a browser with a profile on disk, as an operator's browser is (its HTTP cache
 *    and V8's code cache kept between loads), and in a fresh private context (Playwright's
 *    default: an in-memory profile, no code cache, the worst case). For each, the medians of
 *    its milestones too (boot calls sent, the stream's status answered, the live playlist
 *    asked, the page's first commit, the media source opened);
 * 2. on-demand time to first frame: a new live-on-demand stream (demo source, idle: nothing runs
 *    until a player asks) opened cold, median of ON_DEMAND_OPENS; its milestones (the live playlist
 *    first asked, the first media segment asked) beside it;
 * 3. the sign-in page's JavaScript: every script a signed-out browser with nothing cached downloads
 *    for /ui/auth until the network is idle, gzipped here (level 6) and summed (target 200 KB);
 * 4. the timeline's frame time with a 24-hour window over that archive: every draw
 *    of 5 s of the 20 ms tick, measured by the component itself when
 *    localStorage 'vigil:bench' is '1'; p50 and p99;
 * 5. live latency: the wall clock minus the clock in the picture on screen, read every
 *    250 ms for LATENCY_SECONDS (60) after the picture settles, p50 and p95, for a demo source
 *    (encoded by the server) and a camera's H.264 (copied), in a single player per transport
 *    (WebRTC as the player picks it, then low-latency HLS with the page's WHEP offers answered as a
 *    server with WebRTC off answers them) and in the tiles of a 3×3 mosaic of both
 *    (support/live-latency.ts);
 * 6. the fallback: with no media path for WebRTC (the server's answer reaches the page without
 *    its candidates, as when a firewall drops the UDP: Chromium's
 *    --force-webrtc-ip-handling-policy=disable_non_proxied_udp still played over loopback here)
 *    and with the WHEP offer refused, navigation → the first LL-HLS picture, median of
 *    FALLBACK_OPENS cold opens;
 * 7. many viewers: 1, 4, 9 and 16 pages of the single player on one demo stream over WebRTC, the
 *    latency p95 across them and the CPU of the server's Node process over the reading
 *    (support/viewers.ts).
 * Every figure says which transport played: the player's `data-transport` on its video.
 * Usage: npm run bench:player   (DIST=<built console> to measure another build;
 *   PLAYER_BENCH=latency for 5 and 6 only, PLAYER_BENCH=viewers for 7 only, PLAYER_BENCH=first-frame
 *   for the live first frames of 1 only, each on a server without the demo streams and their
 *   archive backfill; LATENCY_SECONDS=<n> for a shorter reading, OPENS=<n> fewer opens in 1,
 *   VIEWERS=1,4,9,16 the steps of 7)
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import {
  countTransports,
  createLiveStream,
  createMosaic,
  describeLatency,
  readLatencies,
  refuseWebrtc,
  blockWebrtcMedia,
  STALLS_SCRIPT,
  startCamera,
  transportName,
  transportsOf,
  verdict,
  waitForTransport,
  type LatencyReadings,
  type Transport,
} from './support/live-latency';
import { kb, recordScripts, sumSizes } from './support/script-sizes';
import { percentile } from './support/seed-app';
import { viewerSteps, withCpu } from './support/viewers';
import { waitFor, waitForDemoArchive } from './support/wait-for';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const OPENS = Number(process.env.OPENS ?? 10);
const ON_DEMAND_OPENS = Number(process.env.ON_DEMAND_OPENS ?? 5);
const FALLBACK_OPENS = Number(process.env.FALLBACK_OPENS ?? 5);
const DIST = path.resolve(process.env.DIST ?? 'dist');
const ADMIN = { login: 'admin', password: 'Bench-Boss-2026', email: 'admin@example.com' };
/** One part only (on a server without the demo streams), or everything. */
const MODE = (process.env.PLAYER_BENCH ?? 'all') as 'all' | 'latency' | 'viewers' | 'first-frame';
if (!['all', 'latency', 'viewers', 'first-frame'].includes(MODE)) throw new Error(`PLAYER_BENCH=${MODE}?`);
const LATENCY_SECONDS = Number(process.env.LATENCY_SECONDS ?? 60);
const VIEWERS = (process.env.VIEWERS ?? '1,4,9,16').split(',').map(Number);
/** Targets: WebRTC's picture and the fallback's first LL-HLS picture (ms), the server's CPU at 16 viewers (%). */
const WEBRTC_P95_MS = 400;
const FALLBACK_MS = 2500;
const CPU_AT_16 = 20;

/** The cold load's milestones, in order (see the page's marks below). */
const STEPS = [
  'boot calls sent',
  'stream status answered',
  'live playlist asked',
  'WHEP offer sent',
  'WHEP answered',
  'page committed',
  'media source opened',
];

/**
 * Marks a page sets for the figures: the first video frame on screen (requestVideoFrameCallback on
 * every <video> that appears: the frame's expected display time, which the compositor decides,
 * and when the callback itself ran, which waits for the page's main thread) and, for comparison,
 * the first 'playing' event; the milestones of a
 * cold load: the page's first commit (its video is in the document) and the video's media source
 * starting to load. A string, so that the bundler's helpers do not leak into the page.
 */
const MARKS_SCRIPT = `(() => {
  const seen = new WeakSet();
  document.addEventListener('playing', () => (window.__playing ??= performance.now()), true);
  const look = () => {
    for (const video of document.querySelectorAll('video')) {
      if (seen.has(video)) continue;
      seen.add(video);
      // A picture that began playing before its element was in the page (a warm WebRTC session's): from now.
      if (!video.paused && video.readyState >= 3) window.__playing ??= performance.now();
      video.requestVideoFrameCallback((now, frame) => {
        window.__firstFrame ??= frame.expectedDisplayTime;
        window.__frameCallback ??= performance.now();
      });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  // Milestones of a cold load, for the breakdown: the page's first commit (its video is in the
  // document) and the video's media source starting to load.
  new MutationObserver((_, observer) => {
    if (!document.querySelector('video')) return;
    window.__committed ??= performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
  document.addEventListener('loadstart', () => (window.__loadstart ??= performance.now()), true);
})()`;

type Marks = {
  __firstFrame?: number;
  __frameCallback?: number;
  __playing?: number;
  __opened?: number;
  __committed?: number;
  __loadstart?: number;
};

const shown = () => (window as unknown as Marks).__firstFrame !== undefined;

/** Signs the administrator in and sets the page marks in a browser context. */
async function prepare(context: BrowserContext): Promise<void> {
  const signIn = await context.request.post(`${BASE}/v1/sign-in`, {
    data: { login: ADMIN.login, password: ADMIN.password },
  });
  if (!signIn.ok()) throw new Error('sign-in failed');
  await context.addInitScript(MARKS_SCRIPT);
}

interface ColdLoads {
  /** First frames on screen (their expected display time), sorted (ms after navigation). */
  frames: number[];
  /** When the first frame's callback ran, and the first 'playing' event, sorted. */
  callbacks: number[];
  playings: number[];
  steps: Map<string, number[]>;
  /** What carried each open's picture. */
  transports: Transport[];
}

/** OPENS cold page loads of a stream's player in a context, after one that warms its cache. */
async function coldOpens(context: BrowserContext, uid: string, opens = OPENS): Promise<ColdLoads> {
  const frames: number[] = [];
  const callbacks: number[] = [];
  const playings: number[] = [];
  const transports: Transport[] = [];
  const steps = new Map<string, number[]>();
  for (let i = 0; i < opens + 1; i += 1) {
    const page = await context.newPage();
    await page.goto(`${BASE}/ui/stream/${uid}/view`);
    await page.waitForFunction(shown, null, { timeout: 30_000 });
    const transport = await waitForTransport(page);
    // A string, so that the bundler's helpers do not leak into the page.
    const [frame, callback, playing, ...milestones] = (await page.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource');
      const find = (end) => entries.find((e) => new URL(e.name).pathname.endsWith(end));
      return [
        window.__firstFrame,
        window.__frameCallback,
        window.__playing,
        find('/ui/settings')?.startTime ?? NaN,
        find(${JSON.stringify(`/v1/stream/${uid}`)})?.responseEnd ?? NaN,
        find('/live/index.m3u8')?.startTime ?? NaN,
        find('/live/whep')?.startTime ?? NaN,
        find('/live/whep')?.responseEnd ?? NaN,
        window.__committed,
        window.__loadstart,
      ];
    })()`)) as number[];
    if (i > 0) {
      // the first open warms the browser's cache
      frames.push(frame!);
      callbacks.push(callback!);
      playings.push(playing!);
      transports.push(transport);
      STEPS.forEach((step, k) => steps.set(step, [...(steps.get(step) ?? []), milestones[k]!]));
    }
    await page.close();
  }
  for (const list of [frames, callbacks, playings]) list.sort((a, b) => a - b);
  return { frames, callbacks, playings, steps, transports };
}

interface OnDemandOpens {
  frames: number[];
  /** When the live playlist was first asked, and the first media segment (medians' inputs). */
  playlistAsked: number[];
  segmentAsked: number[];
  transports: Transport[];
}

/**
 * Cold opens of a live-on-demand stream nobody watched yet: each open a new idle stream (a demo
 * source, archive off), deleted after, so its source starts only when the player asks for it.
 */
async function onDemandOpens(context: BrowserContext): Promise<OnDemandOpens> {
  const result: OnDemandOpens = { frames: [], playlistAsked: [], segmentAsked: [], transports: [] };
  for (let i = 0; i < ON_DEMAND_OPENS; i += 1) {
    const created = await context.request.post(`${BASE}/v1/stream`, {
      data: { name: `On demand ${i}`, streamSource: `demo://on-demand-${i}`, live: { onDemand: true } },
    });
    if (!created.ok()) throw new Error(`creating an on-demand stream: ${await created.text()}`);
    const { uid } = (await created.json()) as { uid: string };
    const page = await context.newPage();
    try {
      await page.goto(`${BASE}/ui/stream/${uid}/view`);
      await page.waitForFunction(shown, null, { timeout: 60_000 });
      result.transports.push(await waitForTransport(page));
      const [frame, playlist, segment] = (await page.evaluate(`(() => {
        const entries = performance.getEntriesByType('resource');
        const first = (test) => entries.find((e) => test(new URL(e.name).pathname))?.startTime ?? NaN;
        return [
          window.__firstFrame,
          first((p) => p.endsWith('/live/index.m3u8')),
          first((p) => p.endsWith('.m4s')),
        ];
      })()`)) as number[];
      result.frames.push(frame!);
      result.playlistAsked.push(playlist!);
      result.segmentAsked.push(segment!);
    } finally {
      await page.close();
      await context.request.delete(`${BASE}/v1/stream/${uid}?purge=true`);
    }
  }
  result.frames.sort((a, b) => a - b);
  return result;
}

/** What a signed-out browser with nothing cached downloads for the sign-in page (a new context). */
async function signInPageScripts(browser: Browser): Promise<{ gzip: number; files: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const recorded = recordScripts(page);
    await page.goto(`${BASE}/ui/auth`, { waitUntil: 'networkidle' });
    await recorded.settled();
    const total = sumSizes([...recorded.scripts]);
    return { gzip: total.gzip, files: recorded.scripts.size };
  } finally {
    await context.close();
  }
}

/** Prints one kind of cold load: the median first frame, its range, 'playing', and the milestones. */
function printColdLoads(title: string, { frames, callbacks, playings, steps, transports }: ColdLoads): void {
  // A step a load did not take (no live playlist is asked while WebRTC plays) is left out.
  const stepMedian = (step: string) => {
    const taken = steps.get(step)!.filter(Number.isFinite);
    return taken.length
      ? percentile(
          taken.sort((a, b) => a - b),
          50,
        ).toFixed(0)
      : 'not taken';
  };
  console.log(`  ${title}, played over ${countTransports(transports)}:`);
  console.log(
    `    median ${percentile(frames, 50).toFixed(0)}  min ${frames[0]!.toFixed(0)}  max ${frames.at(-1)!.toFixed(0)}` +
      `  (its callback ran: median ${percentile(callbacks, 50).toFixed(0)}; the first 'playing' event: median ${percentile(playings, 50).toFixed(0)})`,
  );
  console.log(`    where the time goes (medians): ${STEPS.map((step) => `${step} ${stepMedian(step)}`).join(' · ')}`);
}

/** Live first frames (1 above) of a stream's player: cold with a profile, cold in `context`, inside the console. */
async function liveFirstFrames(browser: Browser, context: BrowserContext, uid: string): Promise<void> {
  // A cold load in a browser with its profile on disk, as an operator's browser is.
  const userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-profile-'));
  const profile = await chromium.launchPersistentContext(userDir, {
    ...chromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
  });
  let withProfile: ColdLoads;
  try {
    await prepare(profile);
    withProfile = await coldOpens(profile, uid);
  } finally {
    await profile.close();
    fs.rmSync(userDir, { recursive: true, force: true });
  }

  // The same in a fresh private context (no code cache), which the rest of the bench uses too.
  const privateLoads = await coldOpens(context, uid);

  // The same, opened inside the running console (a click on a stream): client-side navigation.
  const inApp: number[] = [];
  const inAppTransports: Transport[] = [];
  const app = await context.newPage();
  await app.goto(`${BASE}/ui/streams`);
  const go = (to: string) =>
    app.evaluate((path) => {
      const w = window as unknown as Marks;
      w.__firstFrame = undefined;
      w.__frameCallback = undefined;
      w.__playing = undefined;
      w.__opened = performance.now();
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  for (let i = 0; i < OPENS + 1; i += 1) {
    await go(`/ui/stream/${uid}/view`);
    await app.waitForFunction(shown);
    const ms = await app.evaluate(() => {
      const w = window as unknown as Required<Marks>;
      return w.__firstFrame - w.__opened;
    });
    const transport = await waitForTransport(app);
    if (i > 0) {
      inApp.push(ms);
      inAppTransports.push(transport);
    }
    await go('/ui/streams');
    await app.getByRole('heading', { name: 'Streams' }).waitFor();
  }
  inApp.sort((a, b) => a - b);
  await app.close();

  console.log(`\nlive time to first frame, navigation → first picture presented (${OPENS} opens each, ms):`);
  printColdLoads('cold page load, a browser with its profile (HTTP cache and V8 code cache kept)', withProfile);
  printColdLoads('cold page load, a fresh private context (no code cache: the worst case)', privateLoads);
  const appMedian = percentile(inApp, 50);
  console.log(`  opened from the streams page inside the console, played over ${countTransports(inAppTransports)}:`);
  console.log(`    median ${appMedian.toFixed(0)}  min ${inApp[0]!.toFixed(0)}  max ${inApp.at(-1)!.toFixed(0)}`);
  const met = (ms: number) => `${ms.toFixed(0)} ${verdict(ms < 1000)}`;
  console.log(
    `  target < 1000 ms: in the console ${met(appMedian)}; cold load with a profile ` +
      `${met(percentile(withProfile.frames, 50))}; cold load in a private context ` +
      `${met(percentile(privateLoads.frames, 50))}`,
  );
}

/** The figures of an opening player (1 to 4 above), on the demo archive once it is backfilled. */
async function openingFigures(browser: Browser): Promise<void> {
  await waitForDemoArchive(PORT);

  const signInPage = await signInPageScripts(browser);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await prepare(context);
  await liveFirstFrames(browser, context, 'front-door');

  // A live-on-demand stream that is not running yet, opened cold in the same context.
  const onDemand = await onDemandOpens(context);

  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('vigil:bench', '1'));
  await page.goto(`${BASE}/ui/stream/front-door/view`);
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await page.waitForTimeout(1500); // the 24-hour window's ranges arrive
  await page.evaluate(() => performance.clearMeasures('timeline-draw'));
  await page.waitForTimeout(5000);
  const draws = (await page.evaluate(() => performance.getEntriesByName('timeline-draw').map((e) => e.duration))).sort(
    (a, b) => a - b,
  );
  const windowHours = await page
    .getByRole('group', { name: 'Archive timeline' })
    .locator('canvas')
    .evaluate((c) => (Number(c.dataset.end) - Number(c.dataset.start)) / 3_600_000);
  await context.close();

  const median = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  const onDemandMedian = median(onDemand.frames);
  console.log(
    `\non-demand time to first frame, a stream not running until the player opens (${ON_DEMAND_OPENS} cold opens, ms, ` +
      `played over ${countTransports(onDemand.transports)}):`,
  );
  console.log(
    `  median ${onDemandMedian.toFixed(0)}  min ${onDemand.frames[0]!.toFixed(0)}  max ${onDemand.frames.at(-1)!.toFixed(0)}` +
      `  (medians: live playlist first asked ${median(onDemand.playlistAsked).toFixed(0)}, ` +
      `first segment asked ${median(onDemand.segmentAsked).toFixed(0)})`,
  );
  console.log(`  target < 3000 ms: ${verdict(onDemandMedian < 3000)}`);
  console.log(
    `\nsign-in page JavaScript (/ui/auth signed out, nothing cached): ${kb(signInPage.gzip)} KB gzip ` +
      `in ${signInPage.files} files; target < 200 KB: ${verdict(signInPage.gzip < 200 * 1024)}`,
  );
  console.log(`\ntimeline frame time, ${windowHours.toFixed(1)}-hour window, ${draws.length} draws in 5 s (ms):`);
  const p99 = percentile(draws, 99);
  console.log(`  p50 ${percentile(draws, 50).toFixed(3)}  p99 ${p99.toFixed(3)}  max ${draws.at(-1)!.toFixed(3)}`);
  console.log(`  target p99 < 2 ms: ${verdict(p99 < 2)}`);
}

/** Times `count` API calls made by the page one after another (ms, p50, p95 and max). */
async function apiCallTimes(page: Page, count: number): Promise<{ p50: number; p95: number; max: number }> {
  const times = await page.evaluate(async (n) => {
    const out: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const t0 = performance.now();
      await fetch('/v1/streams?limit=1', { credentials: 'include' }).then((r) => r.text());
      out.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return out;
  }, count);
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
}

/** The target a single player's latency is held to, by what carried it, with its verdict. */
function singleTarget(transport: Transport, { latencies }: LatencyReadings): string {
  const p50 = latencies.length ? percentile(latencies, 50) : Infinity;
  const p95 = latencies.length ? percentile(latencies, 95) : Infinity;
  if (transport === 'webrtc') return `target p95 ≤ ${WEBRTC_P95_MS}: ${verdict(p95 <= WEBRTC_P95_MS)}`;
  return `target p50 ≤ 2,000 and p95 ≤ 3,000: ${verdict(p50 <= 2000 && p95 <= 3000)}`;
}

/**
 * Live latency (5 above): a demo stream and a camera, each in a player of its own over WebRTC and
 * then over LL-HLS, then in a 3×3 mosaic; and the fallback (6 above) on the demo stream.
 */
async function liveLatencyFigures(browser: Browser, api: APIRequestContext): Promise<void> {
  const camera = await startCamera('Latency camera');
  try {
    const sources = [
      { name: 'Latency demo', source: 'demo://Latency-demo', kind: 'demo source (encoded by the server)' },
      { name: 'Latency camera', source: camera.url, kind: 'camera H.264 over HTTP (copied)' },
    ];
    const uids = [];
    for (const s of sources) uids.push(await createLiveStream(api, s.name, s.source));
    const mosaic = await createMosaic(api, 'Latency 3x3', 3, 3, uids);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await prepare(context);
    await context.addInitScript(STALLS_SCRIPT);
    const options = { seconds: LATENCY_SECONDS, settleSeconds: 5, everyMs: 250 };
    const lines: string[] = [];
    for (const [i, s] of sources.entries()) {
      // As the player picks it (WebRTC), then with the page's offers refused as a server with WebRTC off does.
      for (const refused of [false, true]) {
        const page = await context.newPage();
        if (refused) await refuseWebrtc(page);
        await page.goto(`${BASE}/ui/stream/${uids[i]}/view`);
        const transport = await waitForTransport(page);
        const { bySource, stalls } = await readLatencies(page, 'video', [s.name], options);
        const [after] = await transportsOf(page, 'video');
        const carried = after === transport ? transportName(transport) : `${transportName(transport)}, then ${after}`;
        const readings = bySource.get(s.name)!;
        lines.push(
          `  ${s.kind}, single player over ${carried}${refused ? ' (WHEP refused)' : ''}: ` +
            `${describeLatency(readings)}; ${stalls} stalls; ${singleTarget(after ?? transport, readings)}`,
        );
        await page.close();
      }
    }
    const page = await context.newPage();
    await page.goto(`${BASE}/ui/mosaic/${mosaic}`);
    const tiles = page.locator('[data-tile]:has(video)');
    await tiles.first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-tile] video').length === 9);
    const labels = await tiles.evaluateAll((list) => list.map((t) => t.getAttribute('aria-label') ?? ''));
    const wall = await readLatencies(page, '[data-tile] video', labels, options);
    const tileTransports = countTransports(await transportsOf(page, '[data-tile] video'));
    for (const s of sources)
      lines.push(`  ${s.kind}, 3×3 mosaic tiles: ${describeLatency(wall.bySource.get(s.name)!)}`);
    lines.push(`  the 9 tiles played over ${tileTransports}; their stalls while read: ${wall.stalls}`);
    // The connection budget: the page's own API calls while the nine tiles play (HTTP/1.1, six
    // connections to the server; a tile that held one with a blocking reload would queue them).
    const calls = await apiCallTimes(page, 20);
    lines.push(
      `  the page's API calls while the 9 tiles play: p50 ${calls.p50} ms, p95 ${calls.p95} ms, max ${calls.max} ms`,
    );
    await context.close();
    console.log(
      `\nlive latency, wall clock − the clock in the picture on screen, ${LATENCY_SECONDS} s each, ` +
        `read every ${options.everyMs} ms (ms):`,
    );
    for (const line of lines) console.log(line);
    console.log(
      `  targets: single player over WebRTC p95 ≤ ${WEBRTC_P95_MS}; over LL-HLS p50 ≤ 2,000 and p95 ≤ 3,000; ` +
        '3×3 mosaic tiles p50 ≤ 3,000',
    );
    await fallbackFigures(browser, uids[0]!);
  } finally {
    await camera.stop();
  }
}

/**
 * The fallback (6 above): navigation → the first picture when WebRTC cannot play, cold opens of a
 * stream's player in a fresh context, two ways: no media path (the offer is answered, no connection
 * comes: the player waits for its picture, then plays LL-HLS), and the offer refused by the server
 * (503, as with WebRTC switched off: LL-HLS at once).
 */
async function fallbackFigures(browser: Browser, uid: string): Promise<void> {
  const ways = [
    { title: 'no media path (the answer without candidates, as when UDP is dropped)', block: blockWebrtcMedia },
    { title: 'the WHEP offer refused by the server (503, webrtcOff)', block: refuseWebrtc },
  ];
  const lines: string[] = [];
  for (const way of ways) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await prepare(context);
    await way.block(context);
    const { frames, transports } = await coldOpens(context, uid, FALLBACK_OPENS);
    await context.close();
    const median = percentile(frames, 50);
    const allHls = transports.every((t) => t === 'hls');
    lines.push(
      `  ${way.title}: median ${median.toFixed(0)}  min ${frames[0]!.toFixed(0)}  max ${frames.at(-1)!.toFixed(0)}` +
        `; played over ${countTransports(transports)}; target median ≤ ${FALLBACK_MS.toLocaleString('en-GB')}: ` +
        verdict(allHls && median <= FALLBACK_MS),
    );
  }
  console.log(
    `\nfallback to LL-HLS, navigation → first picture presented without WebRTC (${FALLBACK_OPENS} cold opens each, ms):`,
  );
  for (const line of lines) console.log(line);
}

/** Many viewers (7 above): one demo stream watched by 1, 4, 9 and 16 single players, over WebRTC. */
async function viewerFigures(browser: Browser, api: APIRequestContext, serverPid: number): Promise<void> {
  const uid = await createLiveStream(api, 'Viewers demo', 'demo://Viewers-demo');
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  await prepare(context);
  await context.addInitScript(STALLS_SCRIPT);
  const idle = await withCpu(serverPid, () => new Promise((resolve) => setTimeout(resolve, 5000)));
  const steps = await viewerSteps(context, `${BASE}/ui/stream/${uid}/view`, serverPid, VIEWERS, LATENCY_SECONDS);
  await context.close();
  console.log(
    `\nmany viewers of one demo stream, a page of the single player each, read together for ${LATENCY_SECONDS} s ` +
      `(latency ms; the CPU of the server's Node process, % of one core):`,
  );
  console.log(`  no viewer: server CPU ${idle.cpuPercent.toFixed(1)} %`);
  for (const step of steps) {
    const { latencies } = step.readings;
    const p95 = latencies.length ? percentile(latencies, 95) : Infinity;
    const overWebrtc = step.transports.every((t) => t === 'webrtc');
    console.log(
      `  ${step.viewers} viewers over ${countTransports(step.transports)}: ${describeLatency(step.readings)}; ` +
        `${step.stalls} stalls; ${step.fallbacks} opens fell back so far; server CPU ${step.cpuPercent.toFixed(1)} % ` +
        `(${(step.cpuPercent / step.viewers).toFixed(2)} a viewer); ` +
        `p95 ≤ ${WEBRTC_P95_MS}: ${verdict(overWebrtc && p95 <= WEBRTC_P95_MS)}, ` +
        `CPU ≤ ${CPU_AT_16} %: ${verdict(step.cpuPercent <= CPU_AT_16)}`,
    );
  }
  console.log(`  targets at 16 viewers over WebRTC: p95 ≤ ${WEBRTC_P95_MS} ms, the server ≤ ${CPU_AT_16} % of a core`);
}

/** The first frames (1 above) alone, on a demo stream of a server without the demo archive. */
async function firstFrameFigures(browser: Browser, api: APIRequestContext): Promise<void> {
  const uid = await createLiveStream(api, 'First frame demo', 'demo://First-frame-demo');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await prepare(context);
  await liveFirstFrames(browser, context, uid);
  await context.close();
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve.ts', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VIGIL_LOG_LEVEL: 'warn',
      VIGIL_CONSOLE_DIR: DIST,
      ...(MODE === 'all' ? {} : { VIGIL_DEMO: '0' }),
    },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitFor(async () => (await fetch(`${BASE}/v1/system/health`)).status !== 0, 60_000, 'the server');
    const api = await request.newContext({ baseURL: BASE });
    await api.post('/v1/system/unlock', { data: ADMIN });
    if (MODE === 'all') await openingFigures(browser);
    if (MODE === 'first-frame') await firstFrameFigures(browser, api);
    if (MODE === 'all' || MODE === 'latency') await liveLatencyFigures(browser, api);
    if (MODE === 'all' || MODE === 'viewers') await viewerFigures(browser, api, server.pid!);
    await api.dispose();
    console.log(
      `\n(Node ${process.version}, ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
