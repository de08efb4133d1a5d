import { useQuery } from '@tanstack/react-query';
import { streamKeys, streamsApi } from './api';

/**
 * One stream, as its pages and the header read it: one cached query per uid,
 * so the header and the page share a single request. Failures are the shell's
 * (a 404 leads to the not-found page) unless `quiet`: the player shows its own
 * "not accessible" state instead.
 */
export function useStream(uid: string, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: streamKeys.one(uid),
    queryFn: ({ signal }) => streamsApi.getStream(uid, signal),
    meta: { handlesErrors: quiet },
  });
}
