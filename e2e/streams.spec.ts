import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForPlaying } from './support/player';
import { expect, test } from './support/test';

/** A unique word, so each test finds its own stream among the demo ones. */
const unique = () => randomBytes(3).toString('hex');

/** Creates a recording demo stream through the API and returns its uid. */
async function createStream(api: APIRequestContext, name: string, tags: string[]): Promise<string> {
  const res = await api.post('/v1/stream', {
    data: { name, streamSource: `demo://${encodeURIComponent(name)}`, tags },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { uid: string }).uid;
}

/** Narrows the all-streams page to one word, as a user would with the search box. */
async function search(page: Page, word: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search streams' });
  await box.fill(word);
  await box.press('Enter');
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test.describe('streams in the console', () => {
  test('adds a demo stream after probing it, and finds it in the grid, the table and its tag group', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const word = unique();
    const name = `Gate ${word}`;
    const tag = `e2e-${word}`;
    await signIn('operator');
    await page.goto('/ui/streams');
    await page.getByRole('link', { name: 'Add Stream', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/add-stream$/);

    await page.getByLabel('Name').fill(name);
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');

    // A source that refuses: the server's reason, in the console's words.
    const probe = page.getByRole('region', { name: 'Check the source' });
    await page.getByLabel('Source URL').fill('rtsp://127.0.0.1:1/none');
    await page.getByRole('button', { name: 'Check source' }).click();
    await expect(probe.getByRole('alert')).toContainText(
      'The source refused the connection: check the host and the port.',
    );

    await page.getByLabel('Source URL').fill(`demo://${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: 'Check source' }).click();
    await expect(probe.getByText('Codecs', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(probe.getByRole('img', { name: 'A frame from the source' })).toBeVisible();

    await page.getByRole('button', { name: 'Add stream', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/stream\/[^/]+\/info$/, { timeout: 35_000 });
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/ui/streams');
    await search(page, word);
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name).getByText(/Pending|Running/)).toBeVisible();

    await page.getByRole('button', { name: 'View mode: Grid' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByText(tag)).toBeVisible();

    await page.getByRole('button', { name: 'No grouped' }).click();
    await expect(page.getByRole('region', { name: tag }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  });

  test('the search filters as one types, and the tag groups of the table line up their columns', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const word = unique();
    await createStream(adminApi, `Loading bay north ${word} with a long name`, [`a-${word}`]);
    await createStream(adminApi, `Bay ${word}`, [`b-${word}`]);
    await signIn('admin');
    await page.goto('/ui/streams');
    // The page title sits the layout's normal gap (24–32 px) below the 56 px header, with no band above it.
    const title = await page.getByRole('heading', { name: 'Streams', level: 3 }).boundingBox();
    expect(title?.y).toBeGreaterThanOrEqual(56 + 20);
    expect(title?.y).toBeLessThanOrEqual(56 + 32);
    await page.getByRole('button', { name: 'View mode: Grid' }).click();
    await page.getByRole('button', { name: 'No grouped' }).click();
    // Typed, not kept with Enter: the list follows once typing rests.
    await page.getByRole('textbox', { name: 'Search streams' }).fill(word);
    const groups = [page.getByRole('region', { name: `a-${word}` }), page.getByRole('region', { name: `b-${word}` })];
    for (const group of groups) await expect(group).toBeVisible();
    const edges = async (group: (typeof groups)[number]) =>
      Promise.all(
        ['Status', 'Archive', 'Actions'].map(
          async (name) => (await group.getByRole('columnheader', { name }).boundingBox())?.x,
        ),
      );
    const [first, second] = [await edges(groups[0]!), await edges(groups[1]!)];
    expect(first.every((x) => x !== undefined)).toBe(true);
    expect(second).toEqual(first);
  });

  test('pauses and resumes a stream from the list and saves its settings', async ({ page, signIn, adminApi }) => {
    const word = unique();
    const name = `Yard ${word}`;
    const uid = await createStream(adminApi, name, []);
    await signIn('admin');
    await page.goto('/ui/streams');
    await search(page, word);

    await card(page, name)
      .getByRole('button', { name: `Pause ${name}` })
      .click();
    await expect(card(page, name).getByText('Paused')).toBeVisible();
    await card(page, name)
      .getByRole('button', { name: `Resume ${name}` })
      .click();
    await expect(card(page, name).getByText(/Pending|Running/)).toBeVisible();

    await card(page, name)
      .getByRole('link', { name: `Settings of ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/setting$`));
    const location = page.getByLabel('Location');
    await expect(location).toBeEnabled();
    await location.fill(`North gate ${word}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Stream settings has been saved')).toBeVisible();

    await page.goto(`/ui/stream/${uid}/info`);
    await expect(page.getByText(`North gate ${word}`)).toBeVisible();
  });

  test('grants a user one stream on its permission page; that user sees only it', async ({
    page,
    browser,
    signIn,
    adminApi,
    newUser,
  }) => {
    const word = unique();
    const name = `Dock ${word}`;
    const uid = await createStream(adminApi, name, []);
    const account = await newUser();
    await signIn('admin');
    await page.goto(`/ui/stream/${uid}/permission`);

    // Typed first: with many users the list is virtual and draws only the first few options.
    await page.getByRole('combobox', { name: 'Add user' }).click();
    await page.getByRole('combobox', { name: 'Add user' }).fill(account.login);
    // antd keeps an invisible option per entry for screen readers; the visible one carries the title.
    await page.locator('.ant-select-item-option').filter({ hasText: account.login }).click();
    await expect(
      page.getByRole('table', { name: 'Users allowed to this stream' }).getByText(account.login),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Stream permissions have been saved')).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    const res = await other.request.post('/v1/sign-in', {
      data: { login: account.login, password: account.password },
    });
    expect(res.ok()).toBe(true);
    await other.goto('/ui/streams');
    const list = other.getByRole('region', { name: 'All streams' }).getByRole('listitem');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toHaveAccessibleName(name);
    await context.close();
  });

  test('shows the stream log moving on the debug page', async ({ page, signIn, adminApi }) => {
    test.setTimeout(90_000);
    const uid = await createStream(adminApi, `Roof ${unique()}`, []);
    expect((await adminApi.post(`/v1/stream/pause/${uid}`)).ok()).toBe(true);
    await signIn('admin');
    await page.goto(`/ui/stream/${uid}/debug`);
    const log = page.getByRole('log', { name: 'Stream log' });
    await expect(log).toBeVisible();
    const before = (await log.innerText()).split('\n').filter(Boolean).length;

    // Resuming starts ffmpeg again: new lines arrive while the page polls.
    expect((await adminApi.post(`/v1/stream/resume/${uid}`)).ok()).toBe(true);
    await expect(log.getByText(/ffmpeg started/).last()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await log.innerText()).split('\n').filter(Boolean).length, { timeout: 30_000 })
      .toBeGreaterThan(before);
  });

  test('shares a stream by a link that plays for someone with no account, until it is revoked', async ({
    page,
    signIn,
    adminApi,
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = `Porch ${unique()}`;
    const uid = await createStream(adminApi, name, []);
    await signIn('admin');
    await page.goto(`/ui/stream/${uid}/info`);
    const share = page.getByRole('region', { name: 'Share link' });
    await share.getByRole('button', { name: 'Show share link' }).click();
    const link = await share.getByRole('textbox', { name: 'Share link address' }).inputValue();
    expect(link).toContain(`/ui/watch/${uid}#share=`);

    // Someone else's browser: no cookie, no account.
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      await guest.goto(link);
      await expect(guest.getByRole('heading', { name })).toBeVisible();
      await waitForPlaying(guest.getByLabel('Video', { exact: true }));

      await share.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('button', { name: 'Revoke links' }).click();
      await expect(page.getByText('Share links have been revoked')).toBeVisible();
      await guest.reload();
      await expect(guest.getByText(/This link no longer works/)).toBeVisible();
      await expect(guest.getByLabel('Video', { exact: true })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('deletes a stream after a confirmation and it is gone', async ({ page, signIn, adminApi }) => {
    const word = unique();
    const name = `Lobby ${word}`;
    const uid = await createStream(adminApi, name, []);
    await signIn('admin');
    await page.goto('/ui/streams');
    await search(page, word);
    await card(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, name)).toHaveCount(0);
    await expect(page.getByText('No streams match the search or filter')).toBeVisible();
    expect((await adminApi.get(`/v1/stream/${uid}`)).status()).toBe(404);
  });
});
