import { readResetCode } from './support/outbox';
import { expect, signInThroughForm, test } from './support/test';

test.describe('signing in and out', () => {
  test('a wrong password says so and keeps the login typed', async ({ page, newUser }) => {
    const user = await newUser();
    await page.goto('/ui/auth');
    await signInThroughForm(page, { login: user.login, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect login or password');
    await expect(page.getByLabel('Login')).toHaveValue(user.login);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/ui\/streams$/);
  });

  test('signing in goes back to the page first asked for', async ({ page, newUser }) => {
    const user = await newUser();
    await page.goto('/ui/profile/me/tokens');
    await expect(page).toHaveURL(/\/ui\/auth$/);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/ui\/profile\/me\/tokens$/);
    await expect(page).toHaveTitle('My tokens · Vigil');
  });

  test('a 401 in the middle of work goes to sign-in, then back to the same page', async ({
    page,
    signIn,
    newUser,
    playwright,
    baseURL,
  }) => {
    const user = await newUser();
    await signIn(user);
    await page.goto('/ui/profile/me/sessions');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

    // The session ends elsewhere (another device terminates the others).
    const other = await playwright.request.newContext({ baseURL });
    await other.post('/v1/sign-in', { data: { login: user.login, password: user.password } });
    expect((await other.post('/v1/sessions/terminate')).ok()).toBe(true);
    await other.dispose();

    // The next request of this page fails with 401: the language change below, unless one of the
    // page's own refreshes comes first; either way the console goes to sign-in.
    const changeLanguage = async () => {
      await page.getByRole('button', { name: 'User menu' }).click({ timeout: 5_000 });
      await page.getByRole('menu').getByText('Language', { exact: true }).hover({ timeout: 5_000 });
      await page.getByText('English').click({ timeout: 5_000 });
    };
    await changeLanguage().catch((error: unknown) => {
      if (!/\/ui\/auth$/.test(page.url())) throw error;
    });
    await expect(page).toHaveURL(/\/ui\/auth$/);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/ui\/profile\/me\/sessions$/);
  });

  test('logout ends the session and goes to sign-in', async ({ page, signIn, newUser }) => {
    const user = await newUser();
    await signIn(user);
    await page.goto('/ui/mosaics');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('Logout', { exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/auth$/);
    expect((await page.request.get('/v1/user')).status()).toBe(401);
    await page.goto('/ui/mosaics');
    await expect(page).toHaveURL(/\/ui\/auth$/);
  });

  test('password recovery end to end, with the code from the outbox', async ({ page, newUser }) => {
    const user = await newUser();
    await page.goto('/ui/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/ui\/recover-password$/);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`Code has been sent to ${user.email}`)).toBeVisible();
    const resend = page.getByRole('button', { name: /Send again in \d+ s/ });
    await expect(resend).toBeDisabled();
    const first = Number((await resend.textContent())?.match(/\d+/)?.[0]);
    await expect(resend).not.toHaveText(`Send again in ${first} s`, { timeout: 3000 });

    const code = await readResetCode(user.email);
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByLabel('New password').fill('Brand-New-Secret-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/ui\/auth\?recover=1$/);
    await expect(page.getByText('Password has been changed')).toBeVisible();
    await signInThroughForm(page, { login: user.login, password: 'Brand-New-Secret-9' });
    await expect(page).toHaveURL(/\/ui\/streams$/);
  });

  test('an unknown e-mail is named in the error', async ({ page }) => {
    await page.goto('/ui/recover-password');
    await page.getByLabel('E-mail').fill('nobody@vigil.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('User with email nobody@vigil.test has not found');
  });
});
