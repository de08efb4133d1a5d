import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventListQuery, ReviewEventsBody, StreamEvent } from '@contract/index';
import { apiError, fakeServer, stream, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The events page (docs/console.md#events): the events of the streams the user may view, filtered on
 * the server, reviewed with j / k / Space / r.
 */

afterEach(() => resetApp());

// jsdom plays no video: the clip's playback is left out, its playlist address kept.
vi.mock('@/features/player', () => ({
  archivePlaylistBase: (uid: string) => `/v1/stream/${uid}/archive/playlist.m3u8`,
  archivePlaylistUrl: (base: string, start: number, end: number) => `${base}?start=${start}&end=${end}`,
  usePlayback: () => ({ readTime: () => null, toLiveEdge: () => undefined }),
}));

const LIST = 'GET /v1/events';
/** The picture's text: the stream and the event's time (in the machine's zone). */
const GATE_PICTURE = /^Motion on Gate at \d{2}:\d{2}:\d{2}/;
const REVIEW = 'POST /v1/events/reviewed';

const event = (id: string, fields: Partial<StreamEvent> = {}): StreamEvent => ({
  id,
  streamId: 'gate',
  streamName: 'Gate',
  type: 'motion',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T10:00:12.000Z',
  thumbnailUrl: `/v1/stream/gate/archive/preview?time=2026-11-22T10%3A00%3A0${id}.000Z`,
  reviewed: false,
  ...fields,
});

/** A server that keeps reviewed marks and filters by them, as the real one does. */
function serve(events: StreamEvent[]): FakeServer {
  const server = fakeServer(users.readOnly);
  const marks = new Map(events.map((e) => [e.id, e.reviewed]));
  server.on(LIST, (request) => {
    const query = request.query as EventListQuery;
    const items = events
      .map((e) => ({ ...e, reviewed: marks.get(e.id) ?? false }))
      .filter((e) => query.reviewed === undefined || e.reviewed === query.reviewed);
    return { data: { items, total: items.length } };
  });
  server.on(REVIEW, (request) => {
    const body = request.body as ReviewEventsBody;
    for (const id of body.ids) marks.set(id, body.reviewed);
    return { data: { updated: body.ids.length } };
  });
  server.on('GET /v1/streams', () => ({ data: { items: [], total: 0, groups: [] } }));
  signIn(server.currentSettings());
  return server;
}

const EVENTS = [
  event('1', { streamName: 'Gate' }),
  event('2', { streamId: 'yard', streamName: 'Yard', thumbnailUrl: null }),
];

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Events', hidden: true }, { timeout: 30_000 });
  await within(table).findByText('Yard');
  return table;
}

const row = (table: HTMLElement, key: string) =>
  table.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`) as HTMLElement;

describe('events page', { timeout: 60_000 }, () => {
  it('lists events with their pictures, streams and reviewed marks, for a read-only user too', async () => {
    serve(EVENTS);
    renderApp('/events');
    const table = await findTable();
    const gate = row(table, '1');
    expect(within(gate).getByRole('img', { name: GATE_PICTURE, hidden: true }).getAttribute('src')).toContain(
      '/v1/stream/gate/archive/preview?time=2026-11-22T10%3A00%3A01.000Z',
    );
    expect(within(gate).getByRole('link', { name: 'Gate', hidden: true }).getAttribute('href')).toBe(
      '/stream/gate/view',
    );
    expect(within(gate).getByText('New')).toBeTruthy();
    expect(within(row(table, '2')).getByLabelText('No picture')).toBeTruthy();
  });

  it('shows the placeholder when a picture cannot be loaded (its video gone)', async () => {
    serve(EVENTS);
    renderApp('/events');
    const table = await findTable();
    fireEvent.error(within(row(table, '1')).getByRole('img', { name: GATE_PICTURE, hidden: true }));
    expect(within(row(table, '1')).queryByRole('img', { name: GATE_PICTURE, hidden: true })).toBeNull();
    expect(within(row(table, '1')).getByLabelText('No picture')).toBeTruthy();
  });

  it('says why a mark was refused, with the catalogue message', async () => {
    const user = quickUser();
    const server = serve(EVENTS);
    server.on(REVIEW, () => apiError('Forbidden'));
    renderApp('/events');
    const table = await findTable();
    await user.click(
      within(row(table, '2')).getByRole('button', { name: 'Mark the event on Yard reviewed', hidden: true }),
    );
    expect(await screen.findByText("You don't have access")).toBeTruthy();
    expect(within(row(table, '2')).getByText('New')).toBeTruthy();
  });

  it('says where events come from when there are none', async () => {
    serve([]);
    renderApp('/events');
    expect(
      await screen.findByText(/Motion detection finds events on streams that record/, undefined, { timeout: 30_000 }),
    ).toBeTruthy();
  });

  it('says the total and asks the server for the page picked', async () => {
    const user = quickUser();
    const server = serve(EVENTS);
    server.on(LIST, () => ({ data: { items: EVENTS, total: 120 } }));
    renderApp('/events');
    await findTable();
    expect(screen.getByText('120 events')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.calls(LIST).at(-1)?.query).toEqual({ page: 2, pageSize: 50 }));
  });

  it('filters by a stream found by name on the server', async () => {
    const user = quickUser();
    const server = serve(EVENTS);
    const yard = stream({ uid: 'yard', name: 'Yard' });
    server.on('GET /v1/streams', (request) => {
      const typed = (request.query as { searchingValues?: string[] }).searchingValues?.[0];
      return { data: { items: typed === 'Ya' ? [yard] : [], total: typed === 'Ya' ? 1 : 0, groups: [] } };
    });
    renderApp('/events');
    await findTable();
    const filter = screen.getByRole('combobox', { name: 'Stream', hidden: true });
    await user.type(filter, 'Ya');
    await waitFor(() =>
      expect(server.calls('GET /v1/streams').at(-1)?.query).toMatchObject({ searchingValues: ['Ya'] }),
    );
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Yard"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await user.click(option);
    await waitFor(() => expect(server.calls(LIST).at(-1)?.query).toMatchObject({ streamId: 'yard' }));
  });

  it('filters by reviewed marks on the server', async () => {
    const user = quickUser();
    const server = serve([event('1', { reviewed: true }), event('2', { streamName: 'Yard' })]);
    renderApp('/events');
    const table = await findTable();
    const filters = screen.getByRole('search', { name: 'Event filters', hidden: true });
    await user.click(within(filters).getByText('Reviewed'));
    await waitFor(() => expect(server.calls(LIST).at(-1)?.query).toEqual({ page: 1, pageSize: 50, reviewed: true }));
    await waitFor(() => expect(within(table).queryByText('Yard')).toBeNull());
  });

  it('j and k move the selection, r marks the selected event reviewed, Space opens its clip with a way to the player', async () => {
    const user = quickUser();
    const server = serve(EVENTS);
    renderApp('/events');
    const table = await findTable();
    await user.keyboard('j');
    await waitFor(() => expect(row(table, '1').className).toContain('vigil-event-selected'));
    await user.keyboard('j');
    await waitFor(() => expect(row(table, '2').className).toContain('vigil-event-selected'));
    expect(row(table, '1').className).not.toContain('vigil-event-selected');
    await user.keyboard('k');
    await waitFor(() => expect(row(table, '1').className).toContain('vigil-event-selected'));

    await user.keyboard('r');
    await waitFor(() => expect(server.calls(REVIEW)).toHaveLength(1));
    expect(server.calls(REVIEW)[0]?.body).toEqual({ ids: ['1'], reviewed: true });
    await waitFor(() => expect(within(row(table, '1')).getByText('Reviewed')).toBeTruthy());

    await user.keyboard(' ');
    const clip = await screen.findByRole('region', { name: "The event's clip on Gate", hidden: true });
    expect(
      within(clip).getByRole('link', { name: 'Open in the player at this time', hidden: true }).getAttribute('href'),
    ).toBe('/stream/gate/view?at=2026-11-22T09%3A59%3A58.000Z');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: "The event's clip on Gate", hidden: true })).toBeNull(),
    );
  });
});
