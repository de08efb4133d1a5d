import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiSettings } from '@contract/index';
import { apiError, fakeServer, settingsFor, users, type FakeServer } from '@/test/fixtures';
import { fill, nameEndingWith, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { openConsole } from './open-console';

vi.mock('./open-console', () => ({ openConsole: vi.fn() }));

/*
 * Switch server (docs/console.md#screens-and-routes user menu): with the server switcher on, the cluster's nodes, this one
 * marked and an unavailable one shown but not chosen; another server by its address below.
 */

afterEach(() => {
  resetApp();
  vi.mocked(openConsole).mockClear();
});

const NODES = 'GET /v1/system/internal/ui/nodes';
const switcherOn: Partial<UiSettings> = {
  clusterEnabled: true,
  features: { ...settingsFor(null).features, cluster: true, serverSwitcher: true },
};

function serve(settings: Partial<UiSettings>): FakeServer {
  const server = fakeServer(users.user, settings);
  server.on('GET /v1/streams', { data: { items: [], total: 0, page: 1, pageSize: 48 } });
  signIn(server.currentSettings());
  return server;
}

async function openSwitcher(user: ReturnType<typeof quickUser>) {
  await user.click(await screen.findByRole('button', { name: 'User menu' }, { timeout: 30_000 }));
  await user.click(await screen.findByRole('menuitem', { name: nameEndingWith('Switch server') }));
  // Found by its title text: under test antd gives every title the same id ("test-id"), so a
  // dialog's accessible name may come from another element (the streams page's node filter).
  const dialog = await waitFor(
    () => {
      const found = screen.getAllByRole('dialog', { hidden: true }).find((d) => within(d).queryByText('Switch server'));
      if (!found) throw new Error('the switcher is not open');
      return found;
    },
    { timeout: 30_000 },
  );
  return within(dialog);
}

describe('switch server', { timeout: 60_000 }, () => {
  it("lists the cluster's nodes, this one marked and an unavailable one disabled, and opens another's console", async () => {
    const user = quickUser();
    serve(switcherOn);
    renderApp('/streams');
    const dialog = await openSwitcher(user);
    const nodes = within(await dialog.findByRole('navigation', { name: 'Nodes of this cluster', hidden: true }));
    const buttons = nodes.getAllByRole('button', { hidden: true });
    expect(buttons.map((b) => b.textContent)).toEqual(['alphathis node', 'bravo', 'charlieunavailable']);
    expect(buttons[0]).toHaveAttribute('aria-current', 'page');
    expect(buttons[0]).toBeDisabled();
    expect(buttons[2]).toBeDisabled();

    await user.click(buttons[1]!);
    expect(openConsole).toHaveBeenCalledWith('http://10.0.0.2:8080/ui/');
    // The address of any other server stays below the nodes.
    expect(dialog.getByRole('textbox', { name: 'Another server, by its address', hidden: true })).toBeTruthy();
  });

  it('says so when the nodes cannot be loaded, and still takes an address', async () => {
    const user = quickUser();
    const server = serve(switcherOn);
    server.on(NODES, apiError('InternalServerError'));
    renderApp('/streams');
    const dialog = await openSwitcher(user);
    await dialog.findByText('The nodes of the cluster could not be loaded.');
    await fill(
      user,
      dialog.getByRole('textbox', { name: 'Another server, by its address', hidden: true }),
      'https://vms.example.com/x',
    );
    await user.click(dialog.getByRole('button', { name: 'Open', hidden: true }));
    await waitFor(() => expect(openConsole).toHaveBeenCalledWith('https://vms.example.com/ui/'));
  });

  it('without the server switcher (the mobile app still has the entry) asks for no nodes, only an address', async () => {
    const user = quickUser();
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 VigilApp/2.1 (android)');
    const server = serve({});
    renderApp('/streams');
    const dialog = await openSwitcher(user);
    agent.mockRestore();
    expect(dialog.queryByRole('navigation', { hidden: true })).toBeNull();
    expect(dialog.getByRole('textbox', { name: 'Server address', hidden: true })).toBeTruthy();
    expect(server.calls(NODES)).toHaveLength(0);
  });
});
