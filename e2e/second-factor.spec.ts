import { generate } from 'otplib';
import { expect, signInThroughForm, test, type Page } from './support/test';

/** The app's code for the next 30-second step: accepted (one step either way) and never the step used before. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').getByText('Logout', { exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/auth$/);
}

test.describe('the second factor (docs/people.md#second-factor)', () => {
  test('a user enrols an app, signs in with password and code, and a recovery code works once', async ({
    page,
    signIn,
    newUser,
  }) => {
    test.setTimeout(120_000);
    const user = await newUser();
    await signIn(user);

    // Enrol: the QR code and the secret, then the app's code.
    await page.goto('/ui/profile/me/security');
    await expect(page.getByText('Off: the password alone signs you in')).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const secret = await dialog.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByLabel('Code from the app').fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('On: an authenticator app is set up')).toBeVisible();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    // Password, then the code.
    await logout(page);
    await signInThroughForm(page, user);
    await page.getByLabel('Code from the app').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/ui\/streams$/);

    // A recovery code instead of the app's: once.
    const [recovery = ''] = codes;
    for (const attempt of ['first', 'again'] as const) {
      await logout(page);
      await signInThroughForm(page, user);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Confirm' }).click();
      if (attempt === 'first') {
        await expect(page).toHaveURL(/\/ui\/streams$/);
      } else {
        await expect(page.getByText('The code is wrong or has expired')).toBeVisible();
        await expect(page).toHaveURL(/\/ui\/auth$/);
      }
    }
  });
});
