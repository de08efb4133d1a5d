import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { apiError, fakeServer, stream, users } from '@/test/fixtures';
import { header, renderApp, resetApp, signIn } from '@/test/render-app';
import { STATUS_POLL_MS, prefetchPlayerStatus } from '../status-query';

afterEach(resetApp);

// The route loads the page lazily: load it once before the tests, so none waits for the first transform.
beforeAll(() => import('./stream-view-page'), 60_000);

// jsdom has no Media Source Extensions: a playback here loads nothing and never fails, as a stream that is starting.
vi.mock('../hls-controller', () => ({
  attachPlayback: () => ({ playingTime: () => null, toLiveEdge: () => undefined, dispose: () => undefined }),
  warmLive: () => undefined,
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the player of a stream that is not there (docs/console.md#states-and-transitions)', () => {
  it.each([
    ['missing', apiError('NotFound')],
    ['forbidden', apiError('Forbidden')],
  ])(
    'a %s stream: its one status answer decides, nothing else is asked, and the header links nowhere',
    async (_, answer) => {
      const server = fakeServer(users.user).on('GET /v1/stream/cam-1', answer);
      signIn(server.currentSettings());
      // As on a cold load: start-up asks the status before the first render.
      const client = createQueryClient();
      await prefetchPlayerStatus(client, 'cam-1');
      const app = renderApp('/stream/cam-1/view', { client });

      expect(await screen.findByText('This stream is not accessible')).toBeInTheDocument();
      const bar = within(header());
      expect(bar.getByText('cam-1')).toBeInTheDocument();
      // Longer than a poll period: no poll, no header request, no archive ranges or annotations.
      await wait(STATUS_POLL_MS * 1.5);
      // The shell's own asks (the system's, and the user's followed streams for their notifications) aside.
      const asked = server.requests
        .map((r) => r.url)
        .filter((url) => !url.startsWith('/v1/system/') && url !== '/v1/user');
      expect(asked).toEqual(['/v1/stream/cam-1']);
      expect(bar.queryByRole('link', { name: 'cam-1' })).not.toBeInTheDocument();
      expect(bar.queryByRole('link', { name: /Setting of/ })).not.toBeInTheDocument();
      expect(app.path()).toBe('/stream/cam-1/view');
      expect(app.notifications()).toEqual([]);
      expect(server.unhandled).toEqual([]);
    },
  );

  it('asks again on the next visit, not while the page shows the answer', async () => {
    const server = fakeServer(users.user).on('GET /v1/stream/cam-1', apiError('NotFound'));
    signIn(server.currentSettings());
    const app = renderApp('/stream/cam-1/view');
    expect(await screen.findByText('This stream is not accessible')).toBeInTheDocument();
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(1);

    await app.navigate('/mosaics');
    expect(await within(header()).findByRole('heading', { name: 'Mosaics' })).toBeInTheDocument();
    await wait(10);
    await app.navigate('/stream/cam-1/view');
    expect(await screen.findByText('This stream is not accessible')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(2));
  });
});

describe('the player of a live-on-demand stream', () => {
  const serverWith = (overrides: Parameters<typeof stream>[0]) => {
    const server = fakeServer(users.user)
      .on('GET /v1/stream/cam-1', { data: stream(overrides) })
      .on('GET /v1/stream/cam-1/archive/ranges', { data: { period: null, ranges: [] } })
      .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
      .on('GET /v1/annotations', { data: [] });
    signIn(server.currentSettings());
    return server;
  };

  it('says at once, over the player, that the stream is starting, until its first picture', async () => {
    const server = serverWith({
      status: 'idle',
      live: { onDemand: true, playlistUrl: '/live/cam-1/index.m3u8', lowResPlaylistUrl: null },
    });
    renderApp('/stream/cam-1/view');
    expect(await screen.findByText('Starting the stream…')).toBeInTheDocument();
    // The poll holds the stream's lease, and the page stays on the stream meanwhile.
    await waitFor(() =>
      expect(
        server
          .calls('GET /v1/stream/cam-1')
          .some((r) => (r.query as { extend_lease?: boolean } | undefined)?.extend_lease === true),
      ).toBe(true),
    );
    await wait(STATUS_POLL_MS * 1.5);
    expect(screen.getByText('Starting the stream…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Front door' })).toBeInTheDocument();
  });

  it('says nothing of starting for a stream that always runs', async () => {
    serverWith({ status: 'running' });
    renderApp('/stream/cam-1/view');
    expect(await screen.findByRole('heading', { name: 'Front door' })).toBeInTheDocument();
    expect(screen.queryByText('Starting the stream…')).not.toBeInTheDocument();
  });
});

/** The notices up and not leaving. */
const staying = () =>
  Array.from(document.querySelectorAll('[role="alert"]:not([class*="-leave"])')).map((el) => el.textContent);

describe('the player while the server does not answer', () => {
  it('says the status is unknown with the last one known, and says the server is away once until it answers', async () => {
    const server = fakeServer(users.user)
      .on('GET /v1/stream/cam-1', { data: stream({ status: 'running' }) })
      .on('GET /v1/stream/cam-1/archive/ranges', { data: { period: null, ranges: [] } })
      .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
      .on('GET /v1/annotations', { data: [] });
    signIn(server.currentSettings());
    renderApp('/stream/cam-1/view');
    expect(await screen.findByText('Running')).toBeInTheDocument();

    server.down = true;
    expect(await screen.findByText('Status unknown', {}, { timeout: STATUS_POLL_MS * 3 })).toBeInTheDocument();
    expect(screen.queryByText('Running')).not.toBeInTheDocument();
    expect(screen.getByText(/^last known: Running, \d+ seconds? ago$/)).toBeInTheDocument();
    await waitFor(() => expect(staying()).toEqual([expect.stringContaining('Server is not responding')]));
    // Polls keep failing, longer than a notice's few seconds: the one notice stays, said once.
    await wait(6_000);
    expect(staying()).toEqual([expect.stringContaining('Server is not responding')]);
    expect(screen.getByText('Status unknown')).toBeInTheDocument();

    server.down = false;
    expect(await screen.findByText('Running', {}, { timeout: STATUS_POLL_MS * 3 })).toBeInTheDocument();
    expect(screen.queryByText('Status unknown')).not.toBeInTheDocument();
    // Closed: it leaves (jsdom runs no transition, so it stays in its leaving state).
    await waitFor(() => expect(staying()).toEqual([]));
  }, 30_000);
});
