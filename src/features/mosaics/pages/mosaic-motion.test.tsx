import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, mosaic, mosaicTile, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

/* The wall outlines the tiles whose stream has motion now, from one poll of the events in progress. */

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

const T0 = Date.parse('2026-05-01T10:00:00Z');
const event = (streamId: string, start: number, end: number) => ({
  id: '1',
  streamId,
  streamName: 'Front door',
  type: 'motion' as const,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  thumbnailUrl: null,
  reviewed: false,
});

describe('motion on the wall', { timeout: 60_000 }, () => {
  it('outlines a tile while its stream has motion, with one poll for the whole wall, and lets go after the motion ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const server = fakeServer(users.user);
    server.on('GET /v1/streams', () => ({
      data: { items: [stream({ uid: 'cam-1' })], total: 1, page: 1, pageSize: 50 },
    }));
    signIn(server.currentSettings());
    const wall = mosaic({
      id: 'm-5',
      name: 'Gate wall',
      cells: [mosaicTile(0, 'cam-1', 'Front door'), mosaicTile(1, 'cam-2', 'Back yard')],
    });
    server.on('GET /v1/mosaic/m-5', () => ({ data: wall }));
    for (const uid of ['cam-1', 'cam-2'])
      server.on(`GET /v1/stream/${uid}/archive/ranges`, () => ({ data: { period: null, ranges: [] } }));
    // The motion goes on (its end grows with the clock) until the test stops it.
    let ended: number | null = null;
    server.on('GET /v1/events', () => ({
      data: { items: [event('cam-1', T0 - 4_000, ended ?? Date.now() - 500), event('cam-9', T0, T0)], total: 2 },
    }));
    renderApp('/mosaic/m-5');
    const front = await screen.findByRole('group', { name: 'Front door' }, { timeout: 30_000 });
    await waitFor(() => expect(front).toHaveAccessibleDescription('motion now'), { timeout: 5_000 });
    expect(screen.getByText('motion now')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Back yard' })).not.toHaveAccessibleDescription('motion now');
    // One request for the wall's streams (not one per tile), asking a few seconds back.
    const asked = server.calls('GET /v1/events').map((call) => call.query as Record<string, unknown>);
    expect(asked.length).toBeGreaterThan(0);
    for (const query of asked) {
      expect(query).not.toHaveProperty('streamId');
      expect(query.streamIds).toBe('cam-1,cam-2');
      expect(Date.parse(String(query.from))).toBeLessThan(T0);
    }
    // The motion ends; a few seconds later the outline goes.
    ended = T0;
    vi.setSystemTime(T0 + 4_000);
    await waitFor(() => expect(front).not.toHaveAccessibleDescription('motion now'), { timeout: 6_000 });
    expect(screen.queryByText('motion now')).toBeNull();
  });
});
