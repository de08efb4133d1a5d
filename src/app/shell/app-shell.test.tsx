import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/index';
import { fakeServer, links, stream, users } from '@/test/fixtures';
import { header, nameEndingWith, renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  resetApp();
});

/** Opens the user menu and answers the names of its entries, in order. */
async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'User menu' }));
  const menu = await waitFor(() => {
    const found = screen
      .getAllByRole('menu')
      .find((m) => within(m).queryByRole('menuitem', { name: nameEndingWith('Logout') }));
    if (!found) throw new Error('the user menu is not open');
    return found;
  });
  return within(menu);
}

const toolbarEntry = (name: string) => screen.queryByRole('menuitem', { name: nameEndingWith(name) });

function signedIn(user: User, settings: Parameters<typeof fakeServer>[1] = {}) {
  const server = fakeServer(user, settings);
  signIn(server.currentSettings());
  return server;
}

describe('header and user menu per role (docs/console.md#screens-and-routes, #roles-and-permissions)', () => {
  it('shows an administrator everything: administration, API docs, add stream, version, pricing and docs', async () => {
    const user = userEvent.setup({ delay: null });
    const server = signedIn(users.admin);
    server.warnings = [{ code: 'CLUSTER_NODE_DRAINED' }];
    renderApp('/streams');

    const menu = await openUserMenu(user);
    const entries = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual([
      'Profile',
      'Administration',
      'More features',
      'Documentation',
      'API documentation',
      'Theme',
      'Language',
      'Logout',
      'Version 1.2.3',
    ]);
    // Links that open a new tab (docs/console.md#screens-and-routes: API documentation is /ui/swagger), leaving the console as it is.
    for (const [name, href] of [
      ['API documentation', '/ui/swagger'],
      ['More features', links.pricing],
      ['Documentation', links.documentation],
    ]) {
      const link = menu.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const add = within(header()).getByRole('link', { name: 'Add Stream' });
    expect(add).toHaveAttribute('href', '/add-stream');
    expect(toolbarEntry('Add stream')).toBeInTheDocument();
    expect(toolbarEntry('All streams')).toBeInTheDocument();
    expect(toolbarEntry('Mosaics')).toBeInTheDocument();
    expect(toolbarEntry('Events')).toBeInTheDocument();

    // The health warnings show as banners under the header.
    const warnings = await screen.findByRole('region', { name: 'Server warnings' });
    expect(warnings).toHaveTextContent('This node is drained. Start the node to return to the cluster.');
  });

  it('hides administration and API docs from an ordinary user, More features on enterprise, Documentation without a link', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.user, {
      productType: 'enterprise',
      isEnterprise: true,
      links: { ...links, documentation: null },
    });
    renderApp('/streams');

    const menu = await openUserMenu(user);
    const entries = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual(['Profile', 'Theme', 'Language', 'Logout', 'Version 1.2.3']);
    expect(within(header()).getByRole('link', { name: 'Add Stream' })).toBeInTheDocument();
    expect(toolbarEntry('Add stream')).toBeInTheDocument();
  });

  it('gives a read-only user no way to add a stream', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.readOnly, { links: { ...links, pricing: null } });
    renderApp('/streams');

    const menu = await openUserMenu(user);
    // Not enterprise, but without a pricing link there is nothing to show.
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Documentation',
      'Theme',
      'Language',
      'Logout',
      'Version 1.2.3',
    ]);
    expect(screen.queryByRole('link', { name: 'Add Stream' })).not.toBeInTheDocument();
    expect(toolbarEntry('All streams')).toBeInTheDocument();
    // Their events, as their streams, are theirs to view.
    expect(toolbarEntry('Events')).toBeInTheDocument();
    expect(toolbarEntry('Add stream')).not.toBeInTheDocument();
  });
});

