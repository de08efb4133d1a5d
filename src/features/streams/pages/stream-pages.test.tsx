import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogLine, Stream, StreamPermission, User } from '@contract/index';
import { apiError, fakeServer, stream, users, type FakeReply, type FakeServer } from '@/test/fixtures';
import { nameEndingWith, renderApp, resetApp, signIn } from '@/test/render-app';

/*
 * The stream's info, permission and debug pages through the real routes and
 * shell, with a fake network. One file: in jsdom each test file pays for
 * loading antd and ProLayout again.
 */

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

const STREAM = 'GET /v1/stream/cam-1';

function serve(user: User, data: Stream = stream()): FakeServer {
  const server = fakeServer(user);
  server.on(STREAM, { data });
  signIn(server.currentSettings());
  return server;
}

/**
 * A control by role and name without the visibility check: in jsdom that check
 * runs antd's whole CSS cascade for every element and its parents (seconds per
 * query on a table). Names come from aria-label or text, as a user would read them.
 */
const button = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('button', { name, hidden: true });
const combobox = (name: string) => screen.getByRole('combobox', { name, hidden: true });

/** The value cell of a field of the stream's description (antd: a table row, label in th, value in td). */
async function field(label: string): Promise<HTMLElement> {
  const name = await screen.findByText(label, { selector: 'th > span' });
  const value = name.closest('tr')?.querySelector('td');
  if (!value) throw new Error(`no value for ${label}`);
  return value;
}

describe('stream info (docs/console.md#screens-and-routes, #entities)', () => {
  it('shows every field to a user who may only watch, without the source, links or share card', async () => {
    // The fake server sends the source anyway: the page must not show it to a non-administrator.
    const watched = stream({
      status: 'failed',
      failureReason: 'Connection refused',
      tags: ['entrance', 'yard'],
      live: { onDemand: true, playlistUrl: '/v1/stream/cam-1/live/index.m3u8', lowResPlaylistUrl: null },
      meta: { marker: 'red', canManage: false },
    });
    const server = serve(users.user, watched);
    renderApp('/stream/cam-1/info');

    const shown: [label: string, text: string][] = [
      ['Name', 'Front door'],
      ['UID', 'cam-1'],
      ['Status', 'Failed'],
      ['Status', 'Connection refused'],
      ['Tags', 'entranceyard'],
      ['Location', 'Lobby'],
      ['Marker', 'red'],
      ['Archive', 'Recording'],
      ['Live on demand', 'Yes'],
      ['Node', 'node-1Available'],
      ['Created', '5 Jan 2026'],
      ['Live playlist', '/v1/stream/cam-1/live/index.m3u8'],
    ];
    for (const [label, text] of shown) expect(await field(label)).toHaveTextContent(text);

    expect(screen.queryByText('Source', { selector: 'th > span' })).toBeNull();
    expect(screen.queryByText('Sub-stream (low resolution)', { selector: 'th > span' })).toBeNull();
    expect(screen.queryByText('demo://front-door')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Debug' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Share link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show share link' })).toBeNull();
    expect(server.calls(STREAM)).toHaveLength(1);
    expect(server.unhandled).toEqual([]);
  });

  it('shows the source and the links of the other pages to an administrator', async () => {
    const user = userEvent.setup({ delay: null });
    serve(users.admin, stream({ tags: [], location: { name: '' }, subSource: 'rtsp://cam/sub' }));
    const app = renderApp('/stream/cam-1/info');

    expect(await field('Source')).toHaveTextContent('demo://front-door');
    expect(await field('Sub-stream (low resolution)')).toHaveTextContent('rtsp://cam/sub');
    expect(await field('Tags')).toHaveTextContent('Not set');
    expect(await field('Location')).toHaveTextContent('Not set');
    const links = within(screen.getByRole('navigation', { name: 'Stream pages' }));
    expect(links.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/stream/cam-1/setting');
    expect(links.getByRole('link', { name: 'Debug' })).toHaveAttribute('href', '/stream/cam-1/debug');
    await user.click(links.getByRole('link', { name: 'Permissions' }));
    await waitFor(() => expect(app.path()).toBe('/stream/cam-1/permission'));
  });

  it('shows, copies and revokes the share link of a stream the user manages', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(users.user, stream({ meta: { marker: '', canManage: true } }));
    server.on('GET /v1/stream/cam-1/share', {
      data: { url: '/ui/watch/cam-1#share=tok-1', token: 'tok-1', expireTime: '2026-01-12T09:00:00.000Z' },
    });
    server.on('DELETE /v1/stream/cam-1/share', { data: { ok: true } });
    renderApp('/stream/cam-1/info');

    const card = within(await screen.findByRole('region', { name: 'Share link' }));
    expect(server.calls('GET /v1/stream/cam-1/share')).toHaveLength(0);
    // An ordinary user who manages the stream: settings and debug, but not permissions.
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Permissions' })).toBeNull();

    await user.click(card.getByRole('button', { name: 'Show share link' }));
    const link = await card.findByRole('textbox', { name: 'Share link address' });
    expect(link).toHaveAttribute('readonly');
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/ui/watch/cam-1#share=tok-1`);
    expect(card.getByText(/^Valid until 12 Jan 2026/)).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/ui/watch/cam-1#share=tok-1`);

    await user.click(card.getByRole('button', { name: 'Revoke' }));
    expect(server.calls('DELETE /v1/stream/cam-1/share')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText('Share links have been revoked')).toBeTruthy();
    expect(server.calls('DELETE /v1/stream/cam-1/share')).toHaveLength(1);
    expect(card.queryByRole('textbox', { name: 'Share link address' })).toBeNull();
    expect(card.getByRole('button', { name: 'Show share link' })).toBeTruthy();
  });
});

