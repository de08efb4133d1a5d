import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
  timelineWindow,
  waitForDemoArchive,
  waitForPlaying,
} from './support/player';
import { expect, test } from './support/test';
import { flipByteIn } from './support/zip';

/** The second recorded demo stream, exported with the first. */
const SECOND_UID = 'parking-lot';

const video = (page: Page) => page.getByLabel('Video', { exact: true });

test.describe('case exports', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
  });

  test('a case of two streams exported from the player is packed, downloaded, and its package verifies; a tampered copy does not', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }, testInfo) => {
    test.setTimeout(300_000);
    // A user who may view the two recorded demo streams, and nothing more.
    const user = await newUser({ maxStreamCreation: 0 });
    const granted = await adminApi.post(`/v1/user/${user.login}/permissions`, {
      data: {
        items: [
          { streamUid: ARCHIVE_UID, level: 'view' },
          { streamUid: SECOND_UID, level: 'view' },
        ],
      },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await signIn(user);

    // Into the archive, in a stretch both streams recorded, well before the live edge.
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await expect(page.getByRole('heading', { name: 'Front door' })).toBeVisible({ timeout: 60_000 });
    const window = await timelineWindow(page);
    const until = Math.min(window.end, Date.now() - 600_000);
    const [first, second] = await Promise.all(
      [ARCHIVE_UID, SECOND_UID].map((uid) => archiveStretches(adminApi, uid, window.start, until)),
    );
    const both = first!
      .filter((s) => s.recorded)
      .flatMap((a) =>
        second!
          .filter((b) => b.recorded)
          .map((b) => ({ start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) })),
      )
      .filter((s) => s.end - s.start > 900_000);
    const stretch = both.at(-1);
    expect(stretch, JSON.stringify({ first, second })).toBeTruthy();
    await clickTimelineAt(page, stretch!.start + (stretch!.end - stretch!.start) / 2);
    await waitForPlaying(video(page));
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());

    // The dialog: this stream and the five minutes up to the playing time; the second stream added.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Export a case' });
    await expect(dialog).toBeVisible();
    const name = `Case ${randomBytes(3).toString('hex')}`;
    await dialog.getByRole('textbox', { name: 'Case name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Police request 77-118');
    const streams = dialog.getByRole('combobox', { name: 'Streams' });
    await streams.click();
    await streams.fill('Parking');
    await page.getByTitle('Parking lot', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start export' }).click();
    await expect(page.getByText('The export has started.')).toBeVisible();

    // Said in a notification when it is ready, on the page the user is on.
    await expect(page.getByText(`Export “${name}” is ready to download`)).toBeVisible({ timeout: 180_000 });

    // The exports page: the job ready, its package downloaded.
    await page.goto('/ui/exports');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Ready')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const file = testInfo.outputPath('case.zip');
    await download.saveAs(file);

    // That very file on the Verify page: valid.
    await page.goto('/ui/exports/verify');
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByText('Valid: the package is whole and signed by this server')).toBeVisible({
      timeout: 60_000,
    });

    // A copy with one byte of manifest.json flipped (a letter of the reason): its signature no longer holds.
    const tampered = testInfo.outputPath('tampered.zip');
    fs.writeFileSync(tampered, flipByteIn(fs.readFileSync(file), 'manifest.json', 'Police request'));
    await page.locator('input[type="file"]').setInputFiles(tampered);
    await expect(page.getByText('Not valid')).toBeVisible({ timeout: 60_000 });
    const problems = page.getByRole('list', { name: 'Problems' });
    await expect(problems).toContainText('manifest.sig');
    await expect(problems).toContainText("is not signed by this server's key");
  });
});
