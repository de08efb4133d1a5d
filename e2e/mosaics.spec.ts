import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from './support/accounts';
import {
  archiveStretches,
  clickTimelineAt,
  preferCompatibility,
  waitForDemoArchive,
  type Stretch,
} from './support/player';
import { readPictureSecond } from './support/time-code';
import { createOnDemandStream } from './support/streams';
import { expect, signInThroughForm, test } from './support/test';

const unique = () => randomBytes(3).toString('hex');

/** The tiles' videos' playing positions. */
const positions = (page: Page) =>
  page.locator('[data-tile] video').evaluateAll((videos) => videos.map((v) => (v as HTMLVideoElement).currentTime));

test.describe('mosaics', () => {
  test('an administrator builds a 2×2 mosaic, watches four tiles play, makes it 1+5, and shares it with a user who cannot edit it', async ({
    page,
    signIn,
    adminApi,
    newUser,
    browser,
  }) => {
    test.setTimeout(180_000);
    const word = unique();
    const names = [1, 2, 3, 4].map((n) => `Wall ${word} ${n}`);
    for (const name of names) await createOnDemandStream(adminApi, name);
    const mosaicName = `Lobby ${word}`;

    await signIn('admin');
    await page.goto('/ui/mosaics');
    await page.getByRole('link', { name: 'Create mosaic' }).first().click();
    await expect(page).toHaveURL(/\/ui\/create-mosaic$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(mosaicName);
    await page.getByRole('searchbox', { name: 'Search streams' }).fill(word);
    const list = page.getByRole('region', { name: 'Streams' });
    // Only the four streams are listed once the search has run: a drag before it could start on a
    // row that the search's answer then replaces.
    await expect(list.getByRole('button', { name: /^Put .+ on a tile$/ })).toHaveCount(4);
    await expect(list.getByText(names[3] ?? '')).toBeVisible();
    // The first stream is dragged onto the second tile (in view: a drag does not scroll the page);
    // the others go to the first empty tiles by their + buttons.
    await list
      .getByRole('listitem')
      .filter({ hasText: names[0] ?? '' })
      .dragTo(page.getByRole('button', { name: 'Tile 2: empty' }));
    await expect(page.getByRole('button', { name: `Tile 2: ${names[0]}` })).toBeVisible();
    for (const name of names.slice(1)) await page.getByRole('button', { name: `Put ${name} on a tile` }).click();
    await expect(page.getByRole('button', { name: `Tile 1: ${names[1]}` })).toBeVisible();
    await page.getByRole('button', { name: 'Create mosaic' }).click();
    await expect(page).toHaveURL(/\/ui\/mosaic\/[A-Za-z0-9_-]+$/);
    const watchUrl = page.url();

    const wall = page.getByRole('region', { name: mosaicName });
    await expect(wall.locator('[data-tile]')).toHaveCount(4);
    await expect(wall.locator('[data-tile] video')).toHaveCount(4);
    await expect.poll(async () => (await positions(page)).filter((t) => t > 0.5).length, { timeout: 60_000 }).toBe(4);
    const before = await positions(page);
    await page.waitForTimeout(2_000);
    const after = await positions(page);
    expect(after.every((t, i) => t > (before[i] ?? 0))).toBe(true);

    // Edit it into one large tile and five small ones.
    await page.getByRole('link', { name: `Setting of "${mosaicName}" mosaic` }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByRole('radiogroup', { name: 'Layout' }).getByText('1+5').click();
    await expect(page.getByRole('button', { name: /^Tile 6: / })).toBeVisible();
    await page.getByRole('switch', { name: 'Shared' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(watchUrl);
    await expect(wall.locator('[data-tile]')).toHaveCount(4);

    // Another user sees the shared mosaic, without its settings button.
    const user = await newUser();
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto('/ui/auth');
    await signInThroughForm(other, user);
    // Signed in once the console leaves the sign-in page: going on before could beat the cookie.
    await expect(other).not.toHaveURL(/\/ui\/auth/);
    await other.goto('/ui/mosaics');
    await expect(other.getByRole('listitem', { name: mosaicName })).toBeVisible();
    await other.goto(watchUrl);
    await expect(other.getByRole('region', { name: mosaicName }).locator('[data-tile]')).toHaveCount(4);
    await expect(other.getByText('No access').first()).toBeVisible();
    await expect(other.getByRole('link', { name: `Setting of "${mosaicName}" mosaic` })).toHaveCount(0);
    await context.close();
  });

  test('a private mosaic is not found for another user', async ({ page, adminApi, signIn, newUser }) => {
    const uid = await createOnDemandStream(adminApi, `Private ${unique()}`);
    const res = await adminApi.post('/v1/mosaic', {
      data: { name: `Private ${unique()}`, layout: { columns: 1, rows: 1 }, cells: [{ position: 0, streamUid: uid }] },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { id } = (await res.json()) as { id: string };
    await signIn(await newUser());
    // The page's own heading (the header shows the title too).
    const notFound = page.getByRole('main').getByRole('heading', { name: 'Page not found' });
    await page.goto(`/ui/mosaic/${id}`);
    await expect(notFound).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Vigil');
    await page.goto('/ui/mosaic/bad~id');
    await expect(notFound).toBeVisible();
  });
});

test.describe("the wall's decode budget", () => {
  // These measure the HLS tiles (playlists, segments, the shared worker, renditions): WebRTC is e2e/webrtc-wall.spec.ts's.
  test.beforeEach(async ({ page }) => preferCompatibility(page));

  /** The stream each live playlist or segment request is for, with when it was sent. */
  function videoRequests(page: Page): { uid: string; at: number }[] {
    const seen: { uid: string; at: number }[] = [];
    page.on('request', (request) => {
      const match = /\/v1\/stream\/([^/]+)\/(?:live|media)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) seen.push({ uid: decodeURIComponent(match[1]), at: Date.now() });
    });
    return seen;
  }

  test('tiles off screen or in a hidden tab stop fetching video within 5 s and fetch again when seen', async ({
    page,
    adminApi,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const word = unique();
    const names = [1, 2, 3, 4].map((n) => `Budget ${word} ${n}`);
    const uids: string[] = [];
    for (const name of names) uids.push(await createOnDemandStream(adminApi, name));
    const res = await adminApi.post('/v1/mosaic', {
      data: {
        name: `Budget ${word}`,
        layout: { columns: 2, rows: 2 },
        cells: uids.map((streamUid, position) => ({ position, streamUid })),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { id } = (await res.json()) as { id: string };
    const requests = videoRequests(page);
    const fetchedSince = (since: number) => new Set(requests.filter((r) => r.at >= since).map((r) => r.uid));

    await signIn('admin');
    await page.goto(`/ui/mosaic/${id}`);
    const tiles = page.locator('[data-tile]');
    await expect.poll(async () => (await positions(page)).filter((t) => t > 0.5).length, { timeout: 60_000 }).toBe(4);
    // The four players transmux in one shared worker.
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([expect.stringMatching(/hls\.worker.*\.js$/)]);

    // A click enlarges the first tile: the three others leave the screen.
    const kept = uids[0] ?? '';
    await page.getByRole('group', { name: names[0] }).click();
    await expect(tiles.and(page.locator('[data-playing="true"]'))).toHaveCount(1, { timeout: 5_000 });
    const quiet = Date.now() + 1_000;
    await page.waitForTimeout(4_000);
    expect([...fetchedSince(quiet)], 'only the enlarged tile fetches video').toEqual([kept]);

    // A second click brings the wall back: every tile fetches and plays again.
    const back = Date.now();
    await page.getByRole('group', { name: names[0] }).click();
    await expect(tiles.and(page.locator('[data-playing="true"]'))).toHaveCount(4, { timeout: 5_000 });
    await expect.poll(() => fetchedSince(back).size, { timeout: 30_000 }).toBe(4);
    await expect.poll(async () => (await positions(page)).filter((t) => t > 0.5).length, { timeout: 60_000 }).toBe(4);

    // The tab hidden (another tab in front): no tile fetches; seen again, all four do. Headless
    // Chromium keeps every tab visible, so the page is told what a browser tells it.
    await setTabHidden(page, true);
    await expect(tiles.and(page.locator('[data-playing="true"]'))).toHaveCount(0, { timeout: 5_000 });
    const hidden = Date.now() + 1_000;
    await page.waitForTimeout(4_000);
    expect([...fetchedSince(hidden)], 'a hidden tab fetches no video').toEqual([]);
    const shown = Date.now();
    await setTabHidden(page, false);
    await expect(tiles.and(page.locator('[data-playing="true"]'))).toHaveCount(4, { timeout: 5_000 });
    await expect.poll(() => fetchedSince(shown).size, { timeout: 30_000 }).toBe(4);
  });
  test('a small tile plays the low-resolution rendition, and the main picture once enlarged', async ({
    page,
    adminApi,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const name = `Small ${unique()}`;
    const uid = await createOnDemandStream(adminApi, name);
    // A 4×4 wall: every tile well under 172 px tall.
    const res = await adminApi.post('/v1/mosaic', {
      data: { name, layout: { columns: 4, rows: 4 }, cells: [{ position: 0, streamUid: uid }] },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { id } = (await res.json()) as { id: string };
    const playlists: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/v1/stream/${uid}/live/`)) playlists.push(path.slice(path.lastIndexOf('/') + 1));
    });

    await signIn('admin');
    await page.goto(`/ui/mosaic/${id}`);
    const tile = page.getByRole('group', { name });
    expect((await tile.boundingBox())?.height ?? 0).toBeLessThan(172);
    await expect.poll(async () => (await positions(page))[0] ?? 0, { timeout: 60_000 }).toBeGreaterThan(0.5);
    expect(playlists).toContain('low.m3u8');
    expect(playlists).not.toContain('index.m3u8');
    const small = await tile.locator('video').evaluate((v) => (v as HTMLVideoElement).videoHeight);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThanOrEqual(180);

    // Enlarged, the tile plays the main picture.
    await tile.click();
    await expect.poll(() => playlists.includes('index.m3u8'), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => tile.locator('video').evaluate((v) => (v as HTMLVideoElement).videoHeight), { timeout: 60_000 })
      .toBeGreaterThan(small);
  });
});

/** What the browser says when a tab goes behind another and comes back: `document.hidden` and its event. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** A moment recorded in every one of the streams, a minute into a stretch they share. */
function sharedMoment(all: Stretch[][]): number | null {
  const recorded = all.map((stretches) => stretches.filter((s) => s.recorded));
  for (const s of recorded[0] ?? []) {
    const at = s.start + 60_000;
    if (at + 120_000 < s.end && recorded.every((list) => list.some((o) => o.start <= at && at + 120_000 < o.end)))
      return at;
  }
  return null;
}

/** The moment as the date picker takes it: local 'YYYY-MM-DD HH:mm:ss'. */
function typed(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

test.describe('a mosaic in the archive', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
  });

  /** A 2×2 mosaic of the three recording demo streams, and a moment all three recorded. */
  const uids = ['front-door', 'parking-lot', 'loading-dock'];

  async function archiveMosaic(adminApi: APIRequestContext): Promise<{ id: string; moment: number }> {
    const now = Date.now();
    const all = await Promise.all(uids.map((uid) => archiveStretches(adminApi, uid, now - 20 * 3_600_000, now)));
    const moment = sharedMoment(all);
    expect(moment, 'a moment all three recorded').not.toBeNull();
    const res = await adminApi.post('/v1/mosaic', {
      data: {
        name: `Archive ${unique()}`,
        layout: { columns: 2, rows: 2 },
        cells: uids.map((streamUid, position) => ({ position, streamUid })),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { id: ((await res.json()) as { id: string }).id, moment: moment ?? 0 };
  }

  /**
   * Once every tile plays and the clock has brought them into step, the second each tile's picture
   * shows (paused together, so they are read at one moment; a tile that has only just started may
   * still be seeking to the clock, so they are read again until they agree, for at most 30 s).
   */
  async function tileSeconds(page: Page): Promise<number[]> {
    const videos = page.locator('[data-tile] video');
    await expect
      .poll(() => videos.evaluateAll((vs) => vs.filter((v) => (v as HTMLVideoElement).currentTime > 1).length), {
        timeout: 60_000,
      })
      .toBe(3);
    let seconds: number[] = [];
    await expect
      .poll(
        async () => {
          await videos.evaluateAll((vs) => vs.forEach((v) => (v as HTMLVideoElement).pause()));
          seconds = [];
          for (let i = 0; i < 3; i++) seconds.push(await readPictureSecond(page, videos.nth(i)));
          const together = seconds.every((s) => Math.abs(s - (seconds[0] ?? 0)) <= 1);
          if (!together) await videos.evaluateAll((vs) => vs.forEach((v) => void (v as HTMLVideoElement).play()));
          return together;
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
    return seconds;
  }

  /** The same second in every tile (one clock), a few seconds after the moment picked. */
  function expectOneClockFrom(seconds: number[], moment: number) {
    const first = seconds[0] ?? 0;
    expect(
      seconds.every((s) => Math.abs(s - first) <= 1),
      JSON.stringify(seconds),
    ).toBe(true);
    const picked = Math.round(moment / 1000) % 2 ** 20;
    expect(first - picked, JSON.stringify({ seconds, picked })).toBeGreaterThanOrEqual(-1);
    expect(first - picked, JSON.stringify({ seconds, picked })).toBeLessThan(40);
  }

  test("the time slider draws the tiles' recordings within 1 s of the wall being drawn, saying it loads until then", async ({
    page,
    adminApi,
    signIn,
  }) => {
    const { id } = await archiveMosaic(adminApi);
    await signIn('admin');
    // When the wall is first drawn, and when the slider first says it is no longer loading, on the page's own clock.
    await page.addInitScript(() => {
      const w = window as unknown as { sliderDrawnAt?: number; wallAt?: number };
      const look = () => {
        if (w.wallAt === undefined && document.querySelector('[data-tile]')) w.wallAt = performance.now();
        const slider = document.querySelector('[role="group"][aria-label="The mosaic\'s recordings"]');
        if (slider?.getAttribute('aria-busy') === 'false') w.sliderDrawnAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`/ui/mosaic/${id}`);
    const slider = page.getByRole('group', { name: "The mosaic's recordings" });
    await expect(slider).toHaveAttribute('aria-busy', 'false');
    await expect(slider).not.toContainText('None of these streams recorded anything');
    const { drawnAt, wallAt } = await page.evaluate(() => ({
      drawnAt: (window as unknown as { sliderDrawnAt?: number }).sliderDrawnAt ?? Infinity,
      wallAt: (window as unknown as { wallAt?: number }).wallAt ?? Infinity,
    }));
    // Its recordings are asked as the page starts, beside the mosaic: the slider is drawn with the wall.
    expect(drawnAt - wallAt).toBeLessThan(1_000);
  });

  test('a moment typed plays every tile from it, each picture showing the same second', async ({
    page,
    adminApi,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const { id, moment } = await archiveMosaic(adminApi);
    await signIn('admin');
    await page.goto(`/ui/mosaic/${id}`);
    await expect(page.locator('[data-tile] video')).toHaveCount(3);
    const picker = page.getByRole('textbox', { name: 'Play the archive from' });
    await picker.click();
    await picker.fill(typed(moment));
    await picker.press('Enter');
    const ok = page.getByRole('button', { name: 'OK' });
    if (await ok.isVisible()) await ok.click();
    expectOneClockFrom(await tileSeconds(page), moment);
  });

  test('a moment clicked on the time slider plays every tile from it', async ({ page, adminApi, signIn }) => {
    test.setTimeout(120_000);
    const { id, moment } = await archiveMosaic(adminApi);
    await signIn('admin');
    await page.goto(`/ui/mosaic/${id}`);
    await expect(page.locator('[data-tile] video')).toHaveCount(3);
    const slider = "The mosaic's recordings";
    // The union of the tiles' recordings is drawn once every slice of the window is in: until then a
    // click finds no recording.
    const picker = page.getByRole('textbox', { name: 'Play the archive from' });
    let clicked = 0;
    await expect(async () => {
      clicked = await clickTimelineAt(page, moment, slider);
      // The date picker shows the moment the slider picked.
      await expect(picker).not.toHaveValue('', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expectOneClockFrom(await tileSeconds(page), clicked);
  });
});
