import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MosaicBody } from '@contract/index';
import { fakeServer, mosaic, mosaicTile, stream, users } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The mosaics list (empty state, cards, delete for who may) and the editor (click-to-assign and
 * the body it saves; a refused tile says why with what was chosen kept).
 */

afterEach(() => resetApp());

const streams = [stream({ uid: 'cam-1', name: 'Front door' }), stream({ uid: 'cam-2', name: 'Back yard' })];

function serve() {
  const server = fakeServer(users.user);
  server.on('GET /v1/streams', () => ({ data: { items: streams, total: 2, page: 1, pageSize: 50 } }));
  signIn(server.currentSettings());
  return server;
}

describe('mosaics', { timeout: 60_000 }, () => {
  it('explains what a mosaic is when there is none, with the way to create one', async () => {
    const server = serve();
    server.on('GET /v1/mosaics', () => ({ data: { items: [], total: 0 } }));
    renderApp('/mosaics');
    expect(await screen.findByText(/A mosaic is a wall of live streams/, {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Create mosaic' }).length).toBeGreaterThan(0);
  });

  it('lists the cards with their owner, tile count and sharing; no delete for who may not', async () => {
    const server = serve();

    const wall = mosaic({
      id: 'm-2',
      name: 'Gate wall',
      owner: 'olga',
      cells: [
        {
          access: 'view',
          position: 0,
          columnSpan: 1,
          rowSpan: 1,
          streamUid: 'cam-1',
          name: 'Front door',
          status: 'running',
          playlistUrl: '/x',
          lowResPlaylistUrl: null,
        },
        { access: 'none', position: 1, columnSpan: 1, rowSpan: 1 },
      ],
      meta: { canAdmin: false },
    });
    server.on('GET /v1/mosaics', () => ({ data: { items: [wall], total: 1 } }));
    renderApp('/mosaics');
    const card = within(await screen.findByRole('listitem', { name: 'Gate wall' }, { timeout: 30_000 }));
    expect(card.getByText('by olga')).toBeVisible();
    expect(card.getByText('2 tiles')).toBeVisible();
    expect(card.getByText('Shared')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Delete mosaic Gate wall' })).toBeNull();
  });

  it('puts streams on tiles by their + buttons and saves the layout with them', async () => {
    const user = quickUser();
    const server = serve();
    server.on('POST /v1/mosaic', (request) => ({
      data: mosaic({ id: 'm-9', name: (request.body as MosaicBody).name }),
    }));
    server.on('GET /v1/mosaic/m-9', () => ({ data: mosaic({ id: 'm-9' }) }));
    renderApp('/create-mosaic');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 30_000 });
    await fill(user, name, 'Yard');
    await user.click(await screen.findByRole('button', { name: 'Tile 3: empty' }));
    await user.click(await screen.findByRole('button', { name: 'Put Back yard on a tile' }));
    await user.click(screen.getByRole('button', { name: 'Put Front door on a tile' }));
    expect(screen.getByRole('button', { name: 'Tile 3: Back yard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tile 1: Front door' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Create mosaic$/ }));
    await waitFor(() => expect(server.calls('POST /v1/mosaic')).toHaveLength(1));
    expect(server.calls('POST /v1/mosaic')[0]?.body).toEqual({
      name: 'Yard',
      isShared: false,
      layout: { columns: 2, rows: 2 },
      cells: [
        { position: 0, streamUid: 'cam-1' },
        { position: 2, streamUid: 'cam-2' },
      ],
    });
  });

  it('says why a tile was refused and keeps the choices', async () => {
    const user = quickUser();
    const server = serve();
    server.on('POST /v1/mosaic', () => ({
      status: 400,
      data: { code: 'ValidationError', message: 'x', field: 'cells/0/streamUid', reason: 'mosaicStreamUnknown' },
    }));
    renderApp('/create-mosaic');
    await fill(user, await screen.findByRole('textbox', { name: 'Name' }, { timeout: 30_000 }), 'Yard');
    await user.click(await screen.findByRole('button', { name: 'Put Front door on a tile' }));
    await user.click(screen.getByRole('button', { name: /Create mosaic$/ }));
    expect(await screen.findByText('There is no such stream, or you may not view it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tile 1: Front door' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Yard');
  });

  it("watching asks the mosaic once with the lease, and each distinct stream's recordings at once for the time slider, which says it loads until they are in", async () => {
    const server = serve();
    const wall = mosaic({
      id: 'm-3',
      name: 'Gate wall',
      cells: [
        mosaicTile(0, 'cam-1', 'Front door'),
        mosaicTile(1, 'cam-1', 'Front door'),
        mosaicTile(2, 'cam-2', 'Back yard'),
      ],
    });
    server.on('GET /v1/mosaic/m-3', () => ({ data: wall }));
    // The recordings answer once the test lets them.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    for (const uid of ['cam-1', 'cam-2'])
      server.on(`GET /v1/stream/${uid}/archive/ranges`, async () => {
        await answered;
        return { data: { period: null, ranges: [] } };
      });
    renderApp('/mosaic/m-3');
    expect(await screen.findByRole('region', { name: 'Gate wall' }, { timeout: 30_000 })).toBeVisible();
    const slider = await screen.findByRole('group', { name: "The mosaic's recordings" });
    // The recordings are asked as the wall opens, and until they are in the slider says it loads.
    await waitFor(() => expect(server.calls('GET /v1/stream/cam-2/archive/ranges').length).toBeGreaterThan(0), {
      timeout: 500,
    });
    expect(server.calls('GET /v1/stream/cam-1/archive/ranges').length).toBeGreaterThan(0);
    expect(slider).toHaveAttribute('aria-busy', 'true');
    expect(slider).toHaveTextContent('Loading the recordings…');
    answer();
    await waitFor(() => expect(slider).toHaveAttribute('aria-busy', 'false'));
    const asked = server.calls('GET /v1/mosaic/m-3');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query).toMatchObject({ extend_lease: true });
    // The window is asked in slices of the server's rangesMaxSeconds: as many for each stream.
    const slices = server.calls('GET /v1/stream/cam-1/archive/ranges').length;
    expect(slices).toBe(server.calls('GET /v1/stream/cam-2/archive/ranges').length);
    expect(await screen.findByText('None of these streams recorded anything in this window')).toBeInTheDocument();
  });
});
