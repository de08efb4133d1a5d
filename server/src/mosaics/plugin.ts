import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { MediaControl } from '../media/media-control';
import type { PermissionsRepo, StreamsRepo } from '../streams';
import { mosaicsRoutes } from './routes';

/** What the mosaics domain uses: its own tables, the streams and grants behind its cells, the recorders' leases. */
export interface MosaicsDeps extends AuditDeps {
  db: Db;
  streams: Pick<StreamsRepo, 'byUids'>;
  permissions: Pick<PermissionsRepo, 'levelsOn'>;
  media: Pick<MediaControl, 'extendLease' | 'status'>;
}

export const mosaicsPlugin = domainPlugin<MosaicsDeps>('mosaics', async (app, deps) => mosaicsRoutes(app, deps));
