import { useQuery } from '@tanstack/react-query';
import { statsApi, statsKeys } from '../api';
import { VERSION_CHECK_STALE_MS } from '../logic/constants';

/** Whether a newer release exists: administrators only, asked once an hour at most (the server caches it too). */
export function useVersionCheck(enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.versionCheck,
    queryFn: ({ signal }) => statsApi.versionCheck(signal),
    enabled,
    staleTime: VERSION_CHECK_STALE_MS,
    refetchInterval: VERSION_CHECK_STALE_MS,
    // A version check that fails is not worth a notification: the card says so.
    meta: { handlesErrors: true },
  });
}
