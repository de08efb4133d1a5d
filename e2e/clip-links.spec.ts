import { randomBytes } from 'node:crypto';
import { ARCHIVE_UID, archiveStretches, waitForDemoArchive } from './support/player';
import { expect, test } from './support/test';

test.describe('clip links', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
  });

  test('a link made on the package page plays the clip to a browser without an account, until it is revoked', async ({
    page,
    browser,
    adminApi,
    signIn,
  }) => {
    test.setTimeout(240_000);
    // An export of 20 recorded seconds of the demo archive, through the API.
    const now = Date.now();
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, now - 6 * 3_600_000, now - 120_000);
    const stretch = stretches.filter((s) => s.recorded && s.end - s.start > 60_000).at(-1);
    expect(stretch, JSON.stringify(stretches)).toBeTruthy();
    const start = stretch!.start + 10_000;
    const name = `Case ${randomBytes(3).toString('hex')}`;
    const made = await adminApi.post('/v1/exports', {
      data: {
        name,
        reason: 'Court request',
        items: [
          {
            streamId: ARCHIVE_UID,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 20_000).toISOString(),
          },
        ],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { id } = (await made.json()) as { id: string };
    await expect
      .poll(async () => ((await (await adminApi.get(`/v1/exports/${id}`)).json()) as { status: string }).status, {
        timeout: 120_000,
      })
      .toBe('done');

    // The package page: make a link, copy its address from the dialog that shows it once.
    await signIn('admin');
    await page.goto(`/ui/exports/${id}`);
    await expect(page.getByText('Court request')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'New clip link' }).click();
    const create = page.getByRole('dialog').filter({ hasText: 'New clip link' });
    await create.getByRole('button', { name: 'Make the link' }).click();
    const shown = page.getByRole('dialog').filter({ hasText: 'The new clip link' });
    const url = await shown.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toContain('/ui/clip/');
    await shown.getByRole('button', { name: 'Done' }).click();

    // A browser with no account opens it and the clip plays.
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
    const video = visitor.locator('video').first();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0), { timeout: 30_000 })
      .toBe(true);

    // Revoked on the package page: the same address is refused.
    const table = page.getByRole('table', { name: 'Clip links of this package' });
    await table
      .getByRole('button', { name: /Revoke the link made/ })
      .first()
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
    await expect(table.getByText('Revoked')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('This link no longer opens')).toBeVisible({ timeout: 30_000 });
    await expect(visitor.getByText('This link was revoked and no longer opens.')).toBeVisible();
    await stranger.close();
  });
});
