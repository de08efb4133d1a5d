import type { ServerConfig } from '../config';
import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { SessionRecords } from '../core/security/sessions';
import type { NodeAgent } from '../cluster';
import type { ConfigurationStore } from '../configuration';
import type { LicenseStore } from '../license';
import type { MediaControl } from '../media/media-control';
import type { UsersRepo } from '../users';
import { systemRoutes } from './routes';
import { serverDebugRoutes } from './server-debug-routes';
import type { ServerLog } from './server-log';

/**
 * What the system domain uses: the settings the console starts with, health (disk, holds, the
 * cluster), the first administrator of a locked server, and the server's own log.
 */
export interface SystemDeps extends AuditDeps {
  config: ServerConfig;
  db: Db;
  configuration: Pick<ConfigurationStore, 'current'>;
  license: Pick<LicenseStore, 'current'>;
  cluster: Pick<NodeAgent, 'nodeId' | 'clusterOn' | 'drained'>;
  users: Pick<UsersRepo, 'insertFirst'>;
  sessions: SessionRecords;
  media: Pick<MediaControl, 'leases'>;
  /** True while no user exists; the first administrator unlocks it. */
  state: { locked: boolean };
  stillLocked(): Promise<boolean>;
  log: ServerLog;
}

/** Settings, health and unlock; the server's log and process figures for administrators. */
export const systemPlugin = domainPlugin<SystemDeps>('system', async (app, deps) => {
  systemRoutes(app, deps);
  serverDebugRoutes(app, deps, deps.log);
});
