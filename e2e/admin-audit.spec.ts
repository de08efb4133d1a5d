import fs from 'node:fs';
import { baseURL } from './support/accounts';
import { expect, test } from './support/test';

test.describe('audit logs', () => {
  test("an administrator finds a user's own actions by actor and action, and downloads them as CSV", async ({
    page,
    signIn,
    newUser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const account = await newUser({ maxStreamCreation: 0 });

    // The user's own actions, through the API: a wrong password, a sign-in, a token, a refusal, a sign-out.
    const api = await playwright.request.newContext({ baseURL });
    expect(
      (await api.post('/v1/sign-in', { data: { login: account.login, password: 'Wrong-pass-2026' } })).status(),
    ).toBe(401);
    expect((await api.post('/v1/sign-in', { data: { login: account.login, password: account.password } })).ok()).toBe(
      true,
    );
    expect((await api.post('/v1/token', { data: { name: 'audit e2e' } })).ok()).toBe(true);
    expect((await api.get('/v1/users')).status()).toBe(403);
    expect((await api.post('/v1/sign-out')).ok()).toBe(true);
    await api.dispose();

    await signIn('admin');
    await page.goto('/ui/administration/audit-logs');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Audit log' });
    // The first visit loads the table's code (ProTable) on demand: on a busy machine that takes a while.
    await expect(table).toBeVisible({ timeout: 45_000 });

    // By actor: everything the user did, newest first.
    await main.getByRole('textbox', { name: 'Actor' }).fill(account.login);
    const rows = table.locator('tr[data-row-key]');
    await expect(rows).toHaveCount(5);
    const actionCells = rows.locator('td:nth-child(3)');
    await expect(actionCells).toHaveText(['Sign-out', 'Access denied', 'Token created', 'Sign-in', 'Sign-in']);
    await expect(rows.nth(4).getByText('Failure', { exact: true })).toBeVisible();
    await expect(rows.nth(1).getByText('Denied', { exact: true })).toBeVisible();
    await expect(rows.nth(1).getByText('GET /v1/users')).toBeVisible();

    // And by action: the group of sign-ins and outs, chosen by typing as a user would.
    const action = main.getByRole('combobox', { name: 'Action' });
    await action.click();
    await action.fill('Sign-in and');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Any: Sign-in and out' }).click();
    await expect(actionCells).toHaveText(['Sign-out', 'Sign-in', 'Sign-in']);
    await expect(main.getByText('3 entries')).toBeVisible();

    // The same view as CSV, from the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,actor,address,action,target,outcome,details');
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells.map((c) => c[2])).toEqual([account.login, account.login, account.login]);
    expect(cells.map((c) => `${c[4]} ${c[6]}`)).toEqual([
      'auth.sign-out success',
      'auth.sign-in success',
      'auth.sign-in failure',
    ]);
    expect(csv).not.toContain(account.password);
  });

  test('on a 1440 px screen the whole table fits beside the side panel, the details with room to be read', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn('admin');
    await page.goto('/ui/administration/audit-logs');
    const table = page.getByRole('main').getByRole('table', { name: 'Audit log' });
    await expect(table).toBeVisible({ timeout: 45_000 });
    await expect(table.locator('tr[data-row-key]').first()).toBeVisible();
    // No sideways scrolling inside the table's box: every column, the details too, is in view.
    const box = page.locator('.ant-table-content');
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const details = table.getByRole('columnheader', { name: 'Details' });
    const width = (await details.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(290);
  });
});
