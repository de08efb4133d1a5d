import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';

/** A unique word, so the test finds its own stream among the others. */
const unique = () => randomBytes(3).toString('hex');

test.describe('the command palette', () => {
  test('Ctrl+K, part of a stream’s name, Enter: its player', async ({ page, signIn, adminApi }) => {
    test.setTimeout(120_000);
    const word = unique();
    const name = `Palette gate ${word}`;
    const created = await adminApi.post('/v1/stream', {
      data: { name, streamSource: `demo://${encodeURIComponent(name)}`, live: { onDemand: true } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { uid } = (await created.json()) as { uid: string };

    await signIn('operator');
    // The operator may view it once granted, as the streams list has it.
    const granted = await adminApi.post(`/v1/stream/${uid}/permissions`, {
      data: { items: [{ login: 'operator', level: 'view' }] },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await page.goto('/ui/streams');
    await expect(page.getByRole('button', { name: 'Search (Ctrl + K)' })).toBeVisible({ timeout: 30_000 });

    // Typed at once, while the palette's code is still loading: nothing typed is lost.
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`gate ${word}`);
    const box = page.getByRole('combobox', { name: 'Search and commands' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(`gate ${word}`);
    const option = page.getByRole('option', { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await box.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/view$`));
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible({ timeout: 30_000 });
    await expect(box).toBeHidden();
  });

  test('the header’s button opens it and Esc closes it', async ({ page, signIn }) => {
    await signIn('viewer');
    await page.goto('/ui/mosaics');
    await page.getByRole('button', { name: 'Search (Ctrl + K)' }).click();
    const box = page.getByRole('combobox', { name: 'Search and commands' });
    await expect(box).toBeFocused();
    // A read-only user is offered no Add stream; the palette says its own shortcut.
    await expect(page.getByRole('group', { name: 'Commands' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Add stream' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toContainText('Ctrl + K');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(/\/ui\/mosaics$/);
  });

  test('in Russian, finds a page by its Russian title', async ({ page, signIn, newUser }) => {
    await signIn(await newUser());
    expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
    await page.goto('/ui/mosaics');
    await expect(page.getByRole('button', { name: 'Поиск (Ctrl + K)' })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Поиск и команды' });
    await box.fill('справ');
    await expect(page.getByRole('group', { name: 'Страницы' }).getByRole('option', { name: 'Справка' })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ui\/help$/);
  });

  test('at 390 px it takes the width of the screen, and nothing scrolls sideways', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('operator');
    await page.goto('/ui/mosaics');
    await page.getByRole('button', { name: 'Search (Ctrl + K)' }).click();
    await expect(page.getByRole('combobox', { name: 'Search and commands' })).toBeFocused();
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
