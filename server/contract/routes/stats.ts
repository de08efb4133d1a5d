import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { AdminStats, AdminStatsQuery, VersionCheck } from '../schemas/stats';

/** Statistics and the version check. */
export const statsRoutes = {
  getAdminStats: route('getAdminStats', {
    summary: 'Statistics: the figures now and over the last hour, 6 or 24 hours; streams by bitrate and failing',
    description:
      'The server samples every 10 s and keeps the samples across restarts: every 10 s for an hour, every minute ' +
      'for a day (averages).',
    tags: ['admin'],
    access: 'admin',
    querystring: AdminStatsQuery,
    response: { 200: AdminStats, ...errorResponses },
  }),
  versionCheck: route('versionCheck', {
    summary: "Compare this server's version with the latest release on the provider's API",
    description: 'latest is null when the provider does not answer; never fails for that.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: VersionCheck, ...errorResponses },
  }),
};
