import path from 'node:path';
import SQLite from 'better-sqlite3';
import { generate } from 'otplib';
import { E2E_PORT } from './support/accounts';
import { dataDirOf } from './support/data-dir';
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

  test('an administrator whose proof is old is asked again when blocking a user, types the password, and the block goes through (docs/security.md#step-up)', async ({
    page,
    signIn,
    newUser,
  }) => {
    const admin = await newUser({ admin: true });
    const target = await newUser();
    await signIn(admin);
    // The session's last proof, made older than the window in the server's database.
    const db = new SQLite(path.join(dataDirOf(E2E_PORT), 'vigil.db'));
    try {
      db.prepare('UPDATE sessions SET last_proof_at = 0 WHERE user_id = (SELECT id FROM users WHERE login = ?)').run(
        admin.login,
      );
    } finally {
      db.close();
    }

    await page.goto('/ui/administration/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.login);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Actions for ${target.login}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();

    const ask = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(ask).toBeVisible();
    await ask.getByLabel('Current password').fill('not-the-password');
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await expect(ask.getByText('Invalid old password')).toBeVisible();
    await ask.getByLabel('Current password').fill(admin.password);
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${target.login} has been blocked`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(target.login) }).getByText('Blocked')).toBeVisible();
  });
});
