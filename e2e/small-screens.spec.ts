import type { Locator, Page } from '@playwright/test';
import { ARCHIVE_UID } from './support/player';
import { expect, test, type Account } from './support/test';

/** A phone upright and a tablet upright: the side panel is an overlay on both. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

/** Every page the console draws for a signed-in administrator, built or still a placeholder, in groups. */
const PAGES = {
  streams: ['/ui/streams', '/ui/add-stream', `/ui/stream/${ARCHIVE_UID}/view`, '/ui/events'],
  'stream pages': ['info', 'setting', 'permission', 'debug'].map((tab) => `/ui/stream/${ARCHIVE_UID}/${tab}`),
  'profile and users': [
    '/ui/profile/me/info',
    '/ui/profile/me/edit',
    '/ui/profile/me/tokens',
    '/ui/profile/me/sessions',
    '/ui/user/add',
    '/ui/user/operator/info',
    '/ui/user/operator/permission',
  ],
  'other pages': [
    '/ui/mosaics',
    '/ui/create-mosaic',
    '/ui/administration/stats',
    '/ui/administration/config',
    '/ui/administration/cluster',
    '/ui/administration/license',
    '/ui/administration/server-debug',
    '/ui/administration/tunnel',
    '/ui/administration/audit-logs',
    '/ui/bookmarks',
    '/ui/help',
    '/ui/no/such/page',
  ],
};

/** The console's header (the one with the user menu). */
const header = (page: Page) =>
  page.getByRole('banner').filter({ has: page.getByRole('button', { name: /^(User menu|Меню пользователя)$/ }) });

/** A page's first content on a cold load: the machine may be busy with the server's demo recordings. */
const FIRST_LOAD = { timeout: 30_000 };

/** Waits for a signed-in page: its header and its own heading. */
async function opened(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(header(page)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(FIRST_LOAD);
}

/** The document is exactly as wide as the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number, where: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page's width`).toBe(width);
}

/** Every visible element of the locator lies within the window's width. */
async function expectInside(items: Locator, width: number, where: string): Promise<void> {
  const boxes = await items.evaluateAll((elements) =>
    elements
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ left: r.left, right: r.right })),
  );
  expect(boxes.length, `${where}: something drawn`).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left, `${where}: left edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.right, `${where}: right edge`).toBeLessThanOrEqual(width + 0.5);
  }
}

/** The header's controls and title inside the screen, the title on one line (cut with an ellipsis when long). */
async function expectHeaderFits(page: Page, width: number, where: string): Promise<void> {
  const bar = header(page);
  await expectInside(bar.locator('button, a, h4'), width, `${where}, header`);
  const title = bar.locator('h4');
  if ((await title.count()) > 0) {
    const lines = await title.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines, `${where}: the header's title on one line`).toBeLessThan(1.5);
  }
}

/** The side panel's toggle in the header. */
const toggle = (page: Page, open: boolean) =>
  header(page).getByRole('button', { name: open ? 'Close the side panel' : 'Open the side panel' });

