import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { StreamsRepo } from '../streams';
import { bookmarksRoutes } from './routes';

/** What the bookmarks domain uses: its own tables, the streams (who may see which), the audit log and the clock. */
export interface BookmarksDeps extends AuditDeps {
  db: Db;
  streams: StreamsRepo;
}

export const bookmarksPlugin = domainPlugin<BookmarksDeps>('bookmarks', async (app, deps) =>
  bookmarksRoutes(app, deps),
);
