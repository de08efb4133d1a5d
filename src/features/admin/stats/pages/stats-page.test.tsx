import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, users } from '@/test/fixtures';
import { nameEndingWith, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { sampleAdminStats, sampleVersionCheck } from '../logic/sample-stats';

/*
 * Statistics (/administration/stats): counts now, a chart per figure over a range, the streams by
 * bitrate and with errors, and the version check; the user menu says when an update is out.
 */

const NOW = Date.parse('2026-11-22T10:00:00Z');
const STATS = 'GET /v1/admin/stats';

beforeEach(() => {
  // jsdom draws no canvas: the charts stay figures with their text.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetApp();
});

function serve(version = sampleVersionCheck()) {
  const server = fakeServer(users.admin);
  server.on(STATS, (request) => {
    const range = (request.query as { range: string }).range;
    return { data: sampleAdminStats(NOW, 30, range === '1h' ? 10 : range === '6h' ? 60 : 240) };
  });
  server.on('GET /v1/version-check', { data: version });
  signIn(server.currentSettings());
  return server;
}

const main = () => screen.getByRole('main', { hidden: true });
const region = (name: string) => within(main()).getByRole('region', { name, hidden: true });

describe('statistics', { timeout: 60_000 }, () => {
  it('shows the counts, a named chart per figure, the streams to look at and the update', async () => {
    const server = serve();
    renderApp('/administration/stats');
    const cpu = await screen.findByRole('figure', { name: 'CPU', hidden: true }, { timeout: 30_000 });
    expect(within(cpu).getByText(/^Latest values: CPU: \d+(\.\d)?%$/)).toBeInTheDocument();
    for (const name of ['Memory', 'Network', 'Streams by status', 'Viewers and leases', 'Signed-in sessions']) {
      expect(within(main()).getByRole('figure', { name, hidden: true })).toBeInTheDocument();
    }
    const streamsChart = within(main()).getByRole('figure', { name: 'Streams by status', hidden: true });
    expect(within(streamsChart).getByText(/Running: 4, Pending: 0, Failed: 1, Idle: 2, Paused: 1/)).toBeInTheDocument();

    const now = region('Now');
    expect(within(now).getByText('Running').closest('.ant-statistic')).toHaveTextContent('4');
    expect(within(now).getByText('Failed').closest('.ant-statistic')).toHaveTextContent('1');

    const top = region('Top streams by bitrate');
    expect(within(top).getByRole('link', { name: 'Gate', hidden: true })).toHaveAttribute('href', '/stream/gate/view');
    expect(within(top).getByText('4.2 Mbit/s')).toBeInTheDocument();
    const failing = region('Streams with errors');
    expect(within(failing).getByRole('link', { name: 'Roof', hidden: true })).toHaveAttribute(
      'href',
      '/stream/roof/view',
    );
    // The reason word's text, as cards, rows and the player say it; not the server's English line.
    expect(
      within(failing).getByText('The source refused the connection: check the host and the port.'),
    ).toBeInTheDocument();
    expect(within(failing).queryByText(/Connection refused/)).not.toBeInTheDocument();

    const version = region('Version');
    expect(within(version).getByText('Update available: 1.5.0')).toBeInTheDocument();
    expect(within(version).getByRole('link', { name: 'Release notes', hidden: true })).toHaveAttribute(
      'href',
      'https://example.com/releases/1.5.0',
    );
    expect(server.calls(STATS).map((r) => (r.query as { range: string }).range)).toContain('1h');
  });

  it("says why a stream failed in the user's language", async () => {
    serve();
    renderApp('/administration/stats', { language: 'ru' });
    const failing = await screen.findByRole('region', { name: 'Потоки с ошибками', hidden: true }, { timeout: 30_000 });
    expect(within(failing).getByText('Источник отклонил соединение: проверьте хост и порт.')).toBeInTheDocument();
    expect(within(failing).queryByText(/Connection refused/)).not.toBeInTheDocument();
  });

  it('asks for another range when one is chosen', async () => {
    const server = serve();
    const user = quickUser();
    renderApp('/administration/stats');
    await screen.findByRole('figure', { name: 'CPU', hidden: true }, { timeout: 30_000 });
    await user.click(within(main()).getByText('24 hours'));
    await waitFor(() => expect(server.calls(STATS).at(-1)?.query).toEqual({ range: '24h' }));
  });

  it('says when the version check is not configured, and the menu then offers no update', async () => {
    serve(sampleVersionCheck({ configured: false, latest: null, updateAvailable: false, releaseNotesUrl: null }));
    const user = quickUser();
    renderApp('/administration/stats');
    const version = await screen.findByRole('region', { name: 'Version', hidden: true }, { timeout: 30_000 });
    await within(version).findByText('The version check is not configured.');
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByRole('menuitem', { name: nameEndingWith('Logout') });
    expect(screen.queryByRole('menuitem', { name: /Update available/ })).toBeNull();
  });

  it('shows administrators the update in the user menu, with its notes', async () => {
    serve();
    const user = quickUser();
    renderApp('/streams');
    await user.click(await screen.findByRole('button', { name: 'User menu' }, { timeout: 30_000 }));
    const entry = await screen.findByRole('link', { name: 'Update available: 1.5.0' });
    expect(entry).toHaveAttribute('href', 'https://example.com/releases/1.5.0');
  });

  it('never asks a non-administrator for the version check', async () => {
    const server = fakeServer(users.user);
    server.on('GET /v1/streams', { data: { items: [], total: 0 } });
    signIn(server.currentSettings());
    renderApp('/streams');
    await screen.findByRole('button', { name: 'User menu' }, { timeout: 30_000 });
    expect(server.calls('GET /v1/version-check')).toEqual([]);
  });
});
