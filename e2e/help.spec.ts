import { expect, test } from './support/test';

test.describe('help', () => {
  test("lists the player's shortcuts, the failure reasons and, for an administrator, the API documentation", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/ui/help');
    const main = page.getByRole('main');
    const player = main.getByRole('table', { name: 'In the player' });
    await expect(player).toBeVisible({ timeout: 30_000 });
    await expect(player.getByRole('row', { name: /Space \/ K\s*Play or pause/ })).toBeVisible();
    await expect(main.getByRole('button', { name: /The source refused the connection/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^API documentation/ })).toBeVisible();
  });

  test("lists the player's shortcuts in Russian", async ({ page, signIn, newUser }) => {
    await signIn(await newUser());
    expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
    await page.goto('/ui/help');
    const main = page.getByRole('main');
    const player = main.getByRole('table', { name: 'В плеере' });
    await expect(player).toBeVisible({ timeout: 30_000 });
    expect(await player.getByRole('row').count()).toBeGreaterThan(10);
    await expect(main.getByRole('link', { name: /^Документация API/ })).toHaveCount(0);
  });
});
