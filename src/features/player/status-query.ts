import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Stream } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { serverUrl } from '@/shared/http/client';
import { livePlaylistUrl, playerApi, playerKeys } from './api';
import { canPlayLive } from './logic/live-playable';

/** docs/console.md#constants-and-limits: the player polls its stream every second. */
export const STATUS_POLL_MS = 1000;

/** The status poll's answer for a stream that is not there for this user. */
export const NOT_ACCESSIBLE = 'not-accessible' as const;
export type StatusAnswer = Stream | typeof NOT_ACCESSIBLE;

/**
 * Whether an error means the stream is not there for this user. The server
 * answers 404 for a stream the user may not view (so its existence does not
 * leak) and 403 where it does say so; both are "not accessible" here.
 */
export function isInaccessible(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * The player's status request (docs/console.md#states-and-transitions): fresh for one poll period, so a page
 * that mounts on an answer fetched at start-up does not ask again at once. A
 * stream that is not accessible is an answer, not a failure, and it holds
 * while the page shows it (however long the page took to open on the answer
 * start-up asked for): nothing else about the stream is asked. The page
 * forgets it when left (`usePlayerStatus`), so the next visit asks again.
 */
export const statusQuery = (uid: string, extendLease: boolean) =>
  queryOptions({
    queryKey: [...playerKeys.status(uid), extendLease],
    queryFn: async ({ signal }): Promise<StatusAnswer> => {
      try {
        return await playerApi.status(uid, extendLease, signal);
      } catch (error) {
        if (isInaccessible(error)) return NOT_ACCESSIBLE;
        throw error;
      }
    },
    staleTime: (query) => (query.state.data === NOT_ACCESSIBLE ? Infinity : STATUS_POLL_MS),
    meta: { handlesErrors: true },
  });

/**
 * Start-up on a player page: the stream's status is asked beside the boot
 * calls, before React renders, and its answer also fills the stream's own
 * entry, which the header reads. Live starts meanwhile: over WebRTC the offer
 * goes without waiting for the answer (the server refuses it for a stream that
 * does not play live, and the answer drops it then), so that the exchange is
 * over before the page's code keeps the browser busy; over HLS the playlist
 * loads once the answer says the stream plays live. Either way the page's
 * player takes it (docs/live-and-archive.md#webrtc).
 */
export function prefetchPlayerStatus(client: QueryClient, uid: string): Promise<void> {
  const query = statusQuery(uid, false);
  const warming = import('./warm-live');
  const early = livePlaylistUrl(uid);
  const offered = warming.then((m) => m.offerLive(early)).catch(() => false);
  return client.prefetchQuery(query).then(async () => {
    const answer = client.getQueryData(query.queryKey);
    const stream = answer === NOT_ACCESSIBLE ? undefined : answer;
    fillStreamEntry(client, uid, stream);
    const warm = await warming;
    // No answer (the request failed): the page's player asks again, and takes the offer if it plays live.
    if (answer === undefined) return undefined;
    if (!stream || !canPlayLive(stream)) return warm.dropWarmLive();
    const url = serverUrl(stream.live.playlistUrl);
    if (url === early && (await offered)) return undefined;
    // Another playlist than the one offered for: its own offer, or its HLS.
    warm.dropWarmLive();
    return warm.warmLiveForDevice(url);
  });
}

/** A status answer is the stream itself: it also fills the stream's own entry, which the header reads. */
export function fillStreamEntry(client: QueryClient, uid: string, stream: Stream | undefined): void {
  if (stream) client.setQueryData(playerKeys.stream(uid), stream);
}
