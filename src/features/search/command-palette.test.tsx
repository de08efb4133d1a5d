import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem, User } from '@contract/index';
import { fakeServer, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  resetApp();
});

const gate: SearchItem = {
  kind: 'stream',
  id: 'cam-1',
  name: 'North gate',
  rank: 'word',
  matched: 'name',
  tags: ['entrance'],
  location: 'Yard',
  status: 'running',
};

function signedIn(user: User, items: SearchItem[] = [gate]) {
  const server = fakeServer(user);
  // Like the server: what holds the query (the ranking itself is the server's and search-rank's tests').
  server.on('GET /v1/system/internal/ui/search', (request) => {
    const q = String((request.query as { q?: string }).q ?? '').toLowerCase();
    return { data: { items: items.filter((i) => i.name.toLowerCase().includes(q)) } };
  });
  signIn(server.currentSettings());
  return server;
}

async function openWithKeys(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Search (Ctrl + K)' });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Search and commands' });
}

/** Ends antd's leave animations, as a browser would once played (jsdom plays none): a closed palette hides. */
function endLeaveAnimations(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[class*="-leave-active"]')) {
    for (const name of ['webkitAnimationEnd', 'animationend', 'transitionend'])
      fireEvent(element, new Event(name, { bubbles: true }));
  }
}

async function expectClosed() {
  await waitFor(() => {
    endLeaveAnimations();
    expect(screen.queryByRole('combobox', { name: 'Search and commands' })).toBeNull();
  });
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a stream through the search call, and Enter opens its player', async () => {
    const user = userEvent.setup({ delay: null });
    const server = signedIn(users.user);
    const app = renderApp('/help');
    const box = await openWithKeys(user);
    expect(box).toHaveFocus();
    // Empty: the commands (no recent choice yet); the palette's shortcut is written down.
    expect(screen.getByRole('group', { name: 'Commands' })).toBeInTheDocument();
    expect(screen.getByText(/Ctrl \+ K/, { selector: '.vigil-palette-hint' })).toBeInTheDocument();

    await user.type(box, 'gate');
    const option = await screen.findByRole('option', { name: /North gate/ });
    expect(server.calls('GET /v1/system/internal/ui/search').at(-1)?.query).toEqual({ q: 'gate', limit: 8 });
    expect(within(screen.getByRole('group', { name: 'Streams' })).getByRole('option')).toBe(option);
    // The first option is active, for assistive technology too.
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', option.id));
    expect(option).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe('/stream/cam-1/view'));
    await expectClosed();
  });

  it('opens a bookmark found by the search call in its stream’s player at the bookmark’s moment', async () => {
    const user = userEvent.setup({ delay: null });
    const van: SearchItem = {
      kind: 'bookmark',
      id: 'b-1',
      name: 'Van at the dock',
      rank: 'prefix',
      matched: 'name',
      streamUid: 'dock',
      time: '2026-11-24T10:00:00.000Z',
    };
    signedIn(users.user, [van]);
    const app = renderApp('/help');
    const box = await openWithKeys(user);
    await user.type(box, 'van');
    const option = await screen.findByRole('option', { name: /Van at the dock/ });
    expect(within(screen.getByRole('group', { name: 'Bookmarks' })).getByRole('option')).toBe(option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe('/stream/dock/view?at=2026-11-24T10%3A00%3A00.000Z'));
  });

  it('moves with the arrows, Home and End; Shift+Enter opens a stream’s info; Esc closes', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.user, [gate, { ...gate, id: 'cam-2', name: 'South gate' }]);
    const app = renderApp('/help');
    const box = await openWithKeys(user);
    await user.type(box, 'gate');
    await screen.findByRole('option', { name: /South gate/ });
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toMatch(/North gate/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/South gate/);
    await user.keyboard('{Home}');
    expect(active()).toMatch(/North gate/);
    await user.keyboard('{End}');
    const last = active();
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/North gate/);
    expect(last).not.toMatch(/North gate/);

    await user.keyboard('{Escape}');
    await expectClosed();
    expect(app.path()).toBe('/help');

    await user.click(screen.getByRole('button', { name: 'Search (Ctrl + K)' }));
    const again = await screen.findByRole('combobox', { name: 'Search and commands' });
    await user.type(again, 'south');
    await screen.findByRole('option', { name: /South gate/ });
    // At once, before the server has answered "south": not the first item of the "gate" answer.
    expect(options()).toEqual([expect.stringMatching(/^South gate/)]);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(app.path()).toBe('/stream/cam-2/info'));
  });

  it('offers the pages a role may open, by their titles, and remembers choices for that user only', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.user, []);
    const app = renderApp('/help');
    let box = await openWithKeys(user);
    await user.type(box, 'users');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found'));
    await user.clear(box);
    await user.type(box, 'mosa');
    const page = await screen.findByRole('option', { name: 'Mosaics' });
    // Prefix before word start: "Mosaics", then "Create mosaic".
    expect(within(screen.getByRole('group', { name: 'Pages' })).getAllByRole('option')).toEqual([
      page,
      screen.getByRole('option', { name: 'Create mosaic' }),
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe('/mosaics'));

    await expectClosed();
    box = await openWithKeys(user);
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mosaics']);
    expect(JSON.parse(localStorage.getItem('vigil.palette-recents') ?? '{}')).toMatchObject({
      user: 'olga',
      entries: [{ kind: 'page', id: 'mosaics' }],
    });
    expect(box).toHaveValue('');
  });

  it('gives administrators the administration pages, and read-only users no Add stream', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.admin, []);
    renderApp('/help');
    const box = await openWithKeys(user);
    await user.type(box, 'users');
    expect(await screen.findByRole('option', { name: 'Users' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'add');
    await waitFor(() => expect(options()).toEqual(expect.arrayContaining(['Add stream', 'Add user'])));
  });

  it('has no Add stream for a read-only user, and runs the theme command', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn(users.readOnly, []);
    renderApp('/help');
    const box = await openWithKeys(user);
    expect(options()).not.toContain('Add stream');
    await user.type(box, 'dark');
    await user.click(await screen.findByRole('option', { name: 'Switch to the dark theme' }));
    const { useUiStore } = await import('@/shared/preferences/ui-store');
    await waitFor(() => expect(useUiStore.getState().theme).toBe('dark'));
  });

  it('finds a page by its Russian title', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn({ ...users.user, language: 'ru' }, []);
    renderApp('/help', { language: 'ru' });
    await screen.findByRole('button', { name: 'Поиск (Ctrl + K)' });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Поиск и команды' });
    await user.type(box, 'спра');
    expect(await screen.findByRole('option', { name: 'Справка' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Страницы' })).toBeInTheDocument();
  });
});
