import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { StreamsRepo } from '../streams';
import type { UsersRepo } from '../users';
import { searchRoutes } from './routes';

/** What the search reads: bookmarks and mosaics through their repositories on the database, streams, users. */
export interface SearchDeps {
  db: Db;
  streams: Pick<StreamsRepo, 'search'>;
  users: Pick<UsersRepo, 'search'>;
}

export const searchPlugin = domainPlugin<SearchDeps>('search', async (app, deps) => searchRoutes(app, deps));
