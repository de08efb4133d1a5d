import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClusterNode, UiSettings } from '@contract/index';
import { apiError, clusterNodes, fakeServer, settingsFor, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Administration › Cluster (docs/console.md#screens-and-routes, #api-calls): the nodes refreshed while the page is open; drain and
 * undrain after a confirmation that says what happens to the streams; without clustering, the
 * node listed and why it cannot be drained.
 */

afterEach(() => resetApp());

const NODES = 'GET /v1/system/cluster/nodes';
const clustered = { clusterEnabled: true, features: { ...settingsFor(null).features, cluster: true } };

/** A server whose cluster holds `nodes`, draining and returning them as the real one does. */
function serve(nodes: ClusterNode[], settings: Partial<UiSettings> = clustered): FakeServer {
  const server = fakeServer(users.admin, settings);
  // Copies, as over the wire: a change to `nodes` shows only once the page asks again.
  server.on(NODES, () => ({ data: structuredClone(nodes) }));
  for (const action of ['drain', 'undrain'] as const) {
    for (const node of nodes) {
      server.on(`POST /v1/system/cluster/node/${node.id}/${action}`, () => {
        node.drained = action === 'drain';
        return { data: { ...node } };
      });
    }
  }
  signIn(server.currentSettings());
  return server;
}

const main = () => screen.getByRole('main', { hidden: true });
const table = async () =>
  within(await screen.findByRole('table', { name: 'Cluster nodes', hidden: true }, { timeout: 30_000 }));
/** A node's row, once the list is in (its name is in the row's first cell). */
const row = async (name: string) => {
  const cell = await (await table()).findByText(name, { exact: true }, { timeout: 30_000 });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row of ${name}`);
  return within(tr);
};
const button = (name: string) => within(main()).getByRole('button', { name, hidden: true });

describe('cluster page', { timeout: 60_000 }, () => {
  it('lists the nodes, this one first and marked, with their state, streams, version, last heartbeat and load', async () => {
    const nodes = clusterNodes().reverse();
    nodes[0]!.lastSeenTime = new Date(Date.now() - 3 * 60_000 - 5_000).toISOString();
    serve(nodes);
    renderApp('/administration/cluster');
    await row('charlie');
    const rows = (await table()).getAllByRole('row', { hidden: true }).filter((r) => r.hasAttribute('data-row-key'));
    const names = rows.map((r) => within(r).getAllByRole('cell', { hidden: true })[0]?.textContent);
    expect(names).toEqual(['alphathis node', 'bravo', 'charlie']);

    const alpha = await row('alpha');
    expect(alpha.getByText('Available')).toBeTruthy();
    expect(alpha.queryByText('Drained')).toBeNull();
    expect(alpha.getByText('http://10.0.0.1:8080')).toBeTruthy();
    expect(alpha.getByText('12')).toBeTruthy();
    expect(alpha.getByText('1.2.3')).toBeTruthy();
    expect(alpha.getByText('42%')).toBeTruthy();
    expect((await row('bravo')).getByText('Drained')).toBeTruthy();
    const charlie = await row('charlie');
    expect(charlie.getByText('Unavailable')).toBeTruthy();
    expect(charlie.getByText('135%')).toBeTruthy();
    expect(charlie.getByText('3 minutes ago').closest('time')?.getAttribute('dateTime')).toBe(nodes[0]!.lastSeenTime);
  });

  it('asks for the nodes again every 5 s while the page is open', async () => {
    const nodes = clusterNodes();
    const server = serve(nodes);
    renderApp('/administration/cluster');
    await row('alpha');
    const asked = server.calls(NODES).length;
    nodes[2]!.available = true;
    await waitFor(async () => expect((await row('charlie')).getByText('Available')).toBeTruthy(), { timeout: 7_000 });
    expect(server.calls(NODES).length).toBeGreaterThan(asked);
  });

  it('drains a node after saying its streams move within 30 s and its viewers see a short pause', async () => {
    const user = quickUser();
    const server = serve(clusterNodes());
    renderApp('/administration/cluster');
    await row('alpha');
    await user.click(button('Drain alpha'));

    const dialog = await screen.findByRole('dialog', { name: 'Drain alpha?' });
    expect(dialog).toHaveTextContent(
      'The node takes no new streams. Its 12 streams move to other nodes within 30 s; viewers of those streams see a short pause while the player reconnects.',
    );
    expect(server.calls('POST /v1/system/cluster/node/node-1/drain')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Drain' }));

    await screen.findByText('alpha is drained: its streams are moving to other nodes.');
    expect(server.calls('POST /v1/system/cluster/node/node-1/drain')).toHaveLength(1);
    expect((await row('alpha')).getByText('Drained')).toBeTruthy();
    // Now only charlie takes streams: it cannot be drained, and says why.
    expect(button('Drain charlie')).toBeDisabled();
  });

  it('returns a drained node, saying it takes new streams again', async () => {
    const user = quickUser();
    const server = serve(clusterNodes());
    renderApp('/administration/cluster');
    await row('bravo');
    await user.click(button('Undrain bravo'));
    const dialog = await screen.findByRole('dialog', { name: 'Return bravo to the cluster?' });
    expect(dialog).toHaveTextContent('The node takes new streams again.');
    await user.click(within(dialog).getByRole('button', { name: 'Undrain' }));
    await screen.findByText('bravo takes new streams again.');
    expect(server.calls('POST /v1/system/cluster/node/node-2/undrain')).toHaveLength(1);
    expect((await row('bravo')).queryByText('Drained')).toBeNull();
  });

  it("shows the catalogue's message when the server refuses a drain", async () => {
    const user = quickUser();
    const server = serve(clusterNodes());
    server.on('POST /v1/system/cluster/node/node-3/drain', apiError('ActionNotAcceptable'));
    const app = renderApp('/administration/cluster');
    await row('charlie');
    await user.click(button('Drain charlie'));
    const dialog = await screen.findByRole('dialog', { name: 'Drain charlie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Drain' }));
    await waitFor(() => expect(app.notifications()).toContain('This action is not possible now'));
    expect((await row('charlie')).queryByText('Drained')).toBeNull();
  });

  it('without clustering lists this node, explains what clustering needs and offers no drain', async () => {
    serve([clusterNodes()[0]!], { clusterEnabled: false, features: settingsFor(null).features });
    renderApp('/administration/cluster');
    await row('alpha');
    const alert = within(main()).getByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Clustering is off');
    expect(alert).toHaveTextContent('share a PostgreSQL database and the enterprise license has the cluster feature');
    expect(within(alert).getByRole('link', { name: 'Open the license', hidden: true })).toHaveAttribute(
      'href',
      '/administration/license',
    );
    expect(within(main()).queryByRole('button', { name: /Drain|Undrain/, hidden: true })).toBeNull();
  });
});
