import { useQuery } from '@tanstack/react-query';
import { tunnelApi, tunnelKeys } from '../api';
import { TUNNEL_POLL_MS } from '../logic/constants';

/** The tunnel's status, asked again every two seconds while the tab shows (TanStack pauses it when hidden). */
export function useTunnelStatus() {
  return useQuery({
    queryKey: tunnelKeys.status,
    queryFn: ({ signal }) => tunnelApi.status(signal),
    refetchInterval: TUNNEL_POLL_MS,
    staleTime: 0,
  });
}
