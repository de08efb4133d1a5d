import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playerKeys } from './api';
import { fillStreamEntry, NOT_ACCESSIBLE, STATUS_POLL_MS, statusQuery } from './status-query';

/**
 * Once no page shows it (checked after the page's own observers are gone, and
 * not when a page only mounts again at once), a "not accessible" answer is
 * dropped: the next visit asks again.
 */
function forgetNotAccessible(client: QueryClient, uid: string): void {
  setTimeout(() =>
    client.removeQueries({
      queryKey: playerKeys.status(uid),
      predicate: (query) => query.state.data === NOT_ACCESSIBLE && query.getObserversCount() === 0,
    }),
  );
}

/** Whether a status query's key is this stream's (with or without the lease). */
const sameStream = (key: readonly unknown[] | undefined, uid: string) =>
  key !== undefined && JSON.stringify(key.slice(0, -1)) === JSON.stringify(playerKeys.status(uid));

/**
 * The player's stream status poll (docs/console.md#states-and-transitions): every second while the tab is
 * visible, with extend_lease=true while a live-on-demand stream is watched; a
 * stream that is not accessible (forbidden or missing) stops it. Its answers
 * also fill the stream's own cache entry, which the header reads.
 */
export function usePlayerStatus(uid: string, extendLease: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    ...statusQuery(uid, extendLease),
    // When the lease is asked (or no longer), the key changes: the page keeps the stream's last answer meanwhile.
    placeholderData: (previous, previousQuery) => (sameStream(previousQuery?.queryKey, uid) ? previous : undefined),
    refetchInterval: (q) => (q.state.data === NOT_ACCESSIBLE ? false : STATUS_POLL_MS),
  });
  const answer = query.data;
  const inaccessible = answer === NOT_ACCESSIBLE;
  const stream = answer === NOT_ACCESSIBLE ? undefined : answer;
  useEffect(() => fillStreamEntry(client, uid, stream), [client, uid, stream]);
  useEffect(() => () => forgetNotAccessible(client, uid), [client, uid]);
  // While the poll fails the stream shown is its last answer: its status is not known now.
  const unknownSince = query.error && stream ? query.dataUpdatedAt : null;
  return { stream, inaccessible, error: query.error, unknownSince };
}
