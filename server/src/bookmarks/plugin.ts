import type { AuditDeps } from '../core/audit/request-audit';
import type { ConfigurationStore } from '../configuration';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { StreamsRepo } from '../streams';
import { bookmarksRoutes } from './routes';

/** What the bookmarks domain uses: its own tables, the streams (who may see which), the cap of held hours, the audit log and the clock. */
export interface BookmarksDeps extends AuditDeps {
  db: Db;
  streams: StreamsRepo;
  configuration: Pick<ConfigurationStore, 'current'>;
}

export const bookmarksPlugin = domainPlugin<BookmarksDeps>('bookmarks', async (app, deps) =>
  bookmarksRoutes(app, deps),
);
