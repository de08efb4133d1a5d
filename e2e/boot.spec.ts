import { startServerProcess } from './support/server-process';
import { expect, test } from './support/test';

test.describe('the console boots', () => {
  test('signed out, under /ui/, with no console error', async ({ page }) => {
    await page.goto('/ui/');
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    await expect(page).toHaveTitle('Vigil');
  });

  test('signed in, from a deep link, in the user language', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/streams');
    await expect(page.getByText('Signed in as operator')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/ui/streams');
  });

  test('/ redirects to /ui/', async ({ page }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ui/');
    await expect(page.getByText('You are not signed in.')).toBeVisible();
  });

  test('on a fresh server, it says the server needs initialization', async ({ page }) => {
    const fresh = await startServerProcess();
    try {
      await page.goto(`${fresh.baseURL}/ui/`);
      await expect(page.getByText('Server initialization')).toBeVisible();
    } finally {
      await fresh.stop();
    }
  });

  test('the API documentation loads at /ui/swagger', async ({ page }) => {
    await page.goto('/ui/swagger');
    await expect(page.getByRole('heading', { name: /Vigil API/ })).toBeVisible();
    await expect(page.getByText('/v1/sign-in').first()).toBeVisible();
  });
});
