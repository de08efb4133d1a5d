import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';

/** The number a statistic of the "Now" card shows. */
async function count(card: Locator, title: string): Promise<number> {
  const text = await card
    .locator('.ant-statistic')
    .filter({ hasText: title })
    .locator('.ant-statistic-content')
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

test.describe('statistics', () => {
  test('an administrator sees the charts, the demo streams counted by status and an unconfigured version check', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/ui/administration/stats');
    const main = page.getByRole('main');
    const cpu = main.getByRole('figure', { name: 'CPU' });
    // The first load of a lazy page (and its chart library) on a busy machine may take a while.
    await expect(cpu).toBeVisible({ timeout: 30_000 });
    // uPlot drew on a canvas, and the newest value is there in words.
    await expect(cpu.locator('canvas').first()).toBeVisible();
    await expect(cpu.getByText(/^Latest values: CPU: [\d.]+%$/)).toBeAttached();
    for (const name of ['Memory', 'Disk of the data folder', 'Network', 'Streams by status', 'Viewers and leases']) {
      await expect(main.getByRole('figure', { name })).toBeVisible();
    }

    // The demo streams: most run, one is paused, one is live on demand (idle until watched).
    const now = main.getByRole('region', { name: 'Now' });
    await expect.poll(() => count(now, 'Running'), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await count(now, 'Paused')).toBeGreaterThan(0);
    expect(await count(now, 'Idle')).toBeGreaterThan(0);
    await expect(main.getByRole('region', { name: 'Streams with errors' })).toBeVisible();

    const version = main.getByRole('region', { name: 'Version' });
    await expect(version.getByText('The version check is not configured.')).toBeVisible();

    // Another range: the charts stay.
    await main.getByText('6 hours').click();
    await expect(main.getByRole('figure', { name: 'Streams by status' })).toBeVisible();
  });
});
