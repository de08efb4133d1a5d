import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { ClusterNode } from '../../contract/schemas/cluster';
import type { ClusterDeps } from './plugin';
import { AppError } from '../core/errors';
import { requireFeature } from '../license';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/**
 * The cluster's nodes (docs/console.md#api-calls): the list and one node for administrators, the server switcher's
 * list for everyone, drain and undrain. Without a shared database the list holds this node alone.
 */
export function clusterRoutes(app: FastifyInstance, ctx: ClusterDeps): void {
  const audit = requestAudit(ctx);
  const { cluster } = ctx;

  async function node(id: string): Promise<ClusterNode> {
    const found = (await cluster.list()).find((n) => n.id === id);
    if (!found) throw new AppError('NotFound', 'No such node');
    return found;
  }

  mount(app, routes.listClusterNodes, async () => cluster.list());

  mount(app, routes.getClusterNode, async (request) => node(request.params.id));

  mount(app, routes.listUiNodes, async () =>
    (await cluster.list()).map((n) => ({
      id: n.id,
      name: n.name,
      url: `${n.address}/ui/`,
      available: n.available,
      isCurrent: n.isCurrent,
    })),
  );

  mount(app, routes.drainClusterNode, async (request) => {
    requireFeature(ctx.license.current(), 'cluster', ctx.now());
    const target = await node(request.params.id);
    if (target.drained) return target;
    const others = (await cluster.list()).filter((n) => n.id !== target.id && n.available && !n.drained);
    if (others.length === 0)
      throw new AppError('ActionNotAcceptable', 'This is the last node that takes streams', {
        reason: 'nodeLastUndrained',
      });
    await cluster.setDrained(target.id, true);
    await audit(request, 'cluster.drain', { target: target.id, details: { streams: target.streamsCount } });
    // The other nodes take its streams at their next check; this one hands over at once if it is the one.
    await cluster.tick();
    return node(target.id);
  });

  mount(app, routes.undrainClusterNode, async (request) => {
    // Returning a node is always allowed: it only undoes a drain, whatever the license says now.
    const target = await node(request.params.id);
    if (!target.drained) return target;
    await cluster.setDrained(target.id, false);
    await audit(request, 'cluster.undrain', { target: target.id });
    await cluster.tick();
    return node(target.id);
  });
}
