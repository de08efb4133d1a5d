import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/index';
import { call } from '@/shared/http/client';
import { streamKeys, streamsApi } from './api';
import type { Grant } from '@/shared/grants/logic/grants';
import { allPages } from '@/shared/http/all-pages';
import { toSaveBody } from './logic/stream-permissions';

/** Every user, for the "add user" choice (administrators only may list them). */
export const allUsersKey = ['users', 'list', 'all'] as const;

const allUsers = (signal: AbortSignal): Promise<User[]> =>
  allPages(
    (page, pageSize) => call('listUsers', { query: { page, pageSize }, signal }),
    (u) => u.name,
  );

/**
 * The permission page's server state: the stream's grants (a failure is the
 * page's to show: 403 as "administrators only"), every user, and saving the
 * complete list.
 */
export function useStreamPermissions(uid: string) {
  const client = useQueryClient();
  const grants = useQuery({
    queryKey: streamKeys.permissions(uid),
    queryFn: ({ signal }) => streamsApi.permissions(uid, signal),
    meta: { handlesErrors: true },
  });
  const users = useQuery({
    queryKey: allUsersKey,
    queryFn: ({ signal }) => allUsers(signal),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (rows: Grant[]) => streamsApi.setPermissions(uid, toSaveBody(rows)),
    onSuccess: (reply) => client.setQueryData(streamKeys.permissions(uid), reply),
  });
  return { grants, users, save };
}
