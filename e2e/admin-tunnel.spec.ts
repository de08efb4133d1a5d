import { signedLicense } from './support/license';
import { expect, test } from './support/test';

/*
 * The tunnel (docs/console.md#roles-and-permissions, #api-calls): the e2e server dials a real OpenSSH relay on loopback (started with
 * it, e2e/support/serve.ts); through the relay's public address the same browser opens the console.
 */
test.describe('tunnel', () => {
  test.afterEach(async ({ adminApi }) => {
    await adminApi.post('/v1/tunnel/stop');
    // Back to the community edition for the other specs.
    await adminApi.delete('/v1/system/license');
  });

  test('without a license the page says why and offers no start', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/ui/administration/tunnel');
    const main = page.getByRole('main');
    await expect(main.getByText('The tunnel needs an enterprise license')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the license' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start the tunnel' })).toHaveCount(0);
  });

  test('an administrator starts the tunnel, opens the console through the relay, and stops it', async ({
    page,
    signIn,
    adminApi,
  }) => {
    expect((await adminApi.put('/v1/system/license', { data: { text: signedLicense(30) } })).ok()).toBe(true);
    await signIn('admin');
    await page.goto('/ui/administration/tunnel');
    const tunnel = page.getByRole('main').getByLabel('Remote access tunnel');
    await expect(tunnel.getByText('Stopped')).toBeVisible();
    await expect(tunnel.getByRole('combobox', { name: 'Location' })).toBeVisible();
    await tunnel.getByRole('button', { name: 'Start the tunnel' }).click();

    const address = tunnel.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/ui\/$/ });
    await expect(address).toBeVisible({ timeout: 30_000 });
    await expect(tunnel.getByText('Running', { exact: true })).toBeVisible();
    await expect(tunnel.getByRole('button', { name: 'Copy the public address' })).toBeVisible();
    const publicUrl = (await address.getAttribute('href')) ?? '';
    expect(new URL(publicUrl).port).not.toBe(new URL(page.url()).port);

    // The same browser through the relay: the console answers there (the session cookie is the host's, so signed in).
    await page.goto(publicUrl);
    await expect(page).toHaveURL(new RegExp(`^${publicUrl}`));
    await expect(page).toHaveTitle(/^(Streams|Authorization) · Vigil$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

    await page.goto('/ui/administration/tunnel');
    await tunnel.getByRole('button', { name: 'Stop the tunnel' }).click();
    await expect(tunnel.getByText('Stopped')).toBeVisible();
    await expect(tunnel.getByRole('link')).toHaveCount(0);
    await expect
      .poll(async () =>
        fetch(publicUrl).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
  });

  test('the running tunnel fits a 390 px screen', async ({ page, signIn, adminApi }) => {
    expect((await adminApi.put('/v1/system/license', { data: { text: signedLicense(30) } })).ok()).toBe(true);
    expect((await adminApi.post('/v1/tunnel/start', { data: { location: 'RU' } })).ok()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('admin');
    await page.goto('/ui/administration/tunnel');
    const tunnel = page.getByRole('main').getByLabel('Remote access tunnel');
    await expect(tunnel.getByRole('link', { name: /\/ui\/$/ })).toBeVisible({ timeout: 30_000 });
    await expect(tunnel.getByRole('button', { name: 'Stop the tunnel' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
