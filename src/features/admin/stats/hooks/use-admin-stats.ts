import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@contract/index';
import { statsApi, statsKeys } from '../api';
import { STATS_POLL_MS } from '../logic/constants';

/** The figures over a range, asked again every 10 s while the tab shows; another range keeps the charts until it is in. */
export function useAdminStats(range: StatsRange) {
  return useQuery({
    queryKey: statsKeys.stats(range),
    queryFn: ({ signal }) => statsApi.stats(range, signal),
    refetchInterval: STATS_POLL_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
