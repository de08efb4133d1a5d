import dayjs from 'dayjs';
import { signedLicense } from './support/license';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
  timelineWindow,
  waitForDemoArchive,
  waitForPlaying,
} from './support/player';
import { expect, test } from './support/test';

test.describe('configuration', () => {
  test('the administrator renames the product and the header changes at once', async ({ page, signIn, adminApi }) => {
    await signIn('admin');
    await page.goto('/ui/administration/config');
    const main = page.getByRole('main');
    const title = main.getByLabel('Product title');
    await expect(title).toHaveValue('Vigil');
    try {
      await title.fill('Harbour CCTV');
      await main.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Configuration saved. It applies at once.')).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'All streams' }).getByRole('img', { name: 'Harbour CCTV' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Harbour CCTV/);
    } finally {
      await adminApi.put('/v1/admin/configuration', { data: { appTitle: 'Vigil' } });
    }
  });

  test('a lowered download limit refuses a longer clip with the catalogue message', async ({
    page,
    signIn,
    adminApi,
  }) => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
    await signIn('admin');
    // The operator's player was open before the limit changed: its dialog still offers five minutes.
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const window = await timelineWindow(page);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, window.start, Date.now());
    const fragment = stretches.find((s) => s.recorded && s.end - s.start > 20 * 60_000)!;
    await clickTimelineAt(page, fragment.start + (fragment.end - fragment.start) / 2);
    await waitForPlaying(page.getByLabel('Video', { exact: true }));
    await page.getByRole('button', { name: 'Pause' }).click();
    try {
      expect((await adminApi.put('/v1/admin/configuration', { data: { archiveDownloadMaxSeconds: 60 } })).ok()).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Download' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download a clip' });
      await dialog.getByRole('button', { name: 'Download' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Time range is too long');
    } finally {
      await adminApi.put('/v1/admin/configuration', { data: { archiveDownloadMaxSeconds: 3600 } });
    }
  });
});

test.describe('license', () => {
  test.afterEach(async ({ adminApi }) => {
    // Back to the community edition for the other specs.
    await adminApi.delete('/v1/system/license');
  });

  test('expiring, then expired: the banners, adding streams refused, the archive stopped while live plays', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await waitForDemoArchive();
    await signIn('admin');
    await page.goto('/ui/administration/license');
    const main = page.getByRole('main');
    await expect(main.getByText('No license: the community edition')).toBeVisible();

    const soon = signedLicense(10, { licensee: 'Harbour Ltd' });
    await main.getByLabel('License text').fill(soon);
    await main.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('License installed.')).toBeVisible();
    await expect(main.getByText('Harbour Ltd')).toBeVisible();
    await expect(main.getByText(/Expires in 1[01] days/)).toBeVisible();
    const day = dayjs().add(10, 'day').format('D MMM YYYY');
    await expect(page.getByText(`License will expire at ${day}.`, { exact: false })).toBeVisible();

    // A license that has already ended is refused on the form; the installed one stays.
    await main.getByLabel('License text').fill(signedLicense(-1));
    await main.getByRole('button', { name: 'Install' }).click();
    await expect(
      main.getByText('This license has already expired: the one installed stays.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByText('Harbour Ltd')).toBeVisible();

    // One that ends in a few seconds is taken, and the server is in the expired state once it has.
    const lifetimeMs = 5_000;
    await main.getByLabel('License text').fill(signedLicense(lifetimeMs / 86_400_000, { licensee: 'Brief Ltd' }));
    await main.getByRole('button', { name: 'Install' }).click();
    await expect(main.getByText('Brief Ltd')).toBeVisible();
    await page.waitForTimeout(lifetimeMs + 1_000);
    await page.reload();
    await expect(page.getByText('License is missing or expired. Addition streams', { exact: false })).toBeVisible();
    await expect(main.getByText('Expired', { exact: true })).toBeVisible();

    await page.goto('/ui/add-stream');
    await main.getByLabel('Name').fill('Refused by the license');
    await main.getByLabel('Source URL').fill('demo://refused');
    await main.getByRole('button', { name: 'Add stream', exact: true }).click();
    await expect(page.getByText('License is missing or expired', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/add-stream$/);

    // Live still plays; the recording is refused with the same words.
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const video = page.getByLabel('Video', { exact: true });
    await waitForPlaying(video);
    const window = await timelineWindow(page);
    await clickTimelineAt(page, window.start + (Date.now() - window.start) / 2);
    await expect(page.getByText('License is missing or expired', { exact: true })).toBeVisible();
  });

  test('a tampered text is "License is incorrect" on the form, and nothing changes', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/ui/administration/license');
    const main = page.getByRole('main');
    const text = signedLicense(100);
    const body = text.split('\n')[1]!;
    const tampered = text.replace(body, body.slice(0, 20) + (body[20] === 'x' ? 'y' : 'x') + body.slice(21));
    await main.getByLabel('License text').fill(tampered);
    await main.getByRole('button', { name: 'Install' }).click();
    await expect(
      main.getByText(/^License is incorrect\. The license is not signed by a key this server trusts/),
    ).toBeVisible();
    await expect(main.getByLabel('License text')).toHaveValue(tampered);
    await expect(main.getByText('No license: the community edition')).toBeVisible();
  });
});
