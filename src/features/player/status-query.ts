import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Stream } from '@contract/index';
import { serverUrl } from '@/shared/http/client';
import { playerApi, playerKeys } from './api';
import { canPlayLive } from './logic/live-playable';

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
 * entry, which the header reads. The page then starts live from the cache,
 * and a stream that plays live has its playlist loading before the page has
 * rendered its video.
 */
export function prefetchPlayerStatus(client: QueryClient, uid: string): Promise<void> {
  const query = statusQuery(uid, false);
  return client.prefetchQuery(query).then(() => {
    const stream = client.getQueryData(query.queryKey);
    fillStreamEntry(client, uid, stream);
    return stream && canPlayLive(stream) ? warmLive(serverUrl(stream.live.playlistUrl)) : undefined;
  });
}

/** Live starts loading while the page renders; the player's code comes with the page's. */
const warmLive = (url: string) => import('./hls-controller').then((m) => m.warmLive(url));

/** A status answer is the stream itself: it also fills the stream's own entry, which the header reads. */
export function fillStreamEntry(client: QueryClient, uid: string, stream: Stream | undefined): void {
  if (stream) client.setQueryData(playerKeys.stream(uid), stream);
}
