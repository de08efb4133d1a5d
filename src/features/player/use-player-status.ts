import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/shared/http/api-error';
import { fillStreamEntry, STATUS_POLL_MS, statusQuery } from './status-query';

/**
 * Whether an error means the stream is not there for this user. The server
 * answers 404 for a stream the user may not view (so its existence does not
 * leak) and 403 where it does say so; both are "not accessible" here.
 */
export function isInaccessible(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * The player's stream status poll (SPEC §4): every second while the tab is
 * visible, with extend_lease=true while a live-on-demand stream is watched; a
 * forbidden answer stops it and marks the stream not accessible. Its answers
 * also fill the stream's own cache entry, which the header reads.
 */
export function usePlayerStatus(uid: string, extendLease: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    ...statusQuery(uid, extendLease),
    refetchInterval: (q) => (isInaccessible(q.state.error) ? false : STATUS_POLL_MS),
  });
  useEffect(() => fillStreamEntry(client, uid, query.data), [client, uid, query.data]);
  return { stream: query.data, inaccessible: isInaccessible(query.error), error: query.error };
}
