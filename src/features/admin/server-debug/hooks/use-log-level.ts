import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServerLogLevel } from '@contract/index';
import { serverDebugApi, serverDebugKeys } from '../api';

/** The level the server logs at, and its change at run time (the server audits it). */
export function useLogLevel() {
  const client = useQueryClient();
  const level = useQuery({
    queryKey: serverDebugKeys.level,
    queryFn: ({ signal }) => serverDebugApi.level(signal),
  });
  const change = useMutation({
    mutationFn: (next: ServerLogLevel) => serverDebugApi.setLevel(next),
    onSuccess: (reply) => client.setQueryData(serverDebugKeys.level, reply),
  });
  return { level: level.data?.level, loading: level.isPending, change };
}
