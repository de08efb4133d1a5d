import type { StatsRange } from '@contract/index';
import { call } from '@/shared/http/client';

/** Query keys of the statistics page and the version check. */
export const statsKeys = {
  stats: (range: StatsRange) => ['admin-stats', range] as const,
  versionCheck: ['version-check'] as const,
};

export const statsApi = {
  stats: (range: StatsRange, signal?: AbortSignal) =>
    call('getAdminStats', { query: { range }, ...(signal ? { signal } : {}) }),
  versionCheck: (signal?: AbortSignal) => call('versionCheck', signal ? { signal } : {}),
};
