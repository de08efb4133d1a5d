import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

/** docs/console.md#states-and-transitions: health is polled every 60 s (paused while the tab is hidden). */
export const HEALTH_POLL_MS = 60_000;

export function useHealth(enabled: boolean) {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => call('getHealth', { signal }),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
    meta: { errorSource: 'health' },
  });
}
