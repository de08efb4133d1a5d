import type { Locator, Page } from '@playwright/test';
import { startServerProcess } from './support/server-process';
import { expect, test } from './support/test';

/** Fills the init form's password twice and submits it. */
async function submitInitPassword(
  page: Page,
  labels: { password: string; confirm: string; submit: string },
  value: string,
) {
  await page.getByLabel(labels.password, { exact: true }).fill(value);
  await page.getByLabel(labels.confirm).fill(value);
  await page.getByRole('button', { name: labels.submit }).click();
}

test.describe('forms show what is wrong', () => {
  test("the init page names 'contains the login' and 'too short' in English and Russian", async ({ page }) => {
    test.setTimeout(90_000);
    const fresh = await startServerProcess();
    try {
      await page.goto(`${fresh.baseURL}/ui/init`);
      await page.getByLabel('Administrator login').fill('root');
      await page.getByLabel('E-mail').fill('root@vigil.test');
      const english = { password: 'Password', confirm: 'Repeat the password', submit: 'Create administrator' };
      const password = page.getByLabel(english.password, { exact: true });

      await submitInitPassword(page, english, 'Ab-1');
      await expect(password).toHaveAccessibleDescription(/The password is too short: it needs at least 8 characters\./);
      await expect(password).toBeFocused();
      await submitInitPassword(page, english, 'My-Root-2026');
      await expect(password).toHaveAccessibleDescription(/The password contains the login\./);

      // What only the server checks comes back as its reason, named under the field.
      await submitInitPassword(page, english, 'abcdefghij');
      await expect(password).toHaveAccessibleDescription(/The password needs another kind of character/);
      await expect(page.getByRole('alert').filter({ hasText: 'Password is not complex enough' })).toBeVisible();

      await page.getByText('RU', { exact: true }).click();
      const russian = { password: 'Пароль', confirm: 'Повторите пароль', submit: 'Создать администратора' };
      const пароль = page.getByLabel(russian.password, { exact: true });
      await submitInitPassword(page, russian, 'Ab-1');
      await expect(пароль).toHaveAccessibleDescription(/Пароль слишком короткий: нужно не менее 8 символов\./);
      await submitInitPassword(page, russian, 'My-Root-2026');
      await expect(пароль).toHaveAccessibleDescription(/Пароль содержит логин\./);
    } finally {
      await page.goto('about:blank');
      await fresh.stop();
    }
  });

  test('a submit with empty add-stream fields focuses the name field and leaves it visible below the header', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 480 });
    await signIn('operator');
    await page.goto('/ui/add-stream');
    const form = page.getByRole('form', { name: 'Add stream' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    const name = form.getByLabel('Name');
    await expect(name).toBeFocused();
    const header = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'User menu' }) });

    // From the button at the bottom of the form: the name is far above.
    const submit = page.getByRole('button', { name: 'Add stream', exact: true });
    await submit.scrollIntoViewIfNeeded();
    await expect(name).not.toBeInViewport();
    await submit.click();
    await expect(name).toBeFocused();
    await expectBelowHeader(page, name, header);

    // With the name just under the header (in the window, hidden by the header), the form submitted again.
    await form.getByLabel('Location').focus();
    const top = await name.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y - 20), top);
    await expect(name).toBeInViewport();
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(name).toBeFocused();
    await expectBelowHeader(page, name, header);
  });
});

async function expectBelowHeader(page: Page, field: Locator, header: Locator) {
  await expect(async () => {
    const box = await field.boundingBox();
    const bar = await header.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(box && bar).toBeTruthy();
    if (!box || !bar) return;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  }).toPass({ timeout: 3000 });
}
