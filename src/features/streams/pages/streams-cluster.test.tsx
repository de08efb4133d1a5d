import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stream, StreamListQuery, UiSettings } from '@contract/index';
import { fakeServer, stream, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { useStreamsPageStore } from '../store';

/*
 * The streams list in a cluster (docs/console.md#entities, #states-and-transitions): with clustering on, a node column in the table and a
 * node filter (from the nodes any user may list) that asks the server with nodeId; without it,
 * nothing of the kind.
 */

afterEach(() => resetApp());

const LIST = 'GET /v1/streams';
const NODES = 'GET /v1/system/internal/ui/nodes';

const front = stream({ uid: 'front', name: 'Front door', node: { id: 'node-1', available: true } });
const dock = stream({ uid: 'dock', name: 'Loading dock', node: { id: 'node-2', available: true } });
const gate = stream({ uid: 'gate', name: 'North gate', node: { id: 'node-3', available: false } });

/** A server whose list filters by node as the real one does; the table view remembered. */
function serve(settings: Partial<UiSettings>): FakeServer {
  const server = fakeServer(users.user, settings);
  server.on(LIST, (request) => {
    const { nodeId } = request.query as StreamListQuery;
    const items = [front, dock, gate].filter((s: Stream) => !nodeId || s.node.id === nodeId);
    return { data: { items, total: items.length, page: 1, pageSize: 48 } };
  });
  signIn(server.currentSettings());
  useStreamsPageStore.getState().update({ viewMode: 'table' });
  return server;
}

const queries = (server: FakeServer) => server.calls(LIST).map((r) => r.query as StreamListQuery);
const table = () => screen.findByRole('table', { name: 'All streams' }, { timeout: 30_000 });
const rowOf = (name: string) => {
  const tr = screen.getByRole('link', { name }).closest('tr');
  if (!tr) throw new Error(`no row of ${name}`);
  return within(tr);
};

describe('streams list in a cluster', { timeout: 60_000 }, () => {
  it("shows each stream's node by name and filters by node, asking the server with nodeId", async () => {
    const user = quickUser();
    const server = serve({ clusterEnabled: true, nodeId: 'node-1' });
    renderApp('/streams');
    const list = await table();
    expect(within(list).getByRole('columnheader', { name: 'Node' })).toBeTruthy();
    await waitFor(() => expect(rowOf('Loading dock').getByText('bravo')).toBeTruthy());
    expect(rowOf('Front door').getByText('alpha')).toBeTruthy();
    expect(rowOf('North gate').getByText('charlie').closest('[title]')).toHaveAttribute('title', 'Unavailable');
    // The unavailable-node mark of the status stays.
    expect(rowOf('North gate').getByText('Node node-3 is unavailable')).toBeTruthy();

    await user.click(await screen.findByRole('combobox', { name: 'Node' }));
    const option = (name: string) => screen.findByRole('option', { name });
    expect(await option('All nodes')).toBeTruthy();
    expect(await option('charlie (unavailable)')).toBeTruthy();
    await user.click(await option('bravo'));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Front door' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Loading dock' })).toBeTruthy();
    expect(queries(server).at(-1)).toMatchObject({ nodeId: 'node-2', page: 1 });
    expect(queries(server)[0]).not.toHaveProperty('nodeId');
  });

  it('without clustering shows no node column or filter, and asks for no nodes', async () => {
    const server = serve({ clusterEnabled: false });
    renderApp('/streams');
    const list = await table();
    await within(list).findByRole('link', { name: 'Loading dock' });
    expect(within(list).queryByRole('columnheader', { name: 'Node' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Node' })).toBeNull();
    expect(server.calls(NODES)).toHaveLength(0);
    expect(queries(server).every((q) => q.nodeId === undefined)).toBe(true);
  });
});
