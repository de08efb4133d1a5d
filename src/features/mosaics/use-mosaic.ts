import { useQuery } from '@tanstack/react-query';
import { mosaicKeys, mosaicsApi } from './api';

/** docs/console.md#states-and-transitions: a watched mosaic is asked again every 10 s. */
export const MOSAIC_POLL_MS = 10_000;

/** The route where a mosaic is watched (the wall, its header and its title). */
export const WATCH_ROUTE = 'mosaic';

/**
 * One mosaic from the server: the wall, the header and the document title share this query (one
 * key, so opening a page asks once). `watching` (the watch route): every ask carries the lease
 * (its live-on-demand streams keep running) and it is asked again every 10 s.
 */
export function useMosaic(id: string | undefined, watching = false) {
  return useQuery({
    queryKey: mosaicKeys.one(id ?? ''),
    queryFn: ({ signal }) => mosaicsApi.getMosaic(id ?? '', signal, watching),
    enabled: !!id,
    ...(watching ? { refetchInterval: MOSAIC_POLL_MS, refetchIntervalInBackground: false } : {}),
  });
}
