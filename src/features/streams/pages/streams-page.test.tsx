import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stream, StreamList, User } from '@contract/index';
import { fakeServer, stream, users, type FakeServer } from '@/test/fixtures';
import { header, renderApp, resetApp, signIn } from '@/test/render-app';
import { KEY_PREFIX } from '@/shared/storage/safe-storage';
import { fakeIdle } from '@/test/fake-idle';
import { StreamsTableLazy } from '../components/streams-table-lazy';
import { STREAMS_PAGE_KEY, useStreamsPageStore } from '../store';

const STORAGE_KEY = KEY_PREFIX + STREAMS_PAGE_KEY;

afterEach(() => resetApp());

const front = stream({ uid: 'front', name: 'Front door', tags: ['entrance', 'yard'] });
const dock = stream({ uid: 'dock', name: 'Loading dock', tags: ['yard'], status: 'paused' });
const lobby = stream({
  uid: 'lobby',
  name: 'Lobby',
  tags: [],
  status: 'failed',
  failureReason: 'Cannot read the source: Connection refused',
  failureCode: 'probeRefused',
});

/** The server's list for a query: grouped by tag (untagged last) when asked. */
function listFor(items: Stream[], query: Record<string, unknown>): StreamList {
  const list: StreamList = { items, total: items.length, page: 1, pageSize: 48 };
  if (query.groupType !== 'tag') return list;
  const tags = [...new Set(items.flatMap((s) => s.tags))].sort();
  return {
    ...list,
    // As the server does: a stream counts once per tag it is grouped under.
    total: items.reduce((n, s) => n + Math.max(1, s.tags.length), 0),
    groups: [
      ...tags.map((tag) => ({
        tag,
        count: items.filter((s) => s.tags.includes(tag)).length,
        uids: items.filter((s) => s.tags.includes(tag)).map((s) => s.uid),
      })),
      { tag: null, count: 1, uids: items.filter((s) => s.tags.length === 0).map((s) => s.uid) },
    ],
  };
}

function serve(user: User, items: Stream[], settings: Parameters<typeof fakeServer>[1] = {}): FakeServer {
  const server = fakeServer(user, settings);
  server.on('GET /v1/streams', (request) => ({ data: listFor(items, request.query as Record<string, unknown>) }));
  signIn(server.currentSettings());
  return server;
}

const section = (name: string) => screen.findByRole('region', { name });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown>;

