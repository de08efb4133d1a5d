import { startTestProvider, type TestProvider } from '../server/test/support/oidc-provider';
import { baseURL } from './support/accounts';
import { expect, test } from './support/test';

/** The provider's port on loopback: VIGIL_E2E_OIDC_PORT, else any free one. */
const PROVIDER_PORT = Number(process.env.VIGIL_E2E_OIDC_PORT ?? 0);

test.describe('single sign-on (docs/people.md#single-sign-on)', () => {
  // The provider's development pages load a web font from the internet, which this machine may not reach.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/] });
  let provider: TestProvider;

  test.beforeAll(async () => {
    provider = await startTestProvider({
      redirectUris: [`${baseURL}/v1/sign-in/oidc/callback`],
      ...(PROVIDER_PORT ? { port: PROVIDER_PORT } : {}),
    });
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  test('a new user clicks the button, signs in at the provider and lands signed in as a managed user', async ({
    page,
    adminApi,
  }) => {
    const login = `sso-${Date.now().toString(36)}`;
    provider.accounts.set(login, {
      preferred_username: login,
      email: `${login}@corp.example`,
      email_verified: true,
      name: 'Sam Single',
      groups: ['staff'],
    });
    const settings = {
      oidcIssuer: provider.issuer,
      oidcClientId: provider.clientId,
      oidcClientSecret: provider.clientSecret,
      oidcLabel: 'Corp ID',
    };
    expect((await adminApi.put('/v1/admin/configuration', { data: settings })).status()).toBe(200);
    try {
      await page.goto('/ui/auth');
      await page.getByRole('link', { name: 'Sign in with Corp ID' }).click();

      // The provider's own pages (its development login and consent forms).
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(/\/ui\/streams$/);
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      const me = await page.request.get('/v1/user');
      expect(await me.json()).toMatchObject({ name: login, fullName: 'Sam Single', isManaged: true });
    } finally {
      await adminApi.put('/v1/admin/configuration', {
        data: { oidcIssuer: '', oidcClientId: '', oidcClientSecret: null, oidcLabel: '' },
      });
    }
  });
});
