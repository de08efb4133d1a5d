import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';

/** Creates a demo stream through the API and returns its uid. */
async function createStream(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post('/v1/stream', { data: { name, streamSource: `demo://${encodeURIComponent(name)}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { uid: string }).uid;
}

/** Every API request the page sends, with its answer's status once it is in. */
function recordApi(page: Page): { url: string; status: () => Promise<number | null> }[] {
  const seen: { url: string; status: () => Promise<number | null> }[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/v1/')) return;
    seen.push({ url: request.url(), status: async () => (await request.response())?.status() ?? null });
  });
  return seen;
}

async function failures(seen: ReturnType<typeof recordApi>): Promise<string[]> {
  const out: string[] = [];
  for (const request of seen) {
    const status = await request.status();
    if (status === null || status >= 400) out.push(`${status} ${new URL(request.url).pathname}`);
  }
  return out;
}

/** The console's header (the one with the user menu). */
const header = (page: Page) =>
  page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'User menu' }) });

/** A page's first content on a cold load: the machine may be busy with the server's demo recordings. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe('stream pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test("opening a deleted stream's player sends one failing request and offers no link to its pages", async ({
    page,
    signIn,
    adminApi,
  }) => {
    const uid = await createStream(adminApi, `Shed ${randomBytes(3).toString('hex')}`);
    expect((await adminApi.delete(`/v1/stream/${uid}`, { params: { purge: true } })).ok()).toBe(true);
    await signIn('admin');
    const seen = recordApi(page);

    await page.goto(`/ui/stream/${uid}/view`);
    await expect(page.getByText('This stream is not accessible')).toBeVisible(FIRST_LOAD);
    // Long enough for a poll, the archive's ranges and annotations to have been asked.
    await page.waitForTimeout(3000);
    expect(await failures(seen)).toEqual([`404 /v1/stream/${uid}`]);
    await expect(header(page).getByRole('link', { name: /Setting of/ })).toHaveCount(0);
    await expect(header(page).getByText(uid)).toBeVisible();

    // Its info page is not found, at the address typed.
    await page.goto(`/ui/stream/${uid}/info`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/info$`));
    await expect(page).toHaveTitle('Page not found · Vigil');
    await expect(page.getByRole('menuitem', { name: 'Stream debug' })).toHaveCount(0);
  });

  test("a view-only user's stream tabs: debug and permissions are disabled", async ({
    page,
    signIn,
    adminApi,
    newUser,
  }) => {
    const name = `Attic ${randomBytes(3).toString('hex')}`;
    const uid = await createStream(adminApi, name);
    const account = await newUser();
    const grant = await adminApi.post(`/v1/stream/${uid}/permissions`, {
      data: { items: [{ login: account.login, level: 'view' }] },
    });
    expect(grant.ok(), await grant.text()).toBe(true);
    await signIn(account);

    await page.goto(`/ui/stream/${uid}/info`);
    await expect(header(page).getByRole('link', { name, exact: true })).toBeVisible(FIRST_LOAD);
    for (const tab of ['Stream info', 'Stream settings'])
      await expect(page.getByRole('menuitem', { name: tab })).not.toHaveAttribute('aria-disabled', 'true');
    for (const tab of ['Stream permissions', 'Stream debug'])
      await expect(page.getByRole('menuitem', { name: tab })).toHaveAttribute('aria-disabled', 'true');
    // A click on it leads nowhere.
    await page.getByRole('menuitem', { name: 'Stream debug' }).click({ force: true });
    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/info$`));

    // Typed by hand, the debug page says who may read the log, and claims nothing about refreshing it.
    await page.goto(`/ui/stream/${uid}/debug`);
    await expect(page.getByText("You are not allowed to read this stream's log")).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('Only those who manage the stream see its log.')).toBeVisible();
    await expect(page.getByText(/no longer refreshed/)).toHaveCount(0);
  });

  test('the stream name in the header is level with its info button', async ({ page, signIn, adminApi }) => {
    const name = `Porch ${randomBytes(3).toString('hex')}`;
    const uid = await createStream(adminApi, name);
    await signIn('admin');
    const level = async (where: string) => {
      const label = header(page).getByText(name, { exact: true });
      const info = header(page)
        .getByRole('link', { name: `Setting of "${name}" stream` })
        .getByRole('button');
      await expect(label).toBeVisible(FIRST_LOAD);
      await expect(info).toBeVisible();
      // Measured again until level: the header re-renders as the page's data arrives.
      const offset = async () => {
        const [a, b] = [await label.boundingBox(), await info.boundingBox()];
        return a && b ? Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) : Infinity;
      };
      await expect.poll(offset, { message: where }).toBeLessThanOrEqual(2);
    };

    await page.goto(`/ui/stream/${uid}/info`);
    await level('info');
    await header(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/view$`));
    await level('player');
  });
});
