import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mosaic, MosaicBody, MosaicListQuery } from '@contract/index';
import { mosaicKeys, mosaicsApi } from './api';

/** The mosaics list (the previous page stays while the next loads). */
export function useMosaicList(query: MosaicListQuery) {
  return useQuery({
    queryKey: mosaicKeys.list(query),
    queryFn: ({ signal }) => mosaicsApi.list(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** Create, save (full replace) and delete; every mosaic query is refreshed after. */
export function useMosaicChanges() {
  const client = useQueryClient();
  const settled = (mosaic?: Mosaic) => {
    // Stale at once (updatedAt 0): the header shows the name now, and the wall still asks on opening,
    // with the lease that starts its on-demand streams (a saved mosaic's streams come idle).
    if (mosaic) client.setQueryData(mosaicKeys.one(mosaic.id), mosaic, { updatedAt: 0 });
    return client.invalidateQueries({ queryKey: [...mosaicKeys.all, 'list'] });
  };
  const create = useMutation({
    mutationFn: (body: MosaicBody) => mosaicsApi.create(body),
    meta: { handlesErrors: true },
    onSuccess: settled,
  });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: MosaicBody }) => mosaicsApi.save(id, body),
    meta: { handlesErrors: true },
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => mosaicsApi.remove(id),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: mosaicKeys.one(id) });
      return settled();
    },
  });
  return { create, save, remove };
}
