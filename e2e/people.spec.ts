import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { baseURL } from './support/accounts';
import { createOnDemandStream } from './support/streams';
import { expect, signInThroughForm, test, type Account } from './support/test';

const unique = () => randomBytes(3).toString('hex');

/** A second browser of its own (its own cookies), signed in through the form. */
async function browserOf(browser: Browser, account: Pick<Account, 'login' | 'password'>): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/ui/auth');
  await signInThroughForm(page, account);
  return page;
}

/** Picks an entry of an antd select by typing part of it, as a user would. */
async function choose(page: Page, label: string, text: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(text);
  // antd's drawn options (its role=option elements are a hidden list for screen readers).
  await page.locator('.ant-select-item-option').filter({ hasText: text }).click();
}

test.describe('people', () => {
  test('an administrator adds a user with a temporary password, who is held until it is changed, sees the one stream granted, and is sent to sign-in once blocked', async ({
    page,
    signIn,
    adminApi,
    browser,
  }) => {
    test.setTimeout(180_000);
    const login = `p${unique()}`;
    const temporary = `Temp-${unique()}-2026`;
    const chosen = `Own-${unique()}-2026`;
    const streamName = `Granted ${unique()}`;
    const uid = await createOnDemandStream(adminApi, streamName);
    await createOnDemandStream(adminApi, `Not granted ${unique()}`);

    // The administrator adds the user; "must change the password" is on by default.
    await signIn('admin');
    await page.goto('/ui/administration/users');
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/add$/);
    await page.getByLabel('Login', { exact: true }).fill(login);
    await page.getByLabel('Password', { exact: true }).fill(temporary);
    await page.getByLabel('E-mail').fill(`${login}@vigil.test`);
    await expect(page.getByRole('switch', { name: 'Must change the password at first sign-in' })).toBeChecked();
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page).toHaveURL(new RegExp(`/ui/user/${login}/info$`));
    await expect(page.getByText('Must change the password')).toBeVisible();

    // The user signs in and is held on profile edit, wherever they go.
    const user = await browserOf(browser, { login, password: temporary });
    await expect(user).toHaveURL(/\/ui\/profile\/me\/edit$/);
    await expect(user.getByRole('alert').filter({ hasText: 'Choose your own password to continue' })).toBeVisible();
    await user.goto('/ui/streams');
    await expect(user).toHaveURL(/\/ui\/profile\/me\/edit$/);
    await user.getByLabel('New password', { exact: true }).fill(chosen);
    await user.getByLabel('Repeat the new password').fill(chosen);
    await user.getByLabel('Current password').fill(temporary);
    await user.getByRole('button', { name: 'Save' }).click();
    await expect(user.getByText('Profile has been updated')).toBeVisible();
    await expect(user).toHaveURL(/\/ui\/streams$/);
    await expect(user.getByRole('listitem', { name: streamName })).toHaveCount(0);

    // The administrator grants one stream from the user's permission page.
    await page.goto(`/ui/user/${login}/permission`);
    await choose(page, 'Add stream', streamName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User permissions have been saved')).toBeVisible();
    // The stream's own permission page shows the same grant.
    await page.goto(`/ui/stream/${uid}/permission`);
    await expect(page.getByRole('table', { name: 'Users allowed to this stream' }).getByText(login)).toBeVisible();

    await user.reload();
    const grid = user.locator('.vigil-streams-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('listitem', { name: streamName })).toBeVisible();

    // Blocked, the user's open page goes to sign-in on its next request.
    await page.goto('/ui/administration/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(login);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the user
    await page.getByRole('button', { name: `Actions for ${login}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText(`${login} has been blocked`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(login) }).getByText('Blocked')).toBeVisible();

    // The all-streams page asks for the streams' states every second: its next request answers 401.
    await expect(user).toHaveURL(/\/ui\/auth$/);
    await signInThroughForm(user, { login, password: chosen });
    await expect(user.getByRole('alert')).toHaveText('Incorrect login or password');
    await user.context().close();
  });

  test('a user creates an API token that works as Bearer, and once deleted the same request gets 401', async ({
    page,
    signIn,
    newUser,
    playwright,
  }) => {
    const account = await newUser();
    await signIn(account);
    await page.goto('/ui/profile/me/tokens');
    await expect(page.getByText('No API tokens yet', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Name').fill('backup script');
    await dialog.getByText('In 30 days').click();
    await dialog.getByRole('button', { name: 'Create' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Token backup script has been created' });
    await expect(secretDialog.getByText('Copy the token now: it will not be shown again.')).toBeVisible();
    const secret = await secretDialog.getByRole('textbox', { name: 'Token secret' }).inputValue();
    expect(secret.length).toBeGreaterThan(20);

    const api = await playwright.request.newContext({ baseURL });
    const asToken = () => api.get('/v1/user', { headers: { Authorization: `Bearer ${secret}` } });
    const me = await asToken();
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe(account.login);

    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretDialog).toBeHidden();
    const row = page.getByRole('row', { name: /backup script/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete token backup script' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Token backup script has been deleted')).toBeVisible();
    await expect(row).toBeHidden();
    expect((await asToken()).status()).toBe(401);
    await api.dispose();
  });

  test('a user ends their other sessions from one browser, and the other lands on sign-in', async ({
    page,
    newUser,
    browser,
  }) => {
    const account = await newUser();
    const other = await browserOf(browser, account);
    await expect(other).toHaveURL(/\/ui\/streams$/);

    await page.goto('/ui/auth');
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/ui\/streams$/);
    await page.goto('/ui/profile/me/sessions');
    const table = page.getByRole('table');
    await expect(table.getByText('This session')).toBeVisible();
    await expect(table.getByRole('button', { name: /^End the session from/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'End all other sessions' }).click();
    await expect(page.getByText('1 session has been ended')).toBeVisible();
    await expect(table.getByRole('button', { name: /^End the session from/ })).toHaveCount(0);

    await other.goto('/ui/mosaics');
    await expect(other).toHaveURL(/\/ui\/auth$/);
    await other.context().close();
  });
});

/** Latin words on the page once `allowed` (names, addresses, product words that stay as they are) are taken out. */
async function englishLeft(page: Page, allowed: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  // Longest first, so a login inside an address goes with the address.
  for (const word of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(word).join(' ');
  return [...new Set((text.match(/[A-Za-z]+(?:[-'][A-Za-z]+)*/g) ?? []).filter((w) => w.length > 2))];
}

test.describe('people in Russian and the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the profile and users pages leave no English text', async ({ page, signIn, newUser }) => {
    test.setTimeout(120_000);
    const admin = await newUser({ admin: true });
    const other = await newUser();
    await signIn(admin);
    expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
    const allowed = [
      'Vigil',
      'E-mail',
      'API',
      'WebRTC',
      'HLS',
      'English',
      admin.email,
      other.email,
      admin.login,
      other.login,
    ];
    allowed.push('Bearer', 'Authorization', 'HeadlessChrome', 'Chrome', 'Linux', 'Windows', 'name@example.com');

    const visit = async (path: string, ready: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByText(ready).first()).toBeVisible();
      expect(await englishLeft(page, allowed), path).toEqual([]);
    };
    await visit('/ui/profile/me/info', 'Создан');
    await visit('/ui/profile/me/edit', 'Новый пароль');
    await visit('/ui/profile/me/tokens', 'API-токенов пока нет');
    await page.getByRole('button', { name: 'Создать токен' }).click();
    await expect(page.getByRole('dialog', { name: 'Новый API-токен' })).toBeVisible();
    expect(await englishLeft(page, allowed), 'new token').toEqual([]);
    await page.getByLabel('Название').fill('скрипт');
    await page.getByRole('dialog').getByRole('button', { name: 'Создать', exact: true }).click();
    await expect(page.getByText('Скопируйте токен сейчас: больше он показан не будет.')).toBeVisible();
    const secret = await page.getByRole('textbox', { name: 'Секрет токена' }).inputValue();
    expect(await englishLeft(page, [...allowed, secret]), 'secret').toEqual([]);
    await page.getByRole('button', { name: 'Я скопировал токен' }).click();
    await visit('/ui/profile/me/sessions', 'Этот сеанс');
    // The list shows every user: narrowed to one, only that user's login and address remain.
    await page.goto('/ui/administration/users');
    await page.getByRole('searchbox', { name: 'Поиск пользователей' }).fill(other.login);
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await englishLeft(page, allowed), 'users').toEqual([]);
    await page.getByRole('button', { name: `Действия с ${other.login}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Заблокировать' })).toBeVisible();
    expect(await englishLeft(page, allowed), 'actions').toEqual([]);
    await page.keyboard.press('Escape');
    await visit('/ui/user/add', 'Сменить пароль при первом входе');
    await visit(`/ui/user/${other.login}/info`, 'Создан');
    await visit(`/ui/user/${other.login}/edit`, 'Оставьте пустым, чтобы не менять пароль.');
    await visit(`/ui/user/${other.login}/permission`, 'Этому пользователю пока не выдан ни один поток.');
    await visit(`/ui/user/${other.login}/sessions`, 'Сеансов нет.');
  });
});
