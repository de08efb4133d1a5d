import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MotionSearchQuery, Stream } from '@contract/index';
import { fakeServer, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { usePlayerStore } from '../store';

/*
 * Motion in the player (docs/console.md#screens-and-routes): the window's motion as a strip under
 * the timeline, and the previous / next motion jumps ([ and ], or the toolbar's buttons).
 */

const HOUR = 3_600_000;
const MOTION = 'GET /v1/stream/cam-1/archive/motion';

beforeAll(() => import('./stream-view-page'), 60_000);
afterEach(() => resetApp());

/** A paused stream (no picture needed) recorded for the last two hours, with motion an hour and half an hour ago. */
function serve(fields: Partial<Stream> = {}) {
  const now = Date.now();
  const first = Math.floor((now - HOUR) / 1000) * 1000;
  const second = Math.floor((now - HOUR / 2) / 1000) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const server = fakeServer(users.readOnly)
    .on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Cam 1', status: 'paused', ...fields }) })
    .on('GET /v1/stream/cam-1/archive/ranges', {
      data: {
        period: null,
        ranges: [
          { date: iso(now - 2 * HOUR), status: 1 },
          { date: iso(now - 60_000), status: 0 },
        ],
      },
    })
    .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
    .on('GET /v1/annotations', { data: [] })
    .on('GET /v1/bookmarks', { data: { items: [], total: 0, tags: [] } })
    .on(MOTION, () => ({
      data: {
        ranges: [
          { startTime: iso(first), endTime: iso(first + 20_000) },
          { startTime: iso(second), endTime: iso(second + 10_000) },
        ],
      },
    }));
  signIn(server.currentSettings());
  return { server, first, second };
}

const playingFrom = () => {
  const url = usePlayerStore.getState().playlist?.url ?? '';
  return new URL(url, 'http://x').searchParams.get('start_time');
};

describe('motion in the player', { timeout: 60_000 }, () => {
  it("asks for the window's motion and names it in the timeline's tooltip", async () => {
    const { server, first } = serve();
    renderApp('/stream/cam-1/view');
    const canvas = (await screen.findByRole('group', { name: 'Archive timeline' }, { timeout: 20_000 })).querySelector(
      'canvas',
    )!;
    await waitFor(() => expect(server.calls(MOTION).length).toBeGreaterThan(0));
    const query = server.calls(MOTION)[0]?.query as MotionSearchQuery;
    expect(query.region).toBeUndefined();
    expect(Date.parse(query.end_time) - Date.parse(query.start_time)).toBeLessThanOrEqual(86_400_000);
    await waitFor(() => {
      const start = Number(canvas.dataset.start);
      const end = Number(canvas.dataset.end);
      fireEvent.pointerMove(canvas, { clientX: ((first + 10_000 - start) / (end - start)) * 800, clientY: 20 });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Motion');
    });
  });

  it('offers no motion tools and asks no motion of a stream that does not detect it (or whose server tells nothing of it)', async () => {
    const { server } = serve({ motion: undefined as unknown as Stream['motion'] });
    renderApp('/stream/cam-1/view');
    expect(await screen.findByRole('button', { name: 'Next motion' }, { timeout: 20_000 })).toBeDisabled();
    await screen.findByRole('group', { name: 'Archive timeline' });
    expect(screen.queryByRole('button', { name: 'Search a region' })).toBeNull();
    expect(server.calls(MOTION)).toHaveLength(0);
  });

  it('jumps the archive to the next and previous motion with ] and [, and with the toolbar buttons', async () => {
    const { first, second } = serve();
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });
    const next = await screen.findByRole('button', { name: 'Next motion' }, { timeout: 20_000 });
    await waitFor(() => expect(next).toBeEnabled());
    // Without a playing time (a paused stream shows none): from now, so ] finds nothing and [ the last.
    await user.keyboard('[[');
    await waitFor(() => expect(playingFrom()).toBe(new Date(second).toISOString()));
    // At a range's start, [ goes on to the one before.
    act(() => usePlayerStore.getState().setPlayingTime(second));
    await user.keyboard('[[');
    await waitFor(() => expect(playingFrom()).toBe(new Date(first).toISOString()));
    act(() => usePlayerStore.getState().setPlayingTime(first));
    await user.click(next);
    await waitFor(() => expect(playingFrom()).toBe(new Date(second).toISOString()));
  });

  it('searches a region drawn over the picture: the motion route gets it, the ranges found are listed and jump, Clear region ends it', async () => {
    const { server, first, second } = serve();
    server.on(MOTION, (request) => {
      const query = request.query as MotionSearchQuery;
      const iso = (ms: number) => new Date(ms).toISOString();
      // In the region, only the first motion.
      const ranges = query.region
        ? [{ startTime: iso(first), endTime: iso(first + 20_000) }]
        : [
            { startTime: iso(first), endTime: iso(first + 20_000) },
            { startTime: iso(second), endTime: iso(second + 10_000) },
          ];
      return { data: { ranges } };
    });
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });
    const next = await screen.findByRole('button', { name: 'Next motion' }, { timeout: 20_000 });
    await waitFor(() => expect(next).toBeEnabled());
    // The archive plays (a picture to draw over).
    await user.keyboard('[[');
    await waitFor(() => expect(playingFrom()).toBe(new Date(second).toISOString()));

    await user.click(screen.getByRole('button', { name: 'Search a region' }));
    expect(screen.getByRole('button', { name: 'Search a region' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Drag over the picture to draw the region to search.')).toBeInTheDocument();
    const overlay = await screen.findByRole('application', { name: /Draw a rectangle over the picture/ });
    overlay.getBoundingClientRect = () => ({ left: 0, top: 0, width: 320, height: 180 }) as DOMRect;
    fireEvent.pointerDown(overlay, { clientX: 160, clientY: 0, button: 0, pointerId: 1 });
    fireEvent.pointerMove(overlay, { clientX: 320, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(overlay, { clientX: 320, clientY: 90, pointerId: 1 });

    await waitFor(() =>
      expect(server.calls(MOTION).some((c) => (c.query as MotionSearchQuery).region === '0.5,0,0.5,0.5')).toBe(true),
    );
    const results = await screen.findByRole('region', { name: 'Motion in the region' });
    expect(await within(results).findByText('1 moment with motion in the region in this window.')).toBeInTheDocument();
    await user.click(
      within(results)
        .getAllByRole('button')
        .find((b) => b.textContent?.includes('(20 s)'))!,
    );
    await waitFor(() => expect(playingFrom()).toBe(new Date(first).toISOString()));

    await user.click(within(results).getByRole('button', { name: 'Clear region' }));
    expect(screen.queryByTestId('search-region')).toBeNull();
    expect(within(results).getByText('Drag over the picture to draw the region to search.')).toBeInTheDocument();
  });
});
