import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TunnelStatus, UiSettings } from '@contract/index';
import { fakeServer, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { STOPPED_TUNNEL } from '../logic/sample-status';

/*
 * Administration › Tunnel (docs/console.md#roles-and-permissions, #api-calls): start and stop, the state, the public address to open and
 * copy, a failure's reason in words; without the license it needs, why it is unavailable.
 */

afterEach(() => resetApp());

const STATUS = 'GET /v1/tunnel/status';
const stopped = STOPPED_TUNNEL;
const licensed: Partial<UiSettings> = {
  isEnterprise: true,
  productType: 'enterprise',
  isLicenseExpired: false,
  features: { tunnel: true, cluster: false, serverSwitcher: false, auditLogs: true },
  tunnelLocations: ['DE', 'RU'],
};

function serve(settings: Partial<UiSettings>, first: TunnelStatus = stopped) {
  const server = fakeServer(users.admin, settings);
  let current = first;
  const started: unknown[] = [];
  server.on(STATUS, () => ({ data: current }));
  server.on('POST /v1/tunnel/start', (request) => {
    started.push(request.body);
    current = { ...stopped, state: 'starting', location: 'RU' };
    return { data: current };
  });
  server.on('POST /v1/tunnel/stop', () => {
    current = stopped;
    return { data: current };
  });
  signIn(server.currentSettings());
  return { started, set: (status: TunnelStatus) => (current = status) };
}

const card = async () =>
  within(await screen.findByRole('generic', { name: 'Remote access tunnel' }, { timeout: 30_000 }));

describe('tunnel page', { timeout: 60_000 }, () => {
  it('starts the tunnel at RU, shows the public address to open and copy, and stops it', async () => {
    const user = quickUser();
    const fake = serve(licensed);
    renderApp('/administration/tunnel');
    const tunnel = await card();
    expect(tunnel.getByText('Stopped')).toBeInTheDocument();
    expect(tunnel.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(tunnel.getByText('Russia')).toBeInTheDocument();

    await user.click(tunnel.getByRole('button', { name: 'Start the tunnel' }));
    await waitFor(() => expect(fake.started).toEqual([{ location: 'RU' }]));
    expect(await tunnel.findByText('Starting')).toBeInTheDocument();

    fake.set({
      ...stopped,
      state: 'running',
      location: 'RU',
      url: 'http://relay.example.ru:41234/',
      startedTime: '2026-11-24T10:00:00.000Z',
    });
    const link = await tunnel.findByRole('link', { name: 'http://relay.example.ru:41234/ui/' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', 'http://relay.example.ru:41234/ui/');
    expect(tunnel.getByRole('button', { name: 'Copy the public address' })).toBeInTheDocument();
    expect(tunnel.getByText('Running')).toBeInTheDocument();
    expect(tunnel.getByText(/24 Nov 2026/)).toBeInTheDocument();

    await user.click(tunnel.getByRole('button', { name: 'Stop the tunnel' }));
    expect(await tunnel.findByText('Stopped')).toBeInTheDocument();
    expect(tunnel.queryByRole('link')).toBeNull();
  });

  it("says why a tunnel failed in the user's words, and when it tries again", async () => {
    serve(licensed, {
      ...stopped,
      state: 'failed',
      location: 'DE',
      failureReason: 'hostKeyMismatch',
      retryTime: '2026-11-24T10:00:05.000Z',
    });
    renderApp('/administration/tunnel');
    const tunnel = await card();
    expect(tunnel.getByText('Failed')).toBeInTheDocument();
    expect(
      tunnel.getByText("The relay's host key is not the configured one: the connection was refused."),
    ).toBeInTheDocument();
    expect(tunnel.getByText(/The server tries again at/)).toBeInTheDocument();
    expect(tunnel.getByText('Germany')).toBeInTheDocument();
    expect(tunnel.getByRole('button', { name: 'Stop the tunnel' })).toBeInTheDocument();
  });

  it.each([
    ['no license', { isEnterprise: false, tunnelLocations: ['RU'] }, 'The tunnel needs an enterprise license'],
    ['an expired license', { ...licensed, isLicenseExpired: true }, 'The license has expired'],
    [
      'a license without the tunnel',
      { ...licensed, features: { tunnel: false, cluster: true } },
      'The license does not include the tunnel',
    ],
  ])('with %s, explains why and links to the license instead of offering a start', async (_, settings, title) => {
    serve(settings);
    renderApp('/administration/tunnel');
    const why = await screen.findByText(title, {}, { timeout: 30_000 });
    const alert = within(why.closest('[role="status"]') as HTMLElement);
    expect(alert.getByRole('link', { name: 'Go to the license' })).toHaveAttribute('href', '/administration/license');
    await waitFor(() => expect(screen.queryByText("Loading the tunnel's status")).toBeNull());
    expect(screen.queryByRole('button', { name: 'Start the tunnel' })).toBeNull();
  });

  it('without a relay, says so', async () => {
    serve({ ...licensed, tunnelLocations: [] });
    renderApp('/administration/tunnel');
    expect(await screen.findByText('No relay is configured', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the license' })).toBeNull();
  });
});