describe('stream permissions (docs/console.md#roles-and-permissions)', () => {
  const PERMISSIONS = 'GET /v1/stream/cam-1/permissions';
  const SAVE = 'POST /v1/stream/cam-1/permissions';
  const grant = (login: string, level: StreamPermission['level']): StreamPermission => ({
    login,
    level,
    streamUid: 'cam-1',
    streamName: 'Front door',
  });
  const ivan: User = { ...users.user, name: 'ivan', fullName: 'Ivan Installer', email: 'ivan@example.com' };

  function serveGrants(items: StreamPermission[]): FakeServer {
    const server = serve(users.admin);
    server.on(PERMISSIONS, { data: { items } });
    server.on('GET /v1/users', { data: { items: [users.admin, users.user, users.readOnly, ivan], total: 4 } });
    server.on(SAVE, (request) => {
      const body = request.body as { items: { login: string; level: StreamPermission['level'] }[] };
      return { data: { items: body.items.map((i) => grant(i.login, i.level)) } };
    });
    return server;
  }

  /** Opens an antd Select by its label and picks the option with `text`. */
  async function choose(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    await user.click(combobox(label));
    const options = await screen.findAllByTitle(text);
    await user.click(options.at(-1) as HTMLElement);
  }

  it('adds a user, changes a level, removes one and posts the complete list', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serveGrants([grant('olga', 'manage'), grant('rita', 'view')]);
    renderApp('/stream/cam-1/permission');

    const table = await screen.findByRole('table', { hidden: true });
    expect(within(table).getByText('olga')).toBeTruthy();
    expect(within(table).getByText('Olga Operator')).toBeTruthy();
    expect(server.calls('GET /v1/users')[0]?.query).toMatchObject({ page: 1, pageSize: 500 });
    expect(button('Save')).toBeDisabled();

    // Only users not listed and not administrators are offered.
    await user.click(combobox('Add user'));
    expect(await screen.findByTitle('ivan (Ivan Installer)')).toBeTruthy();
    expect(screen.queryByTitle(/^admin/)).toBeNull();
    expect(screen.queryByTitle(/^olga/)).toBeNull();
    await user.click(screen.getByTitle('ivan (Ivan Installer)'));
    await waitFor(() => expect(within(table).getByText('ivan')).toBeTruthy());

    await choose(user, 'Level of rita', 'Manage');
    await user.click(button('Remove olga', table));
    expect(within(table).queryByText('olga')).toBeNull();
    expect(screen.getByText('Unsaved changes: added 1, removed 1, level changed 1.')).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.click(button('Save'));
    expect(await screen.findByText('Stream permissions have been saved')).toBeTruthy();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        items: [
          { login: 'rita', level: 'manage' },
          { login: 'ivan', level: 'view' },
        ],
      },
    ]);
    await waitFor(() => expect(button('Save')).toBeDisabled());
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
  });

  it('resets unsaved changes to the saved list', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serveGrants([grant('olga', 'view')]);
    renderApp('/stream/cam-1/permission');
    const table = await screen.findByRole('table', { hidden: true });
    await user.click(button('Remove olga', table));
    expect(within(table).queryByText('olga')).toBeNull();
    await user.click(button('Reset'));
    expect(within(table).getByText('olga')).toBeTruthy();
    expect(button('Save')).toBeDisabled();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('is closed to anyone but an administrator, and says so when the server refuses', async () => {
    const server = serve(users.user);
    server.on(PERMISSIONS, { data: { items: [] } });
    const first = renderApp('/stream/cam-1/permission');
    expect(await screen.findByText("You don't have access")).toBeTruthy();
    expect(server.calls(PERMISSIONS)).toHaveLength(0);
    first.unmount();

    const refused = serve(users.admin);
    refused.on(PERMISSIONS, apiError('Forbidden'));
    refused.on('GET /v1/users', { data: { items: [], total: 0 } });
    const second = renderApp('/stream/cam-1/permission');
    expect(await screen.findByText('Only administrators manage stream permissions')).toBeTruthy();
    // The page says it itself: no notification on top.
    expect(second.notifications()).toEqual([]);
  });
});

