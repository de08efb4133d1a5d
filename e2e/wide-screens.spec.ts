import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';

test.describe('at 2560×1440', () => {
  test.use({ viewport: { width: 2560, height: 1440 } });

  test("stream cards grow with the screen, and a card's tags are whole beside its action icons", async ({
    page,
    signIn,
    adminApi,
  }) => {
    const name = `Wide ${randomBytes(3).toString('hex')}`;
    const tags = ['entrance-north-building', 'parking-level-two', 'night'];
    const res = await adminApi.post('/v1/stream', {
      data: { name, streamSource: `demo://${encodeURIComponent(name)}`, live: { onDemand: true }, tags },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await signIn('admin');
    await page.goto('/ui/streams');
    const card = page.getByRole('listitem', { name }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });

    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(320);
    const clipped = await card.evaluate((el) => {
      const footer = el.querySelector('.vigil-stream-card__footer')!;
      const actions = footer.lastElementChild!.getBoundingClientRect();
      const card = el.getBoundingClientRect();
      return [...footer.querySelectorAll<HTMLElement>('.vigil-tag')].flatMap((tag) => {
        const r = tag.getBoundingClientRect();
        const cut = tag.scrollWidth > tag.clientWidth + 1;
        const under = r.right > actions.left && r.top < actions.bottom && r.bottom > actions.top;
        const out = r.right > card.right || r.bottom > card.bottom;
        return cut || under || out ? [tag.textContent] : [];
      });
    });
    expect(clipped).toEqual([]);
  });
});
