import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiToken, Session, User } from '@contract/index';
import { apiError, fakeServer, users, type FakeAnswer, type FakeReply } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The three lists of people (my API tokens, my sessions, the users) share one table: while the
 * list is asked it is busy under a spinner and claims nothing, an empty answer says the list's
 * own words, and a failure says the catalogue's message with a retry that asks again. One file:
 * in jsdom each test file pays for loading antd and ProLayout again.
 */

afterEach(() => resetApp());

const token: ApiToken = {
  id: 'tok-1',
  name: 'backup script',
  expireTime: null,
  createdTime: '2026-01-05T09:00:00.000Z',
  lastUsedTime: null,
};

const session: Session = {
  id: 's-2',
  lastSeenTime: '2026-01-05T10:00:00.000Z',
  createdTime: '2026-01-05T09:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  address: '203.0.113.7',
  current: false,
};

interface TableCase {
  name: string;
  signedIn: User;
  path: string;
  route: string;
  label: string;
  empty: unknown;
  emptyText: string;
  rows: unknown;
  rowText: string;
}

const cases: TableCase[] = [
  {
    name: 'my API tokens',
    signedIn: users.user,
    path: '/profile/me/tokens',
    route: 'GET /v1/tokens',
    label: 'My API tokens',
    empty: [],
    emptyText: 'No API tokens yet. A token lets a script or another program use the API as you.',
    rows: [token],
    rowText: 'backup script',
  },
  {
    name: 'my sessions',
    signedIn: users.user,
    path: '/profile/me/sessions',
    route: 'GET /v1/sessions',
    label: 'Sessions',
    empty: [],
    emptyText: 'No sessions.',
    rows: [session],
    rowText: '203.0.113.7',
  },
  {
    name: 'the users',
    signedIn: users.admin,
    path: '/administration/users',
    route: 'GET /v1/users',
    label: 'Users',
    empty: { items: [], total: 0 },
    emptyText: 'No users yet.',
    rows: { items: [users.readOnly], total: 1 },
    rowText: 'Rita Reader',
  },
];

/** The table by its accessible name, without the visibility check (slow over antd's CSS in jsdom). */
const findTable = (label: string) =>
  // The first page load on a busy machine may take a while: antd, ProLayout and the page are lazy.
  screen.findByRole('table', { name: label, hidden: true }, { timeout: 30_000 });

/** The spinner ProTable lays over its rows, within the table's wrapper. */
const spinnerOf = (table: HTMLElement) =>
  table.closest('.ant-table-wrapper')?.querySelector('.ant-spin-spinning') ?? null;

describe.each(cases)(
  '$name',
  { timeout: 60_000 },
  ({ signedIn, path, route, label, empty, emptyText, rows, rowText }) => {
    it('is busy with a spinner and no empty text while the list is asked, then says it is empty', async () => {
      const server = fakeServer(signedIn);
      let answer: (reply: FakeAnswer) => void = () => undefined;
      server.on(route, () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
      signIn(server.currentSettings());
      renderApp(path);

      const table = await findTable(label);
      await waitFor(() => expect(server.calls(route)).toHaveLength(1));
      expect(table).toHaveAttribute('aria-busy', 'true');
      expect(spinnerOf(table)).not.toBeNull();
      // Nothing is known yet: the table does not claim the list is empty.
      expect(screen.queryByText(emptyText)).toBeNull();

      answer({ data: empty });
      expect(await screen.findByText(emptyText)).toBeTruthy();
      await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
      await waitFor(() => expect(spinnerOf(table)).toBeNull());
      expect(server.calls(route)).toHaveLength(1);
    });

    it('says why the list failed with a retry that asks again and then shows the rows', async () => {
      const user = quickUser();
      const server = fakeServer(signedIn);
      const replies: FakeReply[] = [apiError('InternalServerError'), { data: rows }];
      server.on(route, () => replies.shift() ?? apiError('InternalServerError'));
      signIn(server.currentSettings());
      const app = renderApp(path);

      const table = await findTable(label);
      const failure = await within(table).findByText('Internal server error');
      expect(within(table).queryByText(emptyText)).toBeNull();
      expect(within(table).queryByText(rowText)).toBeNull();
      // The table says it in place: no notification on top.
      expect(app.notifications()).toEqual([]);

      const retry = within(table).getByRole('button', { name: 'Try again', hidden: true });
      expect(failure.closest('.ant-result')).toContainElement(retry);
      await user.click(retry);
      expect(await within(table).findByText(rowText)).toBeTruthy();
      expect(within(table).queryByText('Internal server error')).toBeNull();
      expect(within(table).queryByRole('button', { name: 'Try again', hidden: true })).toBeNull();
      expect(server.calls(route)).toHaveLength(2);
    });
  },
);
