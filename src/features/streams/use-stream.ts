import { useQuery } from '@tanstack/react-query';
import { streamKeys, streamsApi } from './api';

/**
 * One stream, as its pages and the header read it: one cached query per uid,
 * so the header and the page share a single request. Failures are the shell's
 * (a 404 leads to the not-found page).
 */
export function useStream(uid: string) {
  return useQuery({
    queryKey: streamKeys.one(uid),
    queryFn: ({ signal }) => streamsApi.getStream(uid, signal),
  });
}