describe('stream debug (docs/console.md#states-and-transitions log poll)', () => {
  const LOGS = 'GET /v1/stream/cam-1/logs';
  const line = (seq: number, text: string): LogLine => ({
    seq,
    text,
    level: 'info',
    time: '2026-01-05T09:00:00.000Z',
  });
  const tick = (ms = 1000) =>
    act(async () => {
      vi.advanceTimersByTime(ms);
    });
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  afterEach(() => {
    // Back to jsdom's own getter.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('appends the lines of each poll after `since`, follows the newest line, pauses while hidden and stops on 403', async () => {
    // The poll ticks on setInterval and measures a request's age on performance.now: both faked;
    // the network and rendering run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const user = userEvent.setup({ delay: null });
    const server = serve(users.admin);
    const replies: (FakeReply | Promise<FakeReply>)[] = [
      { data: { lines: [line(1, 'ffmpeg started'), line(2, 'input opened')], cursor: 2 } },
      { data: { lines: [line(3, 'segment 1 written')], cursor: 3 } },
      // A request that never comes back: the next tick's request replaces it.
      new Promise<FakeReply>(() => undefined),
      { data: { lines: [line(4, 'segment 2 written')], cursor: 4 } },
      { data: { lines: [], cursor: 4 } },
      apiError('Forbidden'),
    ];
    server.on(LOGS, () => replies.shift() ?? { data: { lines: [line(99, 'never asked for')], cursor: 99 } });
    const app = renderApp('/stream/cam-1/debug');

    const log = await screen.findByRole('log', { name: 'Stream log', hidden: true });
    await within(log).findByText('input opened');
    expect(server.calls(LOGS).map((r) => r.query)).toEqual([{}]);

    // The reader scrolls up: the box stops following and offers to follow again.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 200 });
    Object.defineProperty(log, 'scrollTop', { configurable: true, writable: true, value: 100 });
    fireEvent.scroll(log);
    const follow = await screen.findByText('Follow newest');

    await tick();
    await within(log).findByText('segment 1 written');
    expect(server.calls(LOGS).map((r) => r.query)).toEqual([{}, { since: 2 }]);
    expect(Array.from(log.children, (row) => row.textContent?.replace(/^\S+ /, ''))).toEqual([
      'INFO ffmpeg started',
      'INFO input opened',
      'INFO segment 1 written',
    ]);
    expect(log.scrollTop).toBe(100);

    await user.click(follow);
    await waitFor(() => expect(screen.queryByText('Follow newest')).toBeNull());
    expect(log.scrollTop).toBe(800);

    // The third request hangs. Ticks within its patience let it be (a slow server still answers),
    // the page says the log is behind, and once it is older than its patience a new request from
    // the same cursor replaces it, whose lines arrive.
    await tick();
    await tick();
    expect(server.calls(LOGS)).toHaveLength(3);
    await tick();
    expect(
      await screen.findByText('The server is answering slowly: the log may be a few seconds behind.'),
    ).toBeTruthy();
    await tick();
    expect(server.calls(LOGS)).toHaveLength(3);
    await tick();
    await within(log).findByText('segment 2 written');
    expect(screen.queryByText('The server is answering slowly: the log may be a few seconds behind.')).toBeNull();
    expect(server.calls(LOGS).map((r) => r.query)).toEqual([{}, { since: 2 }, { since: 3 }, { since: 3 }]);
    expect(log.children).toHaveLength(4);
    expect(log.scrollTop).toBe(800);

    // A hidden tab asks for nothing; showing it again asks at once.
    setVisibility('hidden');
    await tick(3000);
    expect(server.calls(LOGS)).toHaveLength(4);
    setVisibility('visible');
    await waitFor(() => expect(server.calls(LOGS)).toHaveLength(5));
    expect(server.calls(LOGS)[4]?.query).toEqual({ since: 4 });

    await tick();
    // The lines shown so far stay, and the page says they are no longer refreshed.
    expect(await screen.findByText("You are not allowed to read this stream's log")).toBeTruthy();
    expect(screen.getByText('The log is no longer refreshed.')).toBeTruthy();
    expect(within(log).getByText('segment 2 written')).toBeTruthy();
    expect(server.calls(LOGS)).toHaveLength(6);
    await tick(5000);
    expect(server.calls(LOGS)).toHaveLength(6);
    expect(app.notifications()).toEqual([]);
  });

  it('to a user who only views the stream: a disabled tab, and the page asks no log and claims none stopped', async () => {
    const server = serve(users.user, stream({ meta: { marker: '', canManage: false } }));
    const app = renderApp('/stream/cam-1/info');
    const tab = (name: string) => screen.findByRole('menuitem', { name: nameEndingWith(name), hidden: true });
    await waitFor(async () => expect(await tab('Stream debug')).toHaveAttribute('aria-disabled', 'true'));
    expect(await tab('Stream permissions')).toHaveAttribute('aria-disabled', 'true');
    expect(await tab('Stream settings')).not.toHaveAttribute('aria-disabled', 'true');
    expect(await tab('Stream info')).not.toHaveAttribute('aria-disabled', 'true');

    // Opened by its address, the page says who may read the log.
    await app.navigate('/stream/cam-1/debug');
    expect(await screen.findByText("You are not allowed to read this stream's log")).toBeTruthy();
    expect(screen.getByText('Only those who manage the stream see its log.')).toBeTruthy();
    expect(screen.queryByText(/no longer refreshed/)).toBeNull();
    expect(screen.queryByRole('log', { hidden: true })).toBeNull();
    expect(server.calls(LOGS)).toHaveLength(0);
  });

  it('a log refused from its first request says so, without claiming it stopped being refreshed', async () => {
    const server = serve(users.user, stream({ meta: { marker: '', canManage: true } }));
    server.on(LOGS, apiError('Forbidden'));
    const app = renderApp('/stream/cam-1/debug');
    expect(await screen.findByText("You are not allowed to read this stream's log")).toBeTruthy();
    expect(screen.getByText('Only those who manage the stream see its log.')).toBeTruthy();
    expect(screen.queryByText(/no longer refreshed/)).toBeNull();
    expect(server.calls(LOGS)).toHaveLength(1);
    expect(app.notifications()).toEqual([]);
  });
});
