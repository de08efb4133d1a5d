import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { streamKeys } from '@/features/streams';
import { loadMosaicArchive } from '@/features/mosaics';
import { playerKeys } from '@/features/player';
import { fakeServer, mosaic, stream, users } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { createQueryClient } from './query-client';
import { useBoot } from './session/use-session-effects';
import { preloadShell } from './router';
import { preloadPage } from './routes';
import { BOOT_WAIT_MS, startUp } from './start-up';

// The player's index also brings its HLS controller, which loads hls.js's worker by URL; nothing here plays.
vi.mock('@/features/player/hls-controller', () => ({}));

afterEach(resetApp);

const SETTINGS = 'GET /v1/system/internal/ui/settings';
const USER = 'GET /v1/user';

function Boot() {
  useBoot();
  return null;
}
const renderBoot = (client = createQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <Boot />
    </QueryClientProvider>,
  );

describe('start-up, before the first render', () => {
  it('asks the configuration and the user at once for a page behind the sign-in; the boot takes those answers', async () => {
    const server = fakeServer(users.user).on(USER, { data: users.user });
    const client = createQueryClient();
    void startUp('/ui/stream/cam-1/view', client);
    await waitFor(() => expect(server.calls(USER)).toHaveLength(1));
    expect(server.calls(SETTINGS)).toHaveLength(1);

    renderBoot(client);
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe(users.user.name));
    expect(server.calls(SETTINGS)).toHaveLength(1);
    expect(server.calls(USER)).toHaveLength(1);
  });

  it.each(['/ui/auth', '/ui/recover-password', '/ui/init'])(
    'asks only the configuration for %s, and no user when nobody is signed in',
    async (path) => {
      const server = fakeServer(null);
      const client = createQueryClient();
      void startUp(path, client);
      await waitFor(() => expect(server.calls(SETTINGS)).toHaveLength(1));

      renderBoot(client);
      await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
      expect(useSessionStore.getState().user).toBeNull();
      expect(server.calls(USER)).toHaveLength(0);
      expect(server.calls(SETTINGS)).toHaveLength(1);
    },
  );

  it("asks a player page's stream status at once, into the cache the console renders with", async () => {
    const server = fakeServer(users.user)
      .on(USER, { data: users.user })
      .on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Front door' }) });
    const client = createQueryClient();
    void startUp('/ui/stream/cam-1/view', client);
    await waitFor(() => expect(client.getQueryData(streamKeys.one('cam-1'))).toMatchObject({ name: 'Front door' }));
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(1);
    expect(server.calls('GET /v1/stream/cam-1')[0]?.query).toEqual({});
    renderBoot(client); // takes the boot's answers, as the console's first render does
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
  });

  it("asks a mosaic's wall with the lease at once, then its streams' recordings for the time slider's first window", async () => {
    const cell = (position: number, streamUid: string) => ({
      access: 'view' as const,
      position,
      columnSpan: 1,
      rowSpan: 1,
      streamUid,
      name: streamUid,
      status: 'running' as const,
      playlistUrl: '/x',
      lowResPlaylistUrl: null,
    });
    const server = fakeServer(users.user)
      .on(USER, { data: users.user })
      .on('GET /v1/mosaic/m-1', { data: mosaic({ cells: [cell(0, 'cam-1'), cell(1, 'cam-2')] }) });
    for (const uid of ['cam-1', 'cam-2'])
      server.on(`GET /v1/stream/${uid}/archive/ranges`, { data: { period: null, ranges: [] } });
    const client = createQueryClient();
    void startUp('/ui/mosaic/m-1', client);
    await waitFor(() => expect(server.calls('GET /v1/mosaic/m-1')).toHaveLength(1));
    expect(server.calls('GET /v1/mosaic/m-1')[0]?.query).toEqual({ extend_lease: true });
    await waitFor(() => expect(server.calls('GET /v1/stream/cam-2/archive/ranges').length).toBeGreaterThan(0));
    expect(server.calls('GET /v1/stream/cam-1/archive/ranges').length).toBeGreaterThan(0);
    // The slider's first window is the one asked: the wall finds the answers in the cache.
    const { firstWallWindow } = await loadMosaicArchive();
    const window = firstWallWindow(Date.now());
    await waitFor(() =>
      expect(client.getQueryData(playerKeys.ranges('cam-1', window.start, window.end))).toBeDefined(),
    );
  });

  it('asks no stream status for other pages', async () => {
    const server = fakeServer(users.user).on(USER, { data: users.user });
    void startUp('/ui/stream/cam-1/info', createQueryClient());
    await waitFor(() => expect(server.calls(USER)).toHaveLength(1));
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(0);
  });

  it('lets the first render wait for a quick boot: the session is set and nothing is asked again', async () => {
    const server = fakeServer(users.user).on(USER, { data: users.user });
    const client = createQueryClient();
    await startUp('/ui/streams', client);
    expect(useSessionStore.getState()).toMatchObject({ status: 'ready', user: { name: users.user.name } });

    renderBoot(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(SETTINGS)).toHaveLength(1);
    expect(server.calls(USER)).toHaveLength(1);
  });

  it('lets the first render wait for a boot slower than a third of a second: it renders the session, not a loading state', async () => {
    fakeServer(users.user).on(USER, async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { data: users.user };
    });
    await Promise.all([preloadShell(), preloadPage('streams')]);
    const started = performance.now();
    await startUp('/ui/streams', createQueryClient());
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    expect(performance.now() - started).toBeLessThan(BOOT_WAIT_MS);
    expect(useSessionStore.getState()).toMatchObject({ status: 'ready', user: { name: users.user.name } });
  });

  it('does not hold the first render longer than its wait for a slow boot', async () => {
    const waitMs = 300;
    const server = fakeServer(users.user).on(USER, async () => {
      await new Promise((resolve) => setTimeout(resolve, waitMs * 3));
      return { data: users.user };
    });
    const client = createQueryClient();
    // The code earlier tests started importing is here first: its evaluation would hold the
    // timer on a busy machine, and this measures the boot's wait alone.
    await Promise.all([preloadShell(), preloadPage('streams'), preloadPage('stream-view')]);
    const started = performance.now();
    await startUp('/ui/streams', client, waitMs);
    expect(performance.now() - started).toBeLessThan(waitMs * 2);
    expect(useSessionStore.getState().status).toBe('booting');

    renderBoot(client); // the loading state, then the session once the boot answers
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe(users.user.name), { timeout: 2000 });
    expect(server.calls(USER)).toHaveLength(1);
  });
});
