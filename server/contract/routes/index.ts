import type { EndpointName } from '../endpoints';
import type { RouteSpec } from '../route';
import { archiveRoutes } from './archive';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { bookmarksRoutes } from './bookmarks';
import { clusterRoutes } from './cluster';
import { configurationRoutes } from './configuration';
import { directoryRoutes } from './directory';
import { licenseRoutes } from './license';
import { exportsRoutes } from './exports';
import { eventsRoutes } from './events';
import { liveRoutes } from './live';
import { mosaicsRoutes } from './mosaics';
import { oidcRoutes } from './oidc';
import { passkeysRoutes } from './passkeys';
import { searchRoutes } from './search';
import { statsRoutes } from './stats';
import { streamsRoutes } from './streams';
import { systemRoutes } from './system';
import { tunnelRoutes } from './tunnel';
import { twoFactorRoutes } from './two-factor';
import { usersRoutes } from './users';

/** Every call of the API with its schemas. The `satisfies` clause fails the build when an endpoint has none. */
export const routes = {
  ...systemRoutes,
  ...searchRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...streamsRoutes,
  ...archiveRoutes,
  ...liveRoutes,
  ...mosaicsRoutes,
  ...bookmarksRoutes,
  ...statsRoutes,
  ...configurationRoutes,
  ...auditRoutes,
  ...licenseRoutes,
  ...tunnelRoutes,
  ...eventsRoutes,
  ...clusterRoutes,
  ...twoFactorRoutes,
  ...oidcRoutes,
  ...passkeysRoutes,
  ...exportsRoutes,
  ...directoryRoutes,
} satisfies { [N in EndpointName]: RouteSpec & { name: N } };

export type Routes = typeof routes;
