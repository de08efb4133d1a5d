import { useQuery } from '@tanstack/react-query';
import { mosaicKeys, mosaicsApi } from './api';

/** One mosaic from the server (the header and the document title share this query). */
export function useMosaic(id: string | undefined) {
  return useQuery({
    queryKey: mosaicKeys.one(id ?? ''),
    queryFn: ({ signal }) => mosaicsApi.getMosaic(id ?? '', signal),
    enabled: !!id,
  });
}
