import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User, UserListQuery } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The users table (docs/console.md#screens-and-routes /administration/users) asks the server for what it shows: the search
 * once typing pauses, a role filter, and an administrator's block from a row's actions menu.
 */

afterEach(() => resetApp());

const LIST = 'GET /v1/users';

/** When each list request arrived (ms), in order. */
const arrivals: number[] = [];

/** A server that searches and filters its users as the real one does (login, e-mail, full name; role). */
function serve(everyone: User[] = [users.admin, users.user, users.readOnly]): FakeServer {
  const server = fakeServer(users.admin);
  arrivals.length = 0;
  server.on(LIST, (request) => {
    arrivals.push(Date.now());
    const query = request.query as UserListQuery;
    const text = query.search?.toLowerCase() ?? '';
    const items = everyone
      .filter((u) => !text || [u.name, u.email, u.fullName].some((f) => f.toLowerCase().includes(text)))
      .filter((u) => !query.role || (query.role === 'admin' ? u.isAdmin : !u.isAdmin));
    return { data: { items, total: items.length } };
  });
  signIn(server.currentSettings());
  return server;
}

const queries = (server: FakeServer) => server.calls(LIST).map((r) => r.query as UserListQuery);

/** The users table, once its first rows are in. */
async function findTable() {
  // The first page load on a busy machine may take a while: antd, ProLayout and the page are lazy.
  const table = await screen.findByRole('table', { name: 'Users', hidden: true }, { timeout: 30_000 });
  await within(table).findByText('Olga Operator');
  return table;
}

describe('users table', { timeout: 60_000 }, () => {
  it('sends the search once the typing pauses and shows what the server found', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/administration/users');
    const table = await findTable();
    expect(queries(server)).toEqual([{ page: 1, pageSize: 20 }]);

    const search = screen.getByRole('searchbox', { name: 'Search users', hidden: true });
    await user.type(search, 'rit');
    const lastKey = Date.now();
    await user.type(search, 'a');
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: 1, pageSize: 20, search: 'rita' }));
    // Asked once the typing paused (300 ms after the last key), never with more than was typed.
    expect(arrivals.at(-1)).toBeGreaterThanOrEqual(lastKey + 290);
    for (const query of queries(server).slice(1)) expect('rita'.startsWith(query.search ?? '-')).toBe(true);
    await waitFor(() => expect(within(table).queryByText('Olga Operator')).toBeNull());
    expect(within(table).getByText('Rita Reader')).toBeTruthy();
    expect(screen.getByText('1 user')).toBeTruthy();

    // Emptied, the search shows every user again.
    await user.clear(search);
    expect(await within(table).findByText('Olga Operator')).toBeTruthy();
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
  });

  it('tags the users who came from a directory', async () => {
    serve([users.admin, { ...users.user, isManaged: true }, users.readOnly]);
    renderApp('/administration/users');
    const table = await findTable();
    const managed = within(table).getByText('Olga Operator').closest('tr')!;
    expect(within(managed).getByText('Directory')).toHaveAttribute('title', 'Managed by a directory');
    const local = within(table).getByText('Ada Admin').closest('tr')!;
    expect(within(local).queryByText('Directory')).toBeNull();
  });

  it('filters by role on the server', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/administration/users');
    const table = await findTable();

    const roleHeader = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .find((th) => th.textContent === 'Role') as HTMLElement;
    await user.click(within(roleHeader).getByRole('button', { hidden: true }));
    await user.click(await screen.findByRole('menuitem', { name: /Administrator/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));

    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: 1, pageSize: 20, role: 'admin' }));
    await waitFor(() => expect(within(table).queryByText('Olga Operator')).toBeNull());
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('1 user')).toBeTruthy();
  });

  it("blocks a user from the row's actions menu after asking", async () => {
    const user = quickUser();
    const everyone = [users.admin, users.user, users.readOnly];
    const server = serve(everyone);
    server.on('POST /v1/user/olga/block', () => {
      everyone[1] = { ...users.user, isBlocked: true };
      return { data: everyone[1] };
    });
    const app = renderApp('/administration/users');
    const table = await findTable();
    const listed = queries(server).length;

    await user.click(within(table).getByRole('button', { name: 'Actions for olga', hidden: true }));
    await user.click(await screen.findByRole('menuitem', { name: /Block/, hidden: true }));
    // By its title's text (antd writes it twice): under test rc-util gives every title the same id.
    const [title] = await screen.findAllByText('Block olga?');
    const dialog = title?.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText(/Their sessions end at once/)).toBeTruthy();
    expect(server.calls('POST /v1/user/olga/block')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Block', hidden: true }));
    expect(await screen.findByText('olga has been blocked')).toBeTruthy();
    expect(server.calls('POST /v1/user/olga/block')).toHaveLength(1);
    // The list is asked again and shows the user blocked.
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(listed));
    const row = within(table).getByText('Olga Operator').closest('tr') as HTMLElement;
    expect(await within(row).findByText('Blocked')).toBeTruthy();
    expect(server.calls('POST /v1/user/rita/block')).toHaveLength(0);
    // No failure beside the success message.
    expect(app.notifications().filter((text) => text !== 'olga has been blocked')).toEqual([]);
  });

  it('marks the users single sign-on manages (docs/people.md#single-sign-on)', async () => {
    serve([users.admin, { ...users.user, isManaged: true }, users.readOnly]);
    renderApp('/administration/users');
    const table = await findTable();
    const row = within(table).getByText('Olga Operator').closest('tr') as HTMLElement;
    expect(within(row).getByText('Directory')).toBeTruthy();
    expect(within(table).getAllByText('Directory')).toHaveLength(1);
  });

  it("shows who has a second factor and resets it from the row's actions menu after asking", async () => {
    const user = quickUser();
    const everyone = [users.admin, { ...users.user, secondFactor: true }, users.readOnly];
    const server = serve(everyone);
    server.on('DELETE /v1/user/olga/2fa', () => {
      everyone[1] = { ...users.user, secondFactor: false };
      return { data: { ok: true } };
    });
    renderApp('/administration/users');
    const table = await findTable();
    const row = () => within(table).getByText('Olga Operator').closest('tr') as HTMLElement;
    expect(within(row()).getByText('2FA')).toBeTruthy();
    expect(within(table).getAllByText('2FA')).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Actions for olga', hidden: true }));
    await user.click(await screen.findByRole('menuitem', { name: /Reset second factor/, hidden: true }));
    const [title] = await screen.findAllByText('Reset the second factor of olga?');
    const dialog = title?.closest('[role="dialog"]') as HTMLElement;
    expect(server.calls('DELETE /v1/user/olga/2fa')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor', hidden: true }));
    expect(await screen.findByText('The second factor of olga has been reset')).toBeTruthy();
    expect(server.calls('DELETE /v1/user/olga/2fa')).toHaveLength(1);
    await waitFor(() => expect(within(row()).queryByText('2FA')).toBeNull());
  });
});
