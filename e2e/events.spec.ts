import type { APIRequestContext } from '@playwright/test';
import {
  ARCHIVE_UID,
  archiveStretches,
  hoverTimelineAt,
  timelineWindow,
  waitForDemoArchive,
  waitForPlaying,
} from './support/player';
import { expect, test, type Page } from './support/test';

/**
 * Motion as a user finds it (docs/motion.md): the events page lists the demo's motion across the
 * streams one may view, and a region drawn on the player's picture finds the moments with motion in it.
 */

/** The events the API gives this caller (the page asks the same). */
async function eventStreams(api: APIRequestContext): Promise<{ total: number; streams: Set<string> }> {
  const res = await api.get('/v1/events', { params: { pageSize: 200 } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { items: { streamId: string }[]; total: number };
  return { total: body.total, streams: new Set(body.items.map((e) => e.streamId)) };
}

const eventsTable = (page: Page) => page.getByRole('table', { name: 'Events' });

test.describe('motion events', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The demo day's archive, and the events seeded on its motion, are written by the backfill.
    await waitForDemoArchive();
  });

  test("the events page lists the demo's motion; a user sees only the events of the streams granted", async ({
    page,
    signIn,
    adminApi,
    newUser,
  }) => {
    const all = await eventStreams(adminApi);
    expect(all.total).toBeGreaterThan(0);
    expect(all.streams.has(ARCHIVE_UID)).toBe(true);

    await signIn('admin');
    await page.goto('/ui/events');
    await expect(eventsTable(page).getByText('Front door').first()).toBeVisible({ timeout: 30_000 });

    // A user granted the front door only: its events, and no other stream's.
    const user = await newUser({ maxStreamCreation: 0 });
    const granted = await adminApi.post(`/v1/user/${user.login}/permissions`, {
      data: { items: [{ streamUid: ARCHIVE_UID, level: 'view' }] },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await page.context().clearCookies();
    await signIn(user);
    const mine = await eventStreams(page.request);
    expect(mine.total).toBeGreaterThan(0);
    expect([...mine.streams]).toEqual([ARCHIVE_UID]);
    await page.goto('/ui/events');
    await expect(eventsTable(page).getByText('Front door').first()).toBeVisible({ timeout: 30_000 });
    for (const other of ['Parking lot', 'Loading dock'])
      await expect(eventsTable(page).getByText(other)).toHaveCount(0);

    // A user granted nothing: no events, and the page says where events come from.
    const stranger = await newUser({ maxStreamCreation: 0 });
    await page.context().clearCookies();
    await signIn(stranger);
    expect((await eventStreams(page.request)).total).toBe(0);
    await page.goto('/ui/events');
    await expect(page.getByText(/Motion detection finds events on streams that record/)).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a region drawn on the picture finds the moments with motion in it', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await expect(page.locator('video')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Search a region' }).click();
    const overlay = page.getByRole('application', {
      name: 'Draw a rectangle over the picture to search it for motion',
    });
    const box = (await overlay.boundingBox())!;
    const draw = async (from: [number, number], to: [number, number]) => {
      await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
      await page.mouse.up();
    };
    const results = page.getByRole('region', { name: 'Motion in the region' });
    // The top right corner: nothing moves there.
    await draw([0.7, 0.02], [0.98, 0.2]);
    await expect(results.getByRole('status')).toHaveText(/^0 moments with motion in the region/, { timeout: 30_000 });
    // The middle and lower part of the picture, where the demo's objects move.
    await draw([0.05, 0.3], [0.95, 0.95]);
    await expect(results.getByRole('status')).toHaveText(/^[1-9]\d* moments? with motion in the region/, {
      timeout: 30_000,
    });
    const moments = results.getByRole('listitem');
    expect(await moments.count()).toBeGreaterThan(0);
  });

  test('hovering a recording on the timeline shows a picture of that moment', async ({ page, signIn, adminApi }) => {
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    // Playing: the player's controls are all drawn, and the timeline stays where the pointer goes.
    await waitForPlaying(page.locator('video'));
    const { start, end } = await timelineWindow(page);
    // The middle of the longest recorded stretch in the window.
    const stretches = (await archiveStretches(adminApi, ARCHIVE_UID, start, end)).filter((s) => s.recorded);
    const longest = stretches.sort((a, b) => b.end - b.start - (a.end - a.start))[0]!;
    await hoverTimelineAt(page, (longest.start + longest.end) / 2);
    const picture = page.getByRole('tooltip').getByRole('img', { name: /^Picture at / });
    await expect(picture).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
