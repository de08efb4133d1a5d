import { useQuery } from '@tanstack/react-query';
import { serverDebugApi, serverDebugKeys } from '../api';
import { STATS_POLL_MS } from '../logic/constants';

/** The server process's health, asked again every few seconds while the tab shows (TanStack pauses it when hidden). */
export function useSystemStats() {
  return useQuery({
    queryKey: serverDebugKeys.stats,
    queryFn: ({ signal }) => serverDebugApi.stats(signal),
    refetchInterval: STATS_POLL_MS,
    staleTime: 0,
    // The card says it failed; a notification every few seconds would bury the page.
    meta: { handlesErrors: true },
  });
}
