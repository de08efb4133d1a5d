import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mosaicKeys, mosaicsApi } from './api';

/** SPEC §4: a watched mosaic is asked again every 10 s. */
export const MOSAIC_POLL_MS = 10_000;

/**
 * The mosaic being watched: polled every 10 s with the lease (its on-demand streams keep
 * running), and each answer shared with the header's and title's query.
 */
export function useWatchedMosaic(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...mosaicKeys.one(id), 'watch'],
    queryFn: async ({ signal }) => {
      const mosaic = await mosaicsApi.getMosaic(id, signal, true);
      client.setQueryData(mosaicKeys.one(id), mosaic);
      return mosaic;
    },
    refetchInterval: MOSAIC_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