describe('all streams: views, grouping and remembered settings', () => {
  it('groups by tag with the untagged group last, a two-tag stream in both groups, and remembers it', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(users.admin, [front, dock, lobby]);
    renderApp('/streams');
    await section('All streams');

    expect(await screen.findByText('3 streams')).toBeTruthy();
    await user.click(within(header()).getByRole('button', { name: 'No grouped' }));
    const regions = await waitFor(() => {
      const found = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
      expect(found).toEqual(['entrance', 'yard', 'Untagged']);
      return found;
    });
    expect(regions).toHaveLength(3);
    expect(within(await section('entrance')).getByText('Front door')).toBeTruthy();
    expect(within(await section('yard')).getByText('Front door')).toBeTruthy();
    expect(within(await section('yard')).getByText('Loading dock')).toBeTruthy();
    expect(within(await section('Untagged')).getByText('Lobby')).toBeTruthy();
    // Front door is in two groups: the count says what it counts.
    expect(screen.getByText('4 entries in tag groups')).toHaveAttribute(
      'title',
      'A stream with several tags is counted once in each of its groups.',
    );
    expect(server.calls('GET /v1/streams').at(-1)?.query).toMatchObject({ groupType: 'tag', page: 1 });
    expect(stored()).toMatchObject({ groupType: 'tag' });
  });

  it('asks the grouped list when the pointer reaches the grouping toggle, and the click draws from it', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(users.admin, [front, dock, lobby]);
    renderApp('/streams');
    await section('All streams');
    const grouped = () =>
      server
        .calls('GET /v1/streams')
        .filter((c) => (c.query as { groupType?: string } | undefined)?.groupType === 'tag');
    expect(grouped()).toHaveLength(0);

    const toggle = within(header()).getByRole('button', { name: 'No grouped' });
    await user.hover(toggle);
    await waitFor(() => expect(grouped()).toHaveLength(1));
    expect(grouped()[0]?.query).toMatchObject({ groupType: 'tag', page: 1, onlyAvailable: false });

    await user.click(toggle);
    await section('Untagged');
    expect(grouped()).toHaveLength(1);
  });

  it("keeps the grid, with no loading state, until the table view's code is there", async () => {
    const user = userEvent.setup({ delay: null });
    let arrive = () => undefined as void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const preload = vi.spyOn(StreamsTableLazy, 'preload').mockReturnValue(code);
    try {
      serve(users.admin, [front, dock, lobby]);
      renderApp('/streams');
      const all = await section('All streams');
      await user.click(within(header()).getByRole('button', { name: 'View mode: Grid' }));
      expect(preload).toHaveBeenCalled();
      expect(within(all).getByRole('listitem', { name: 'Lobby' })).toBeTruthy();
      expect(within(header()).getByRole('button', { name: 'View mode: Grid' })).toBeTruthy();
      expect(useStreamsPageStore.getState().viewMode).toBe('grid');

      arrive();
      await waitFor(() => expect(useStreamsPageStore.getState().viewMode).toBe('table'));
      expect(await screen.findByRole('table')).toBeTruthy();
    } finally {
      preload.mockRestore();
    }
  });

  it('asks what the toggles would show once the page is drawn and the browser idle, unless the user saves data', async () => {
    const user = userEvent.setup({ delay: null });
    const preload = vi.spyOn(StreamsTableLazy, 'preload').mockResolvedValue();
    const browser = fakeIdle();
    try {
      const server = serve(users.admin, [front, dock, lobby]);
      const lists = () => server.calls('GET /v1/streams').map((c) => c.query as Record<string, unknown>);
      const first = renderApp('/streams');
      await section('All streams');
      expect(preload).not.toHaveBeenCalled();
      expect(lists()).toHaveLength(1);

      browser.idle();
      expect(preload).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(lists()).toHaveLength(3));
      expect(lists()[1]).toMatchObject({ groupType: 'tag', onlyAvailable: false, page: 1 });
      expect(lists()[2]).toMatchObject({ groupType: 'none', onlyAvailable: true, page: 1 });
      // The grouping toggle's click draws the list asked at idle.
      await user.click(within(header()).getByRole('button', { name: 'No grouped' }));
      await section('Untagged');
      expect(lists().filter((query) => query.groupType === 'tag')).toHaveLength(1);
      first.unmount();

      preload.mockClear();
      const before = lists().length;
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      renderApp('/streams');
      await section('yard');
      expect(browser.waiting()).toBe(1);
      browser.idle();
      expect(preload).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lists().length - before).toBeLessThanOrEqual(1);
      expect(
        lists()
          .slice(before)
          .every((query) => query.groupType === 'tag' && query.onlyAvailable === false),
      ).toBe(true);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
      vi.unstubAllGlobals();
      preload.mockRestore();
    }
  });

  it("keeps the grid and says so when the table view's code does not download, and asks again on the next click", async () => {
    const user = userEvent.setup({ delay: null });
    const preload = vi.spyOn(StreamsTableLazy, 'preload').mockRejectedValue(new Error('offline'));
    try {
      serve(users.admin, [front, dock, lobby]);
      renderApp('/streams');
      const all = await section('All streams');
      await user.click(within(header()).getByRole('button', { name: 'View mode: Grid' }));
      expect(await screen.findByText(/Part of the console did not download/)).toBeTruthy();
      expect(within(all).getByRole('listitem', { name: 'Lobby' })).toBeTruthy();
      expect(useStreamsPageStore.getState().viewMode).toBe('grid');

      preload.mockRestore();
      await user.click(within(header()).getByRole('button', { name: 'View mode: Grid' }));
      expect(await screen.findByRole('table')).toBeTruthy();
    } finally {
      preload.mockRestore();
    }
  });

  it('switches to the table, and after a reload comes back as table and grouped, from local storage', async () => {
    const user = userEvent.setup({ delay: null });
    serve(users.admin, [front, dock, lobby]);
    const first = renderApp('/streams');
    await section('All streams');
    await user.click(within(header()).getByRole('button', { name: 'View mode: Grid' }));
    // The table view is a lazy chunk: on a busy machine its first import may take seconds.
    expect(await screen.findByRole('table')).toBeTruthy();
    await user.click(within(header()).getByRole('button', { name: 'No grouped' }));
    await section('Untagged');
    expect(stored()).toMatchObject({ viewMode: 'table', groupType: 'tag' });
    first.unmount();

    // A reload: the store reads local storage again.
    useStreamsPageStore.getState().reload();
    serve(users.admin, [front, dock, lobby]);
    renderApp('/streams');
    const untagged = await section('Untagged');
    expect(within(untagged).getByRole('table')).toBeTruthy();
    expect(within(header()).getByRole('button', { name: 'Grouped by tag' })).toBeTruthy();
  });

  it('draws a page longer than the window in both views, every stream after the first screen', async () => {
    const user = userEvent.setup({ delay: null });
    const height = window.innerHeight;
    window.innerHeight = 100; // three table rows, or one row of cards
    try {
      const many = Array.from({ length: 12 }, (_, i) => stream({ uid: `cam-${i}`, name: `Camera ${i}` }));
      serve(users.admin, many);
      renderApp('/streams');
      const grid = within(await section('All streams')).getByRole('list', { name: 'All streams' });
      await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(12));
      expect(grid.getAttribute('aria-busy')).toBeNull();

      await user.click(within(header()).getByRole('button', { name: 'View mode: Grid' }));
      const table = await within(await section('All streams')).findByRole('table');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13)); // the header row and 12
      expect(document.querySelector('main [aria-busy="true"]')).toBeNull();
    } finally {
      window.innerHeight = height;
    }
  });

  it('searches by several values, sorts and pages, each asking the server and remembered', async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeServer(users.admin);
    server.on('GET /v1/streams', (request) => {
      const page = Number((request.query as Record<string, unknown>).page);
      return {
        data: { items: [stream({ uid: `cam-${page}`, name: `Camera ${page}` })], total: 500, page, pageSize: 48 },
      };
    });
    signIn(server.currentSettings());
    renderApp('/streams');
    await section('All streams');
    const last = () => server.calls('GET /v1/streams').at(-1)?.query as Record<string, unknown>;

    const search = screen.getByRole('textbox', { name: 'Search streams' });
    await user.type(search, 'gate{Enter}');
    await user.type(search, 'roof, north{Enter}');
    await waitFor(() => expect(last()).toMatchObject({ searchingValues: ['gate', 'roof', 'north'], page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Remove search value roof' }));
    await waitFor(() => expect(last()).toMatchObject({ searchingValues: ['gate', 'north'] }));
    // The list call refuses a value over 200 characters: the field takes no more.
    await user.click(search);
    await user.paste('x'.repeat(250));
    expect(search).toHaveValue('x'.repeat(200));
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    await user.click(await screen.findByRole('menuitem', { name: 'By name' }));
    await waitFor(() => expect(last()).toMatchObject({ sortType: 'name' }));

    const pager = screen.getByRole('navigation', { name: 'Pages of streams' });
    expect(within(pager).getByRole('button', { name: 'Page 11' })).toBeTruthy(); // 500 / 48 → 11 pages
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Camera 2')).toBeTruthy();
    expect(last()).toMatchObject({ page: 2, sortType: 'name' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(stored()).toMatchObject({ searchValues: ['gate', 'north'], sortType: 'name', page: 2 });
  });

  it('filters as the user types, once typing rests, beside the kept values; clearing shows all again', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(users.admin, [front, dock, lobby]);
    server.on('GET /v1/streams', (request) => {
      const search = ((request.query as Record<string, unknown>).searchingValues ?? []) as string[];
      const items = [front, dock, lobby].filter((s) =>
        search.every((v) => s.name.toLowerCase().includes(v.toLowerCase())),
      );
      return { data: listFor(items, request.query as Record<string, unknown>) };
    });
    renderApp('/streams');
    await screen.findByText('Loading dock');
    const asked = () => server.calls('GET /v1/streams').length;
    const before = asked();

    const search = screen.getByRole('textbox', { name: 'Search streams' });
    await user.type(search, 'do');
    await user.type(search, 'o'); // not Enter: nothing kept, and no request per key
    await waitFor(() => expect(screen.queryByText('Loading dock')).toBeNull());
    expect(screen.getByText('Front door')).toBeTruthy();
    const searched = server
      .calls('GET /v1/streams')
      .filter((c) => (c.query as { searchingValues?: unknown }).searchingValues);
    expect(searched.map((c) => (c.query as { searchingValues: string[] }).searchingValues)).toEqual([['doo']]);
    expect(asked() - before).toBeLessThanOrEqual(2); // the search, and perhaps one status poll
    expect(stored()).toMatchObject({ searchValues: [] });

    await user.clear(search);
    await user.type(search, 'zzz');
    await user.click(await screen.findByRole('button', { name: 'Show all streams' }));
    expect(await screen.findByText('Loading dock')).toBeTruthy();
    expect(search).toHaveValue('');
  });

  it('falls back to the default of a corrupted stored field and keeps the valid ones', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ viewMode: 'mosaic', groupType: 'tag', page: -3, onlyAvailable: 'yes', sortType: 'name' }),
    );
    useStreamsPageStore.getState().reload();
    const server = serve(users.admin, [front, lobby]);
    renderApp('/streams');
    const untagged = await section('Untagged');
    // grid is the default view mode: cards, not a table
    expect(within(untagged).queryByRole('table')).toBeNull();
    expect(within(untagged).getByRole('listitem', { name: 'Lobby' })).toBeTruthy();
    expect(server.calls('GET /v1/streams')[0]?.query).toMatchObject({
      groupType: 'tag',
      sortType: 'name',
      page: 1,
      onlyAvailable: false,
    });
  });

  it('starts from defaults when the stored value is not JSON at all', async () => {
    localStorage.setItem(STORAGE_KEY, '{"viewMode": "table"');
    useStreamsPageStore.getState().reload();
    const server = serve(users.admin, [front]);
    renderApp('/streams');
    await section('All streams');
    expect(server.calls('GET /v1/streams')[0]?.query).toMatchObject({ groupType: 'none', sortType: 'date' });
  });
});