/** Rows of controls: controls whose boxes share a vertical span are on one row. */
async function rowsOf(bar: Locator): Promise<number> {
  const spans = await bar.evaluate((el) =>
    [...el.children]
      .map((child) => child.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: r.top, bottom: r.bottom }))
      .sort((a, b) => a.top - b.top),
  );
  let rows = 0;
  let bottom = -Infinity;
  for (const span of spans) {
    if (span.top >= bottom - 1) rows += 1;
    bottom = Math.max(bottom, span.bottom);
  }
  return rows;
}

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // Slow when the machine is busy with the server's demo recordings.
    test.describe.configure({ timeout: 240_000 });
    test.use({ viewport });

    test('the sign-in and recover-password pages fit the screen', async ({ page }) => {
      await page.goto('/ui/auth');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(FIRST_LOAD);
      await expectNoSidewaysScroll(page, viewport.width, 'sign-in');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/ui\/recover-password$/);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width, 'recover password');
    });

    for (const [group, paths] of Object.entries(PAGES)) {
      test(`${group}: no page is wider than the screen, and its header fits`, async ({ page, signIn }) => {
        await signIn('admin');
        for (const path of paths) {
          await opened(page, path);
          await expectNoSidewaysScroll(page, viewport.width, path);
          await expectHeaderFits(page, viewport.width, path);
        }
      });
    }

    test('the side panel opens over the page and closes on an outside click or a link in it', async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await opened(page, '/ui/streams');
      // Closed, it takes no room: the page starts at the window's left edge.
      const content = page.getByRole('main');
      await expect(toggle(page, false)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('menuitem', { name: 'All streams' })).toBeHidden();
      const before = await content.boundingBox();
      expect(before?.x).toBe(0);

      await toggle(page, false).click();
      const entry = page.getByRole('menuitem', { name: 'All streams' });
      await expect(entry).toBeVisible();
      await expectInside(entry, viewport.width, 'the open side panel');
      // Over the page: the page keeps its place and width.
      expect(await content.boundingBox()).toEqual(before);
      await expectNoSidewaysScroll(page, viewport.width, 'side panel open');

      // A click beside it closes it.
      await page.mouse.click(viewport.width - 10, viewport.height / 2);
      await expect(toggle(page, false)).toHaveAttribute('aria-expanded', 'false');
      await expect(entry).toBeHidden();

      // A link in it leads to its page and leaves that page in view.
      await toggle(page, false).click();
      await page.getByRole('menuitem', { name: 'Add stream' }).click();
      await expect(page).toHaveURL(/\/ui\/add-stream$/);
      await expect(toggle(page, false)).toHaveAttribute('aria-expanded', 'false');
    });

    test('the user menu and its submenus stay inside the screen', async ({ page, signIn }) => {
      await signIn('admin');
      await opened(page, '/ui/streams');
      await header(page).getByRole('button', { name: 'User menu' }).click();
      const menu = page.getByRole('menu').first();
      await expect(menu.getByText('Logout', { exact: true })).toBeVisible();
      await expectInside(menu.getByRole('menuitem'), viewport.width, 'user menu');
      await menu.getByText('Language', { exact: true }).click();
      const russian = page.getByRole('menuitem', { name: 'Русский' });
      await expect(russian).toBeVisible();
      await expectInside(russian, viewport.width, 'language submenu');
    });

    test('the player: the picture takes the width, the controls two rows at most, the timeline the width', async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await opened(page, `/ui/stream/${ARCHIVE_UID}/view`);
      const video = page.locator('video');
      await expect(video).toBeVisible(FIRST_LOAD);
      const picture = (await video.boundingBox())!;
      // Full width on a phone; on a tablet the page's margins only.
      expect(picture.width).toBeGreaterThanOrEqual(viewport.width - 48);
      expect(picture.x + picture.width).toBeLessThanOrEqual(viewport.width);

      const bar = page.getByRole('toolbar', { name: 'Player controls' });
      // The calendar and download come once the picture is there.
      await expect(bar.getByRole('button', { name: 'Download' })).toBeVisible(FIRST_LOAD);
      expect(await rowsOf(bar)).toBeLessThanOrEqual(2);
      await expectInside(bar.locator('button, input'), viewport.width, 'player controls');
      // Export is on the toolbar, or under the timeline where the toolbar has no room.
      await expectInside(page.getByRole('button', { name: 'Export', exact: true }), viewport.width, 'export button');

      const timeline = (await page.getByRole('group', { name: 'Archive timeline' }).boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(timeline.width).toBeGreaterThanOrEqual(barBox.width - 1);
      await expectNoSidewaysScroll(page, viewport.width, 'player');
    });

    test('the player in Russian, whose words are longer: the controls two rows at most', async ({
      page,
      signIn,
      newUser,
    }) => {
      await signIn(await newUser({ admin: true }));
      expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
      await opened(page, `/ui/stream/${ARCHIVE_UID}/view`);
      const bar = page.getByRole('toolbar', { name: 'Управление плеером' });
      await expect(bar.getByRole('button', { name: 'Скачать' })).toBeVisible(FIRST_LOAD);
      await expect(bar.getByRole('button', { name: 'Прямой эфир' })).toBeVisible();
      expect(await rowsOf(bar)).toBeLessThanOrEqual(2);
      await expectInside(bar.locator('button, input'), viewport.width, 'player controls');
    });

    test('the streams table scrolls inside its own box', async ({ page, signIn }) => {
      await signIn('admin');
      await opened(page, '/ui/streams');
      await header(page).getByRole('button', { name: 'View mode: Grid' }).click();
      await expect(header(page).getByRole('button', { name: 'View mode: Table' })).toBeVisible();
      const table = page.getByRole('table').first();
      await expect(table).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width, 'table view');
      const scroller = page.locator('.ant-table-content').first();
      const box = (await scroller.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('on a phone with a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap shows no tooltip that stays', async ({ page, signIn }) => {
    await signIn('admin');
    await opened(page, '/ui/streams');
    await header(page).getByRole('button', { name: 'No grouped' }).tap();
    await expect(header(page).getByRole('button', { name: 'Grouped by tag' })).toBeVisible();
    // Longer than a tooltip's opening delay.
    await page.waitForTimeout(800);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Grouped by tag' }).tap();
  });
});

/** Signs in an administrator of its own whose language is Russian. */
async function signInRussian(page: Page, signIn: (who: Account) => Promise<void>, account: Account): Promise<void> {
  await signIn(account);
  expect((await page.request.patch('/v1/user', { data: { language: 'ru' } })).ok()).toBe(true);
}

test.describe('in Russian and the dark theme on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the player keeps its shape as its first picture comes: the timeline under it does not move', async ({
    page,
    signIn,
    newUser,
  }) => {
    test.setTimeout(90_000);
    await signInRussian(page, signIn, await newUser({ admin: true }));
    // The timeline's top at every frame the page draws, from the first render on.
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { __timelineTops: tops });
      const look = () => {
        const timeline = document.querySelector('[role="group"][aria-label="Шкала архива"]');
        if (timeline) tops.push(Math.round(timeline.getBoundingClientRect().top));
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/ui/stream/front-door/view');
    // Live over WebRTC, with its clock, then the calendar and download that come after the picture.
    await expect(page.getByTestId('playing-clock')).toContainText('Прямой эфир (WebRTC) ·', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Скачать' })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const tops = await page.evaluate(() => (window as unknown as { __timelineTops: number[] }).__timelineTops);
    expect(tops.length).toBeGreaterThan(10);
    expect(
      Math.max(...tops) - Math.min(...tops),
      `the timeline's tops: ${[...new Set(tops)].join(', ')}`,
    ).toBeLessThanOrEqual(2);
  });

  test('the longer titles are cut, never wider than the screen', async ({ page, signIn, newUser }) => {
    test.setTimeout(120_000);
    await signInRussian(page, signIn, await newUser({ admin: true }));
    for (const path of [
      `/ui/stream/${ARCHIVE_UID}/permission`,
      `/ui/stream/${ARCHIVE_UID}/view`,
      '/ui/add-stream',
      '/ui/profile/me/sessions',
    ]) {
      await opened(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoSidewaysScroll(page, 390, path);
      await expectHeaderFits(page, 390, path);
    }
  });
});
