import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
  settledPlayingTime,
  timelineWindow,
  waitForDemoArchive,
  waitForPlaying,
} from './support/player';
import { readPictureSecond } from './support/time-code';
import { expect, test } from './support/test';

const video = (page: Page) => page.getByLabel('Video', { exact: true });

test.describe('bookmarks', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
  });

  test('a user bookmarks an archive moment with B, finds it by its tag and plays the picture of that moment', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }) => {
    test.setTimeout(180_000);
    // A user who may view the recorded demo stream, and nothing more.
    const user = await newUser();
    const granted = await adminApi.post(`/v1/user/${user.login}/permissions`, {
      data: { items: [{ streamUid: ARCHIVE_UID, level: 'view' }] },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await signIn(user);

    // Into the archive: a click in the middle of a recorded stretch before the live edge.
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    // The first picture of a server just started may take a while (the shell waits for it).
    await expect(page.getByRole('heading', { name: 'Front door' })).toBeVisible({ timeout: 60_000 });
    const window = await timelineWindow(page);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, window.start, Math.min(window.end, Date.now()));
    const recorded = stretches.filter((s) => s.recorded && s.end < Date.now() - 120_000 && s.end - s.start > 60_000);
    const stretch = recorded.at(-1);
    expect(stretch, JSON.stringify(stretches)).toBeTruthy();
    await clickTimelineAt(page, stretch!.start + (stretch!.end - stretch!.start) / 2);
    await waitForPlaying(video(page));
    await expect(page.getByTestId('playing-clock')).toContainText('Archive');
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    const playing = await settledPlayingTime(page);

    // B opens the form at the playing time; a name and a tag, and save.
    const name = `Parcel ${randomBytes(3).toString('hex')}`;
    const tag = `e2e-${randomBytes(3).toString('hex')}`;
    await page.keyboard.press('b');
    const dialog = page.getByRole('dialog').filter({ hasText: 'New bookmark' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await tags.click();
    await tags.fill(tag);
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bookmark saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = await page.request.get('/v1/bookmarks', { params: { tag } });
    const { items } = (await saved.json()) as { items: { name: string; startTime: string; endTime: null | string }[] };
    expect(items.map((b) => b.name)).toEqual([name]);
    const start = Date.parse(items[0]!.startTime);
    expect(Math.abs(start - playing)).toBeLessThan(2000);
    expect(items[0]!.endTime).toBeNull();

    // The list: filtered by that tag, then played from.
    await page.goto('/ui/bookmarks');
    const table = page.getByRole('table', { name: 'Bookmarks' });
    const tagFilter = page.getByRole('combobox', { name: 'Tag' });
    await tagFilter.click();
    await page.getByTitle(tag, { exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(name)).toBeVisible();
    await table.getByRole('link', { name: `Play ${name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/ui/stream/${ARCHIVE_UID}/view\\?at=`));
    await waitForPlaying(video(page));
    await expect(page.getByTestId('playing-clock')).toContainText('Archive');
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    const shown = await settledPlayingTime(page);
    expect(Math.abs(shown - start)).toBeLessThan(3000);
    // The demo picture's clock says the bookmark's moment.
    const picture = await readPictureSecond(page, video(page));
    const expected = Math.round(start / 1000) % 2 ** 20;
    expect(Math.abs(picture - expected)).toBeLessThanOrEqual(2);
  });
});
