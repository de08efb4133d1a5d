import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Stream } from '@contract/index';
import type { Grant } from '@/shared/grants/logic/grants';
import { allPages } from '@/shared/http/all-pages';
import { call } from '@/shared/http/client';
import { peopleApi, peopleKeys } from './api';

/** Every stream, for the "add stream" choice of a user's permission page (administrators see all). */
const allStreamsKey = ['people', 'streams', 'all'] as const;

const allStreams = (signal: AbortSignal): Promise<Stream[]> =>
  allPages(
    (page, pageSize) => call('listStreams', { query: { page, pageSize }, signal }),
    (s) => s.uid,
  );

/**
 * A user's permission page (docs/console.md#roles-and-permissions): the user's grants (GET /v1/user/{login}/permissions, the same
 * rows the streams' pages show), every stream to choose from, and saving the complete list.
 */
export function useUserPermissions(login: string) {
  const client = useQueryClient();
  const grants = useQuery({
    queryKey: peopleKeys.userPermissions(login),
    queryFn: ({ signal }) => peopleApi.userPermissions(login, signal),
    meta: { handlesErrors: true },
  });
  const streams = useQuery({ queryKey: allStreamsKey, queryFn: ({ signal }) => allStreams(signal), staleTime: 60_000 });
  const save = useMutation({
    mutationFn: (rows: Grant[]) =>
      peopleApi.setUserPermissions(login, { items: rows.map(({ id, level }) => ({ streamUid: id, level })) }),
    onSuccess: (reply) => {
      client.setQueryData(peopleKeys.userPermissions(login), reply);
      // The streams' own permission pages show the same grants.
      void client.invalidateQueries({ queryKey: ['streams', 'one'] });
    },
  });
  return { grants, streams, save };
}
