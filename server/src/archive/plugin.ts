import type { ServerConfig } from '../config';
import type { AuditRepo } from '../core/audit/repo';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { NodeAgent } from '../cluster';
import type { ConfigurationStore } from '../configuration';
import type { LicenseStore } from '../license';
import type { RecordingControl } from '../media/supervisor';
import type { StreamsRepo } from '../streams';
import { archiveRoutes, type StreamAccess } from './routes';
import { thumbnailRoutes } from './thumbnail-routes';

/**
 * What the archive domain uses: the recordings and annotations on the database, the recorders, who
 * may view a stream, the nodes holding recordings, the archive limits, the license, the audit log.
 */
export interface ArchiveDeps {
  config: Pick<ServerConfig, 'dataDir'>;
  db: Db;
  streams: StreamsRepo;
  access: StreamAccess;
  media: RecordingControl;
  cluster: NodeAgent;
  configuration: Pick<ConfigurationStore, 'current'>;
  license: Pick<LicenseStore, 'current'>;
  /** Writes entries; `has` finds an archive view already recorded this hour after a restart. */
  audit: Pick<AuditRepo, 'write' | 'has'>;
  now: () => number;
}

/** The archive (playlists, ranges, downloads, annotations) and thumbnails. */
export const archivePlugin = domainPlugin<ArchiveDeps>('archive', async (app, deps) => {
  archiveRoutes(app, deps, deps.access, deps.media);
  thumbnailRoutes(app, deps, deps.media);
});
