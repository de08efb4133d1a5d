import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Stream } from '@contract/index';
import { playerApi, playerKeys } from './api';

/** SPEC §9: the player polls its stream every second. */
export const STATUS_POLL_MS = 1000;

/**
 * The player's status request (SPEC §4): fresh for one poll period, so a page
 * that mounts on an answer fetched at start-up does not ask again at once.
 */
export const statusQuery = (uid: string, extendLease: boolean) =>
  queryOptions({
    queryKey: [...playerKeys.status(uid), extendLease],
    queryFn: ({ signal }) => playerApi.status(uid, extendLease, signal),
    staleTime: STATUS_POLL_MS,
    meta: { handlesErrors: true },
  });

/**
 * Start-up on a player page: the stream's status is asked beside the boot
 * calls, before React renders, and its answer also fills the stream's own
 * entry, which the header reads. The page then starts live from the cache.
 */
export function prefetchPlayerStatus(client: QueryClient, uid: string): Promise<void> {
  const query = statusQuery(uid, false);
  return client.prefetchQuery(query).then(() => fillStreamEntry(client, uid, client.getQueryData(query.queryKey)));
}

/** A status answer is the stream itself: it also fills the stream's own entry, which the header reads. */
export function fillStreamEntry(client: QueryClient, uid: string, stream: Stream | undefined): void {
  if (stream) client.setQueryData(playerKeys.stream(uid), stream);
}
