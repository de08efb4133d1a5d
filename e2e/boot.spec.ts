import { startServerProcess } from './support/server-process';
import { expect, test, type Page } from './support/test';

/** Every request of the page that fails or is answered 4xx or 5xx (the console logs each one as an error). */
function failingRequests(page: Page): string[] {
  const failing: string[] = [];
  page.on('requestfailed', (request) => failing.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failing.push(`${response.url()}: ${response.status()}`);
  });
  return failing;
}

test.describe('the console boots', () => {
  test('signed out under /ui/, on the sign-in page', async ({ page }) => {
    await page.goto('/ui/');
    await expect(page).toHaveURL(/\/ui\/auth$/);
    await expect(page.getByRole('heading', { name: 'Authorization' })).toBeVisible();
    await expect(page).toHaveTitle('Authorization · Vigil');
  });

  test('signed in, from a deep link', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/mosaics');
    await expect(page.getByRole('heading', { name: 'Mosaics' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/mosaics$/);
    await expect(page).toHaveTitle('Mosaics · Vigil');
  });

  test('/ redirects to /ui/ and on to all streams', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ui\/streams$/);
  });

  test('on a fresh server, it goes to initialization; the first administrator lands in the console', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a second server starts (its TypeScript compiled) inside the test
    const fresh = await startServerProcess();
    try {
      await page.goto(`${fresh.baseURL}/ui/streams`);
      await expect(page).toHaveURL(/\/ui\/init$/);
      await page.getByLabel('Administrator login').fill('root');
      await page.getByLabel('E-mail').fill('root@vigil.test');
      await page.getByLabel('Password', { exact: true }).fill('Only-Mine-2026');
      await page.getByLabel('Repeat the password').fill('Only-Mine-2026');
      await page.getByRole('button', { name: 'Create administrator' }).click();
      await expect(page).toHaveURL(/\/ui\/streams$/);
      await expect(page.getByRole('button', { name: 'User menu' })).toContainText('root');
      await page.goto(`${fresh.baseURL}/ui/init`);
      await expect(page).toHaveURL(/\/ui\/streams$/);
    } finally {
      // Leave the page first: a console still polling a stopped server would log refused connections.
      await page.goto('about:blank');
      await fresh.stop();
    }
  });

  test("a locked server's cold start on the init page sends no request that fails", async ({ page }) => {
    test.setTimeout(120_000); // a second server starts (its TypeScript compiled) inside the test
    const fresh = await startServerProcess();
    try {
      const failing = failingRequests(page);
      await page.goto(`${fresh.baseURL}/ui/init`);
      await expect(page.getByRole('button', { name: 'Create administrator' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(failing).toEqual([]);
    } finally {
      await page.goto('about:blank');
      await fresh.stop();
    }
  });

  test('the API documentation loads at /ui/swagger', async ({ page }) => {
    await page.goto('/ui/swagger');
    // Swagger UI's bundle and the whole document are big: on a slow machine they take a while.
    await expect(page.getByRole('heading', { name: /Vigil API/ })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText('/v1/sign-in').first()).toBeVisible();
  });
});
