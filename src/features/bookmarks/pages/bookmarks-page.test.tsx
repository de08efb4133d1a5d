import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bookmark, BookmarkHoldUsage, BookmarkListQuery } from '@contract/index';
import { apiError, fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The bookmarks page (docs/console.md#screens-and-routes /bookmarks): the bookmarks of the streams the user may
 * view, filtered on the server; play, edit (a partial update) and delete.
 */

afterEach(() => resetApp());

const LIST = 'GET /v1/bookmarks';
const HOLD_USAGE = 'GET /v1/bookmarks/hold-usage';

const bookmark = (id: string, fields: Partial<Bookmark> = {}): Bookmark => ({
  id,
  streamUid: 'gate',
  streamName: 'Gate',
  name: `Mark ${id}`,
  description: '',
  tags: [],
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: null,
  hold: false,
  author: 'olga',
  createdTime: '2026-11-22T10:05:00.000Z',
  updatedTime: '2026-11-22T10:05:00.000Z',
  meta: { canEdit: true, canHold: true },
  ...fields,
});

const MARKS: Bookmark[] = [
  bookmark('van', { name: 'White van', tags: ['vehicle'], hold: true, description: 'At the gate' }),
  bookmark('dog', {
    name: 'Dog',
    tags: ['animal'],
    endTime: '2026-11-22T10:01:00.000Z',
    meta: { canEdit: false, canHold: false },
  }),
];

/** A server that filters by tag, as the real one does. */
function serve(
  usage: BookmarkHoldUsage = { heldHours: 12.5, maxHours: 72 },
  marks: Bookmark[] = MARKS,
  who = users.user,
): FakeServer {
  const server = fakeServer(who);
  server.on(LIST, (request) => {
    const query = request.query as BookmarkListQuery;
    const items = marks.filter((b) => !query.tag || b.tags.includes(query.tag));
    return { data: { items, total: items.length, tags: ['animal', 'vehicle'] } };
  });
  server.on(HOLD_USAGE, { data: usage });
  server.on('GET /v1/streams', () => ({ data: { items: [], total: 0, groups: [] } }));
  signIn(server.currentSettings());
  return server;
}

async function findTable(name = 'Bookmarks', first = 'White van') {
  const table = await screen.findByRole('table', { name, hidden: true }, { timeout: 30_000 });
  await within(table).findByText(first);
  return table;
}

const row = (table: HTMLElement, key: string) =>
  table.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`) as HTMLElement;

describe('bookmarks page', { timeout: 60_000 }, () => {
  it('lists bookmarks with their hold, tags and a play link to the archive moment; only editable ones offer changes', async () => {
    serve();
    renderApp('/bookmarks');
    const table = await findTable();
    const van = row(table, 'van');
    expect(within(van).getByText('Evidence hold')).toBeTruthy();
    expect(within(van).getByText('vehicle')).toBeTruthy();
    expect(within(van).getByText('At the gate')).toBeTruthy();
    const play = within(van).getByRole('link', { name: 'Play White van', hidden: true });
    expect(play.getAttribute('href')).toBe('/stream/gate/view?at=2026-11-22T10%3A00%3A00.000Z');
    expect(within(van).getByRole('button', { name: 'Edit White van', hidden: true })).toBeTruthy();
    const dog = row(table, 'dog');
    expect(within(dog).queryByRole('button', { name: 'Edit Dog', hidden: true })).toBeNull();
    expect(within(dog).queryByRole('button', { name: 'Delete Dog', hidden: true })).toBeNull();
  });

  it('filters by tag on the server', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/bookmarks');
    const table = await findTable();
    const main = screen.getByRole('main', { hidden: true });
    await user.click(within(main).getByRole('combobox', { name: 'Tag', hidden: true }));
    await user.click(await screen.findByTitle('animal'));
    await waitFor(() => expect(server.calls(LIST).at(-1)?.query).toEqual({ page: 1, pageSize: 50, tag: 'animal' }));
    await waitFor(() => expect(within(table).queryByText('White van')).toBeNull());
    expect(within(table).getByText('Dog')).toBeTruthy();
  });

  it('edits in a dialog: a refusal shows the catalogue message and keeps what was typed; a success sends only the change', async () => {
    const user = quickUser();
    const server = serve();
    let refuse = true;
    server.on('PATCH /v1/bookmark/van', (request) => {
      if (refuse) {
        refuse = false;
        return apiError('Forbidden');
      }
      return { data: { ...MARKS[0], ...(request.body as object) } };
    });
    renderApp('/bookmarks');
    const table = await findTable();
    await user.click(within(row(table, 'van')).getByRole('button', { name: 'Edit White van', hidden: true }));
    const title = await screen.findByText('Edit bookmark', undefined, { timeout: 10_000 });
    const dialog = title.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    const name = within(dialog).getByRole('textbox', { name: 'Name', hidden: true });
    await user.clear(name);
    await user.type(name, 'Grey van');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText("You don't have access")).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Grey van');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(server.calls('PATCH /v1/bookmark/van')).toHaveLength(2));
    expect(server.calls('PATCH /v1/bookmark/van').at(-1)?.body).toEqual({ name: 'Grey van' });
    await waitFor(() => expect(screen.queryByText('Edit bookmark')).toBeNull());
  });

  it('deletes after a confirmation that says the hold ends with it', async () => {
    const user = quickUser();
    const server = serve();
    server.on('DELETE /v1/bookmark/van', () => ({ data: { ok: true } }));
    renderApp('/bookmarks');
    const table = await findTable();
    await user.click(within(row(table, 'van')).getByRole('button', { name: 'Delete White van', hidden: true }));
    expect(await screen.findByText('Its evidence hold ends with it.')).toBeTruthy();
    expect(server.calls('DELETE /v1/bookmark/van')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls('DELETE /v1/bookmark/van')).toHaveLength(1));
  });

  it.each([
    ['en', { heldHours: 12.5, maxHours: 72 }, '12.5 of 72 h held'],
    ['ru', { heldHours: 12.5, maxHours: 72 }, 'На хранении доказательств: 12,5 из 72 ч'],
    ['en', { heldHours: 40, maxHours: null }, '40 h held'],
    ['ru', { heldHours: 0.02, maxHours: null }, 'На хранении доказательств: 0,02 ч'],
  ] as const)('says how much of the cap of held hours the user has used (%s, %j)', async (language, usage, text) => {
    serve(usage, MARKS, usage.maxHours === null ? users.admin : users.user);
    renderApp('/bookmarks', { language });
    await findTable(language === 'ru' ? 'Закладки' : 'Bookmarks');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each([
    [
      'en',
      'Bookmarks',
      'Edit Dog',
      'Edit bookmark',
      'Evidence hold',
      'Save',
      'This hold would take you past the hours of recordings you may keep under evidence hold. Release or shorten another hold, or ask an administrator to raise the limit.',
    ],
    [
      'ru',
      'Закладки',
      'Изменить «Dog»',
      'Изменить закладку',
      'Хранение доказательств',
      'Сохранить',
      'С этой закладкой вы превысите разрешённое вам число часов записи на хранении доказательств. Снимите или сократите другое хранение либо попросите администратора увеличить лимит.',
    ],
  ] as const)(
    'a refused hold says why on the switch and keeps it on (%s)',
    async (language, tableName, edit, editTitle, holdLabel, save, reason) => {
      const user = quickUser();
      const dog = bookmark('dog', { name: 'Dog' });
      const server = serve({ heldHours: 71.5, maxHours: 72 }, [dog]);
      server.on('PATCH /v1/bookmark/dog', {
        status: 403,
        data: { code: 'QuotaReached', message: 'hold: holdCapReached', field: 'hold', reason: 'holdCapReached' },
      });
      renderApp('/bookmarks', { language });
      const table = await findTable(tableName, 'Dog');
      await user.click(within(row(table, 'dog')).getByRole('button', { name: edit, hidden: true }));
      const title = await screen.findByText(editTitle, undefined, { timeout: 10_000 });
      const dialog = title.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
      const hold = within(dialog).getByRole('switch', { name: holdLabel, hidden: true });
      await user.click(hold);
      await user.click(within(dialog).getByRole('button', { name: save, hidden: true }));
      await waitFor(() => expect(server.calls('PATCH /v1/bookmark/dog')).toHaveLength(1));
      expect(server.calls('PATCH /v1/bookmark/dog')[0]?.body).toEqual({ hold: true });
      const item = hold.closest<HTMLElement>('.ant-form-item') as HTMLElement;
      expect(await within(item).findByText(reason)).toBeTruthy();
      expect(hold.getAttribute('aria-checked')).toBe('true');
    },
  );

  it('locks the hold switch of a user who may not hold, saying why', async () => {
    const user = quickUser();
    const dog = bookmark('dog', { name: 'Dog', meta: { canEdit: true, canHold: false } });
    serve({ heldHours: 0, maxHours: 72 }, [dog]);
    renderApp('/bookmarks');
    const table = await findTable('Bookmarks', 'Dog');
    await user.click(within(row(table, 'dog')).getByRole('button', { name: 'Edit Dog', hidden: true }));
    const title = await screen.findByText('Edit bookmark', undefined, { timeout: 10_000 });
    const dialog = title.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    const hold = within(dialog).getByRole('switch', { name: 'Evidence hold', hidden: true });
    expect((hold as HTMLButtonElement).disabled).toBe(true);
    const item = hold.closest<HTMLElement>('.ant-form-item') as HTMLElement;
    expect(
      within(item).getByText(
        'Only administrators and users who may manage this stream can put its recordings under evidence hold, release a hold or delete a held bookmark.',
      ),
    ).toBeTruthy();
  });
});
