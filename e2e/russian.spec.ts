import type { Locator, Page } from '@playwright/test';
import { expect, test, type Account } from './support/test';

/** Signs in an administrator of its own (it sees the demo streams) whose language is Russian; the others keep English. */
async function signInRussian(page: Page, signIn: (who: Account) => Promise<void>, account: Account): Promise<void> {
  await signIn(account);
  expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
}

/** Narrows the all-streams page to one word, as a user would with the search box. */
async function search(page: Page, word: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Поиск потоков' });
  await box.fill(word);
  await box.press('Enter');
}

/** Whether a text is drawn whole: not cut by its box (an ellipsis or overflow). */
const drawnWhole = (text: Locator) => text.evaluate((el) => el.scrollWidth <= el.clientWidth);

/** Whether the field's placeholder fits inside it, and the field inside the window. */
const placeholderFits = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room && input.getBoundingClientRect().right <= innerWidth;
  });

test.describe('in Russian', () => {
  test("a failed demo source's reason is Russian on the card in Russian", async ({ page, signIn, newUser }) => {
    test.setTimeout(90_000);
    await signInRussian(page, signIn, await newUser({ admin: true }));
    await page.goto('/ui/streams');
    // Other specs add streams, newest first: narrow the list to the demo's back gate.
    await search(page, 'back-gate');

    // The demo's back gate camera refuses the connection (real ffmpeg against a closed port).
    const card = page.getByRole('listitem', { name: 'Back gate' });
    await expect(card.getByText('Ошибка', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText('Источник отклонил соединение: проверьте хост и порт.')).toBeVisible();
    await expect(card.getByText(/Connection refused|Cannot read the source/)).toHaveCount(0);
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`the side panel's labels and the search placeholder fit, ${width} px wide`, async ({
      page,
      signIn,
      newUser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await signInRussian(page, signIn, await newUser({ admin: true }));
      await page.goto('/ui/streams');
      const box = page.getByRole('textbox', { name: 'Поиск потоков' });
      await expect(box).toHaveAttribute('placeholder', 'Имя, uid или тег', { timeout: 30_000 });
      expect(await placeholderFits(box)).toBe(true);

      await page.goto('/ui/stream/back-gate/info');
      await expect(page.getByRole('heading', { name: 'Информация о потоке' })).toBeVisible({ timeout: 30_000 });
      const open = page.getByRole('button', { name: 'Открыть боковую панель' });
      if (await open.isVisible()) await open.click();
      const labels = [
        'Все потоки',
        'Добавить поток',
        'О потоке',
        'Настройки потока',
        'Права на поток',
        'Отладка потока',
      ];
      for (const label of labels) {
        const text = page.getByRole('menuitem', { name: label }).getByText(label, { exact: true });
        await expect(text).toBeVisible();
        expect(await drawnWhole(text), label).toBe(true);
      }
    });
  }
});
