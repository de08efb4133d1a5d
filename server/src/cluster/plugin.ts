import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { LicenseStore } from '../license';
import type { NodeAgent } from './node-agent';
import { clusterRoutes } from './routes';

/** What the cluster domain uses: this node's agent, the license (the cluster is a licensed feature), the audit log. */
export interface ClusterDeps extends AuditDeps {
  cluster: NodeAgent;
  license: Pick<LicenseStore, 'current'>;
  /** The port to announce when the listener's own address is unknown. */
  port: number;
}

/**
 * The cluster's routes; this server joins the cluster once it listens (its address is then known),
 * and leaves the checks before the recorders and the database close.
 */
export const clusterPlugin = domainPlugin<ClusterDeps>('cluster', async (app, deps) => {
  clusterRoutes(app, deps);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : deps.port;
    await deps.cluster.start(`http://127.0.0.1:${port}`);
  });
  app.addHook('preClose', () => deps.cluster.stop());
});
