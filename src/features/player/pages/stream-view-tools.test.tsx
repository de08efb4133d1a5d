import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stream } from '@contract/index';
import { fakeServer, stream, users, type FakeRequest } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

const HOUR = 3_600_000;

// The route loads the page lazily: load it once before the tests, so none waits for the first transform.
beforeAll(() => import('./stream-view-page'), 60_000);

afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

/** A server with one stream whose archive holds `recorded` ([start, end) ms) or nothing. */
function serverWith(overrides: Partial<Stream>, recorded: { start: number; end: number } | null = null) {
  const ranges = ({ query }: FakeRequest) => {
    const { start_time: start, end_time: end } = query as { start_time: string; end_time: string };
    const inside = recorded && recorded.start < Date.parse(end) && recorded.end > Date.parse(start);
    return {
      data: {
        period: recorded && {
          startTime: new Date(recorded.start).toISOString(),
          endTime: new Date(recorded.end).toISOString(),
        },
        ranges: inside
          ? [
              { date: start, status: 0 },
              { date: new Date(Math.max(recorded.start, Date.parse(start))).toISOString(), status: 1 },
              { date: new Date(Math.min(recorded.end, Date.parse(end))).toISOString(), status: 0 },
            ]
          : [{ date: start, status: 0 }],
      },
    };
  };
  const server = fakeServer(users.admin)
    .on('GET /v1/stream/cam-1', { data: stream(overrides) })
    .on('GET /v1/stream/cam-1/archive/ranges', ranges)
    .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
    .on('GET /v1/annotations', { data: [] });
  signIn(server.currentSettings());
  return server;
}

describe('the player of a stream that is not recorded', () => {
  it('shows the not-recorded timeline, says nothing of recordings, and is not shown as live while paused', async () => {
    serverWith({ status: 'paused', archive: { isEnable: false } });
    renderApp('/stream/cam-1/view');

    const timeline = await screen.findByRole('group', { name: 'Archive timeline' });
    await waitFor(() =>
      expect(within(timeline).getByText('This stream is not recorded: recording is off in its settings')).toBeVisible(),
    );
    expect(screen.getByText('The stream is not running now (Paused).')).toBeInTheDocument();
    expect(screen.queryByText(/recordings are on the timeline/)).not.toBeInTheDocument();
    const live = screen.getByRole('button', { name: 'Live' });
    expect(live).toBeDisabled();
    expect(live).toHaveAttribute('aria-pressed', 'false');
    // The page's heading row says "Paused", and nowhere "Live" but on the (inactive) button.
    expect(screen.getAllByText('Live')).toHaveLength(1);
  });

  it('a paused stream with recordings: they are below, and what follows them is a gap, not live', async () => {
    const now = Date.now();
    serverWith({ status: 'paused', archive: { isEnable: true } }, { start: now - 5 * HOUR, end: now - HOUR });
    renderApp('/stream/cam-1/view');
    expect(
      await screen.findByText('The stream is not running now (Paused). Its recordings are on the timeline below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing is recorded in this stretch of time')).not.toBeInTheDocument();
    // Half an hour ago, after the archive's end: jsdom lays the canvas out 800 px wide from the left edge.
    const canvas = screen.getByRole('group', { name: 'Archive timeline' }).querySelector('canvas')!;
    const start = Number(canvas.dataset.start);
    const end = Number(canvas.dataset.end);
    await waitFor(() => {
      fireEvent.pointerMove(canvas, { clientX: ((now - HOUR / 2 - start) / (end - start)) * 800, clientY: 20 });
      expect(screen.getByRole('tooltip')).toHaveTextContent('No recording');
    });
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Live');
  });
});
