import { useQuery } from '@tanstack/react-query';
import { streamKeys, streamsApi } from './api';

/**
 * One stream, as its pages, the header and the side panel read it: one cached
 * query per uid, so they share a single request. Failures are the shell's (a
 * 404 shows the not-found page). With `ask` false it only reads what is cached:
 * on the player, whose status poll fills this entry and decides alone whether
 * the stream is there.
 */
export function useStream(uid: string, { ask = true }: { ask?: boolean } = {}) {
  return useQuery({
    queryKey: streamKeys.one(uid),
    queryFn: ({ signal }) => streamsApi.getStream(uid, signal),
    enabled: ask,
  });
}
