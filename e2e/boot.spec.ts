import { gzipSync } from 'node:zlib';
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

  test('a slow start shows the loading ring before any code, and the page replaces it', async ({ page }) => {
    // The boot's settings answer held for 1.5 s: the first render waits for it.
    await page.route('**/v1/system/internal/ui/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/ui/auth');
    // index.html's own (the console's loading state, drawn later with the same ring, has a role and a name).
    const ring = page.locator('.vigil-loading[aria-hidden="true"] .vigil-loading-ring');
    await expect(ring).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(ring).toHaveCount(0);
  });

  test('a start slower than the first render waits shows the same ring all along, never a blank moment', async ({
    page,
  }) => {
    // Held past the first render's 2 s wait: the console draws its own loading state in the ring's place.
    await page.route('**/v1/system/internal/ui/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await route.continue();
    });
    // How the console's loading state looks the moment it is put in the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const loading = document.querySelector('[role="status"].vigil-loading');
        if (!loading) return;
        observer.disconnect();
        const seen = { at: performance.now(), visibility: getComputedStyle(loading).visibility };
        (window as unknown as { __loading: typeof seen }).__loading = seen;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/ui/auth');
    await expect(page.getByRole('status', { name: 'Loading…' }).locator('.vigil-loading-ring')).toBeVisible();
    const loading = await page.evaluate(
      () => (window as unknown as { __loading: { at: number; visibility: string } }).__loading,
    );
    expect(loading.at).toBeGreaterThan(1_500);
    // Past the page's first 0.3 s it is seen at once, as the ring it replaces was.
    expect(loading.visibility).toBe('visible');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test("the sign-in page's first load is under 200 KB of JavaScript (gzip) and brings no antd", async ({ page }) => {
    const scripts = new Map<string, number>();
    const styles: string[] = [];
    // Every antd component takes a prefixCls (its class names' prefix): antd's code says it.
    const withAntd: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.endsWith('.js')) {
        const body = await response.body();
        scripts.set(url, gzipSync(body, { level: 6 }).length);
        if (/\bprefixCls\b/.test(body.toString('utf8'))) withAntd.push(url);
      }
      if (url.endsWith('.css')) styles.push(url);
    });
    await page.goto('/ui/auth');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const names = [...scripts.keys()].map((url) => url.slice(url.lastIndexOf('/') + 1));
    // antd's providers and styles, the signed-in shell: none of them for a signed-out visitor.
    expect(names.filter((name) => /^(antd-scope|app-shell|shell)-/.test(name))).toEqual([]);
    expect(styles.filter((url) => /\/(antd-scope|shell)-/.test(url))).toEqual([]);
    expect(withAntd).toEqual([]);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total, names.join(' ')).toBeLessThan(200 * 1024);
    expect(total).toBeGreaterThan(50 * 1024);
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

  test('a signed-out cold start on the sign-in page sends no request that fails', async ({ page }) => {
    const failing = failingRequests(page);
    await page.goto('/ui/auth');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(failing).toEqual([]);
  });

  test('the API documentation loads at /ui/swagger', async ({ page }) => {
    await page.goto('/ui/swagger');
    // Swagger UI's bundle and the whole document are big: on a slow machine they take a while.
    await expect(page.getByRole('heading', { name: /Vigil API/ })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText('/v1/sign-in').first()).toBeVisible();
  });
});
