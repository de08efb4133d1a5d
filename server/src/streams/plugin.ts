import type { ServerConfig } from '../config';
import type { AuditDeps } from '../core/audit/request-audit';
import { requireAuth } from '../core/http/auth';
import { domainPlugin } from '../core/http/domain';
import type { NodeAgent } from '../cluster';
import type { LicenseStore } from '../license';
import type { MediaControl } from '../media/media-control';
import type { UsersRepo } from '../users';
import { streamFor } from './access';
import type { PermissionsRepo } from './permissions-repo';
import { permissionsRoutes, shareRoutes } from './permissions-routes';
import { probeRoutes } from './probe-routes';
import type { StreamsRepo } from './repo';
import { streamsRoutes } from './routes';

/**
 * What the streams domain uses: its streams and grants, the recorders and their nodes, the license
 * (stream room), ffmpeg and the media folder (probes), users (grants by login) and the share links' key.
 */
export interface StreamsDeps extends AuditDeps {
  config: Pick<ServerConfig, 'ffmpeg' | 'mediaDir'>;
  streams: StreamsRepo;
  permissions: PermissionsRepo;
  users: Pick<UsersRepo, 'byLogin'>;
  media: MediaControl;
  cluster: NodeAgent;
  license: Pick<LicenseStore, 'current'>;
  /** Signs share links. */
  secret: Buffer;
}

/** Probe and preview, the streams, their grants and share links. */
export const streamsPlugin = domainPlugin<StreamsDeps>('streams', async (app, deps) => {
  probeRoutes(app, deps, {
    // Probing a saved stream reads its source: only for those who manage it.
    lookup: async (uid, request) => (await streamFor(deps.streams, requireAuth(request).user, uid, 'manage')).source,
  });
  streamsRoutes(app, deps);
  permissionsRoutes(app, deps);
  shareRoutes(app, deps);
});
