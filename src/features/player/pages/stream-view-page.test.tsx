import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { apiError, fakeServer, users } from '@/test/fixtures';
import { header, renderApp, resetApp, signIn } from '@/test/render-app';
import { STATUS_POLL_MS, prefetchPlayerStatus } from '../status-query';

afterEach(resetApp);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the player of a stream that is not there (SPEC §4)', () => {
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
      const asked = server.requests.map((r) => r.url).filter((url) => !url.startsWith('/v1/system/'));
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
