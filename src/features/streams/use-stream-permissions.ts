import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/index';
import { call } from '@/shared/http/client';
import { streamKeys, streamsApi } from './api';
import type { Grant } from '@/shared/grants/logic/grants';
import { remainingPages, toSaveBody } from './logic/stream-permissions';

/** The largest page GET /v1/users gives. */
export const USERS_PAGE_SIZE = 500;

/** Every user, for the "add user" choice (administrators only may list them). */
export const allUsersKey = ['users', 'list', 'all'] as const;

async function allUsers(signal: AbortSignal): Promise<User[]> {
  const page = (n: number) => call('listUsers', { query: { page: n, pageSize: USERS_PAGE_SIZE }, signal });
  const first = await page(1);
  const rest = await Promise.all(remainingPages(first.total, USERS_PAGE_SIZE).map(page));
  // Users added while paging shift the pages: one entry per login.
  const byLogin = new Map<string, User>();
  for (const user of [first, ...rest].flatMap((p) => p.items)) byLogin.set(user.name, user);
  return [...byLogin.values()];
}

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