describe('all streams: status, actions per role and the cluster marker', () => {
  it('shows status with colour and the failure reason; pause applies the new status at once; delete asks first', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(users.admin, [front, lobby]);
    server.on('POST /v1/stream/pause/front', { data: { status: 'paused' } });
    server.on('DELETE /v1/stream/lobby', { data: { ok: true } });
    renderApp('/streams');
    const all = await section('All streams');
    // The reason word's text in the user's language stands for the server's English line.
    expect(within(all).getByText('The source refused the connection: check the host and the port.')).toBeTruthy();
    expect(within(all).queryByText(/Connection refused/)).toBeNull();
    expect(within(all).getByText('Failed').className).toContain('vigil-tag--error');

    const card = within(within(all).getByRole('listitem', { name: 'Front door' }));
    expect(card.getByText('Running').className).toContain('vigil-tag--success');
    await user.click(card.getByRole('button', { name: 'Pause Front door' }));
    await waitFor(() => expect(card.getByText('Paused').className).toContain('vigil-tag--warning'));
    expect(card.getByRole('button', { name: 'Resume Front door' })).toBeTruthy();

    const lobbyCard = within(within(all).getByRole('listitem', { name: 'Lobby' }));
    await user.click(lobbyCard.getByRole('button', { name: 'Delete Lobby' }));
    expect(server.calls('DELETE /v1/stream/lobby')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls('DELETE /v1/stream/lobby')).toHaveLength(1));
    expect(server.calls('DELETE /v1/stream/lobby')[0]?.query).toEqual({ purge: true });
  });

  it('in the table, shows an action in progress on its row, then the new status, and leaves the other rows', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = () => undefined as void;
    const server = serve(users.admin, [front, dock, lobby]);
    server.on(
      'POST /v1/stream/pause/front',
      () => new Promise((resolve) => (answer = () => resolve({ data: { status: 'paused' } }))),
    );
    useStreamsPageStore.getState().update({ viewMode: 'table' });
    renderApp('/streams');
    const table = await within(await section('All streams')).findByRole('table');
    const row = (name: string) => within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }));
    expect(row('Front door').getByText('Running').className).toContain('vigil-tag--success');

    await user.click(row('Front door').getByRole('button', { name: 'Pause Front door' }));
    await waitFor(() =>
      expect(row('Front door').getByRole('button', { name: 'Pause Front door' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(row('Loading dock').getByRole('button', { name: 'Resume Loading dock' })).not.toHaveAttribute('aria-busy');

    answer();
    await waitFor(() => expect(row('Front door').getByText('Paused').className).toContain('vigil-tag--warning'));
    expect(row('Front door').getByRole('button', { name: 'Resume Front door' })).not.toHaveAttribute('aria-busy');
    expect(row('Loading dock').getByText('Paused')).toBeTruthy();
    expect(row('Lobby').getByText('Failed')).toBeTruthy();
  });

  it('offers no actions on a stream the user may only watch, and no add button to a read-only user', async () => {
    serve(users.readOnly, [stream({ uid: 'front', name: 'Front door', meta: { marker: '', canManage: false } })]);
    renderApp('/streams');
    const card = within(within(await section('All streams')).getByRole('listitem', { name: 'Front door' }));
    expect(card.queryByRole('button', { name: /Pause|Delete|Resume/ })).toBeNull();
    expect(card.queryByRole('link', { name: 'Settings of Front door' })).toBeNull();
  });

  it('tells a read-only user with nothing shared whom to ask, and a writer to add a stream', async () => {
    serve(users.readOnly, []);
    const first = renderApp('/streams');
    expect(await screen.findByText(/Ask an administrator for access/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a stream' })).toBeNull();
    first.unmount();

    serve(users.user, []);
    renderApp('/streams');
    expect(await screen.findByRole('link', { name: 'Add a stream' })).toBeTruthy();
  });

  it('marks a stream on another cluster node that does not answer, only with clustering on', async () => {
    const away = stream({ uid: 'away', name: 'Away', node: { id: 'node-2', available: false } });
    const here = stream({ uid: 'here', name: 'Here', node: { id: 'node-1', available: false } });
    serve(users.admin, [away, here], { clusterEnabled: true, nodeId: 'node-1' });
    const first = renderApp('/streams');
    const all = await section('All streams');
    expect(
      within(within(all).getByRole('listitem', { name: 'Away' })).getByText('Node node-2 is unavailable'),
    ).toBeTruthy();
    expect(within(within(all).getByRole('listitem', { name: 'Here' })).queryByText(/is unavailable/)).toBeNull();
    first.unmount();

    serve(users.admin, [away], { clusterEnabled: false, nodeId: 'node-1' });
    renderApp('/streams');
    expect(within(await section('All streams')).queryByText(/is unavailable/)).toBeNull();
  });
});
