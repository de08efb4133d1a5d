import { E2E_PORT } from './support/accounts';
import { expect, signInThroughForm, test } from './support/test';

/**
 * Passkeys (docs/people.md#passkeys) with Chromium's virtual authenticator. WebAuthn takes a host
 * name, not an IP address, as its relying party: this test opens the console at localhost.
 */
const LOCAL = `http://localhost:${E2E_PORT}`;

test.describe('passkeys (docs/people.md#passkeys)', () => {
  test('a user registers a passkey on the profile, signs out, and signs in with the passkey alone', async ({
    page,
    newUser,
  }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const user = await newUser();
    await page.goto(`${LOCAL}/ui/auth`);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/ui\/streams$/);

    await page.goto(`${LOCAL}/ui/profile/me/security`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Virtual key');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const table = page.getByRole('table', { name: 'My passkeys' });
    await expect(table.getByText('Virtual key')).toBeVisible();
    await expect(table.getByText('Not used yet')).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('Logout', { exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/auth$/);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/ui\/streams$/);
    await page.goto(`${LOCAL}/ui/profile/me/security`);
    await expect(page.getByRole('table', { name: 'My passkeys' }).getByText('Not used yet')).toHaveCount(0);
  });
});
