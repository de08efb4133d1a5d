import type { Page } from '@playwright/test';
import { baseURL } from './support/accounts';
import { expect, test } from './support/test';

/** An entry of the open antd select (the other selects keep their closed lists in the page). */
const option = (page: Page, text: string) =>
  page.locator('.ant-select-item-option').filter({ visible: true, hasText: new RegExp(`^${text}$`) });

test.describe('server debug', () => {
  // The run-time level is the server's: back to the end-to-end server's own for the specs after.
  test.afterEach(async ({ adminApi }) => {
    expect((await adminApi.put('/v1/system/log-level', { data: { level: 'warn' } })).ok()).toBe(true);
  });

  test('an administrator sees a new server log line within 2 s, narrows the log and downloads it', async ({
    page,
    signIn,
    playwright,
  }) => {
    await signIn('admin');
    await page.goto('/ui/administration/server-debug');
    const main = page.getByRole('main');
    const log = main.getByRole('log', { name: 'Server log' });
    // The first load of a lazy page on a busy machine may take a while.
    await expect(log).toBeVisible({ timeout: 30_000 });
    await expect(
      main.getByRole('region', { name: 'Server process stats' }).getByText('ffmpeg processes'),
    ).toBeVisible();

    // The end-to-end server logs from warn up: the administrator turns it to info at run time.
    await main.getByRole('combobox', { name: 'Server log level' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Info$/ })
      .click();
    await expect(main.getByText('The server now logs at Info and above.')).toBeVisible();

    // Somebody fails to sign in: the server's line about it shows up in the tail.
    const refused = log.getByText(/request refused code=AuthorizationFailed/);
    const before = await refused.count();
    const stranger = await playwright.request.newContext({ baseURL });
    const res = await stranger.post('/v1/sign-in', { data: { login: 'admin', password: 'not-the-password' } });
    expect(res.status()).toBe(401);
    await stranger.dispose();
    await expect(refused).toHaveCount(before + 1, { timeout: 2_000 });

    // Only warnings and above: the sign-in's info line is gone.
    await main.getByRole('combobox', { name: 'Show from level' }).click();
    await option(page, 'Warning').click();
    await expect(refused).toHaveCount(0);

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download log' }).click();
    expect((await download).suggestedFilename()).toMatch(/^vigil-server-\d{8}-\d{6}\.log$/);
  });

  test('on a phone the stats come first and the log scrolls inside its box', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('admin');
    await page.goto('/ui/administration/server-debug');
    const main = page.getByRole('main');
    const stats = main.getByRole('region', { name: 'Server process stats' });
    const log = main.getByRole('log', { name: 'Server log' });
    await expect(log).toBeVisible();
    const [statsBox, logBox] = [await stats.boundingBox(), await log.boundingBox()];
    expect(statsBox && logBox && statsBox.y < logBox.y).toBe(true);
    expect(logBox && logBox.width <= 390).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});
