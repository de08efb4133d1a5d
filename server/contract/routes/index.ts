import type { EndpointName } from '../endpoints';
import type { RouteSpec } from '../route';
import { adminRoutes } from './admin';
import { archiveRoutes } from './archive';
import { authRoutes } from './auth';
import { bookmarksRoutes } from './bookmarks';
import { clusterRoutes } from './cluster';
import { eventsRoutes } from './events';
import { liveRoutes } from './live';
import { mosaicsRoutes } from './mosaics';
import { streamsRoutes } from './streams';
import { systemRoutes } from './system';
import { usersRoutes } from './users';

/** Every call of the API with its schemas. The `satisfies` clause fails the build when an endpoint has none. */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...streamsRoutes,
  ...archiveRoutes,
  ...liveRoutes,
  ...mosaicsRoutes,
  ...bookmarksRoutes,
  ...eventsRoutes,
  ...adminRoutes,
  ...clusterRoutes,
} satisfies { [N in EndpointName]: RouteSpec & { name: N } };

export type Routes = typeof routes;
