import { expect, test } from './support/test';

test.describe('the shell', () => {
  test('an administrator gets the full header, user menu and administration', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/ui/streams');
    await expect(page.getByRole('link', { name: 'Add Stream', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'All streams' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Add stream' })).toBeVisible();
    for (const name of ['No grouped', 'View mode: Grid', 'All streams']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    for (const entry of ['Profile', 'Administration', 'API documentation', 'Theme', 'Language', 'Logout']) {
      await expect(menu.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(menu.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
    await menu.getByText('Administration', { exact: true }).click();

    await expect(page).toHaveURL(/\/ui\/administration\/stats$/);
    await expect(page).toHaveTitle('Statistics · Vigil');
    for (const tab of [
      'Statistics',
      'Configuration',
      'Users',
      'Cluster',
      'License',
      'Server debug',
      'Tunnel',
      'Audit logs',
    ]) {
      await expect(page.getByRole('menuitem', { name: tab })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Audit logs' }).click();
    await expect(page).toHaveURL(/\/ui\/administration\/audit-logs$/);
  });

  test('API documentation opens in a new page and the console stays where it was', async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(90_000); // Swagger UI is a heavy page
    await signIn('admin');
    await page.goto('/ui/streams');
    await page.getByRole('button', { name: 'User menu' }).click();
    // A link to a new tab: the browser's own "open in new tab" works too.
    const link = page.getByRole('menu').getByRole('link', { name: 'API documentation' });
    await expect(link).toHaveAttribute('target', '_blank');
    const opened = context.waitForEvent('page');
    await link.click();
    const docs = await opened;
    await expect(docs).toHaveURL(/\/ui\/swagger/);
    await expect(docs).toHaveTitle('Swagger UI');
    await docs.close();
    await expect(page).toHaveURL(/\/ui\/streams$/);
  });

  test('the header toggles are remembered across a reload', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/streams');
    await page.getByRole('button', { name: 'No grouped' }).click();
    await page.getByRole('button', { name: 'View mode: Grid' }).click();
    await page.getByRole('button', { name: 'All streams', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Grouped by tag' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View mode: Table' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Only available' })).toBeVisible();
  });

  test('a read-only user sees no add-stream anywhere and cannot open the page', async ({ page, signIn }) => {
    await signIn('viewer');
    await page.goto('/ui/streams');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Stream', exact: true })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Add stream' })).toHaveCount(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByText('Administration')).toHaveCount(0);
    await page.goto('/ui/add-stream');
    await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Vigil');
    await page.getByRole('button', { name: 'Go to all streams' }).click();
    await expect(page).toHaveURL(/\/ui\/streams$/);
  });

  test('the side panel opens and closes from the menu button', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/mosaics');
    const toggle = page.getByRole('button', { name: 'Close the side panel' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Open the side panel' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Open the side panel' }).click();
    await expect(page.getByRole('button', { name: 'Close the side panel' })).toBeVisible();
  });

  test('switching the language changes the visible texts, and is kept in the profile', async ({
    page,
    signIn,
    newUser,
  }) => {
    const user = await newUser();
    await signIn(user);
    await page.goto('/ui/mosaics');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('Language', { exact: true }).hover();
    await page.getByText('Русский').click();
    await expect(page.getByRole('heading', { name: 'Мозаики' }).first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Все потоки' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Добавить поток', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Мозаики · Vigil');
    await expect(page.getByText('Mosaics', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Мозаики' }).first()).toBeVisible();
  });

  test('the sign-in page switches language before signing in', async ({ page }) => {
    await page.goto('/ui/auth');
    await page.getByText('RU', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Авторизация' })).toBeVisible();
    await expect(page.getByLabel('Логин')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(page.getByText('Забыли пароль?')).toBeVisible();
  });

  test('the dark theme renders and is remembered', async ({ page, signIn }) => {
    await signIn('operator');
    await page.goto('/ui/mosaics');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('Theme', { exact: true }).hover();
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page
      .getByRole('heading', { name: 'Mosaics' })
      .first()
      .evaluate((el) => {
        let node: Element | null = el;
        while (node) {
          const color = getComputedStyle(node).backgroundColor;
          if (color && color !== 'rgba(0, 0, 0, 0)') return color;
          node = node.parentElement;
        }
        return '';
      });
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, `background ${background}`).toBeLessThan(200);
    await page.screenshot({ path: test.info().outputPath('dark.png') });
  });

  test('menus animate, unless the system asks for reduced motion', async ({ page, signIn }) => {
    /** Opens the user menu and tells whether any element took one of antd's motion classes meanwhile. */
    const opensAnimated = async (reducedMotion: 'reduce' | 'no-preference') => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/ui/streams');
      const button = page.getByRole('button', { name: 'User menu' });
      await expect(button).toBeVisible();
      await page.evaluate(`
        window.__motion = false;
        new MutationObserver((records) => {
          if (records.some((r) => /-(appear|enter)-active/.test(r.target.className))) window.__motion = true;
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
      `);
      await button.click();
      await expect(page.getByRole('menu').getByText('Logout', { exact: true })).toBeVisible();
      return page.evaluate('window.__motion');
    };
    await signIn('operator');
    expect(await opensAnimated('no-preference')).toBe(true);
    expect(await opensAnimated('reduce')).toBe(false);
  });
});