describe('header per page', () => {
  it('on all streams: the three toggles flip and persist, the menu button opens and closes the side panel', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.user);
    renderApp('/streams');
    const bar = within(await waitFor(header));
    const stored = () => JSON.parse(localStorage.getItem('vigil.streams-page') ?? '{}') as Record<string, unknown>;

    // No page title on the streams page: its toggles take the place.
    expect(bar.queryByRole('heading')).not.toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'No grouped' }));
    expect(bar.getByRole('button', { name: 'Grouped by tag' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toMatchObject({ groupType: 'tag' });

    await user.click(bar.getByRole('button', { name: 'View mode: Grid' }));
    // The switch waits for the table view's lazy chunk, which on a busy machine may take seconds.
    expect(await bar.findByRole('button', { name: 'View mode: Table' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ viewMode: 'table' });

    await user.click(bar.getByRole('button', { name: 'All streams' }));
    expect(bar.getByRole('button', { name: 'Only available' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toMatchObject({ onlyAvailable: true, groupType: 'tag', viewMode: 'table' });

    await user.click(bar.getByRole('button', { name: 'Grouped by tag' }));
    expect(bar.getByRole('button', { name: 'No grouped' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toMatchObject({ groupType: 'none' });

    const toggle = bar.getByRole('button', { name: 'Close the side panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(bar.getByRole('button', { name: 'Open the side panel' })).toHaveAttribute('aria-expanded', 'false');
    expect(stored()).toMatchObject({ asideOpen: false });
    await user.click(bar.getByRole('button', { name: 'Open the side panel' }));
    expect(bar.getByRole('button', { name: 'Close the side panel' })).toHaveAttribute('aria-expanded', 'true');
    expect(stored()).toMatchObject({ asideOpen: true });
  });

  it('on a stream page: the stream name links to the player and the info link is current on info pages only', async () => {
    const server = signedIn(users.user);
    server.on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Front door' }) });
    const app = renderApp('/stream/cam-1/info');

    const bar = within(await waitFor(header));
    const name = await bar.findByRole('link', { name: 'Front door' });
    expect(name).toHaveAttribute('href', '/stream/cam-1/view');
    const info = bar.getByRole('link', { name: 'Setting of "Front door" stream' });
    expect(info).toHaveAttribute('href', '/stream/cam-1/info');
    expect(info).toHaveAttribute('aria-current', 'page');
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(1);

    // The stream tabs are in the left toolbar.
    for (const tab of ['Stream info', 'Stream settings', 'Stream permissions', 'Stream debug'])
      expect(toolbarEntry(tab)).toBeInTheDocument();

    // Each page is a lazy chunk: the route (and the header with it) changes once that is here.
    await app.navigate('/stream/cam-1/setting');
    await waitFor(() => expect(document.title).toBe('Stream settings · cam-1 · Vigil'));
    expect(bar.getByRole('link', { name: 'Setting of "Front door" stream' })).toHaveAttribute('aria-current', 'page');
    await app.navigate('/stream/cam-1/view');
    await waitFor(() =>
      expect(bar.getByRole('link', { name: 'Setting of "Front door" stream' })).not.toHaveAttribute('aria-current'),
    );
  });

  it('shows no title on administration pages and the page title elsewhere', async () => {
    signedIn(users.admin);
    const app = renderApp('/administration/stats');

    const bar = within(await waitFor(header));
    // The page itself rendered (its own heading), but the header has no title.
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(bar.queryByRole('heading')).not.toBeInTheDocument();
    for (const tab of ['Statistics', 'Configuration', 'Users', 'License', 'Audit logs'])
      expect(toolbarEntry(tab)).toBeInTheDocument();

    await app.navigate('/user/add');
    expect(bar.queryByRole('heading')).not.toBeInTheDocument();

    await app.navigate('/mosaics');
    expect(await bar.findByRole('heading', { name: 'Mosaics' })).toBeInTheDocument();

    await app.navigate('/profile/me/tokens');
    expect(await bar.findByRole('heading', { name: 'My tokens' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it("ends the session and forgets its keys, and keeps the browser's preferences", async () => {
    const user = userEvent.setup({ delay: null });
    const server = signedIn(users.user);
    localStorage.setItem('vigil.streams-page', JSON.stringify({ viewMode: 'table', groupType: 'tag' }));
    localStorage.setItem('vigil.dismissed-warnings', JSON.stringify({ diskFull: Date.now() }));
    sessionStorage.setItem('vigil.destination', JSON.stringify({ pathname: '/ui/streams' }));
    renderApp('/streams');

    const menu = await openUserMenu(user);
    await user.click(menu.getByRole('menuitem', { name: nameEndingWith('Logout') }));
    expect(await screen.findByRole('heading', { name: 'Authorization' })).toBeTruthy();
    expect(server.calls('POST /v1/sign-out')).toHaveLength(1);
    expect(sessionStorage.getItem('vigil.destination')).toBeNull();
    expect(JSON.parse(localStorage.getItem('vigil.streams-page') ?? '{}')).toMatchObject({ viewMode: 'table' });
    expect(localStorage.getItem('vigil.dismissed-warnings')).not.toBeNull();
  });
});
