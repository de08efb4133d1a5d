import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followingApi, followingKey } from './api';

/** At most this many streams followed (the server's limit). */
export const FOLLOWED_MAX = 200;

/**
 * The streams the user follows, kept on the server with the user (docs/motion.md#following-streams).
 * Unread (the server did not answer), the toggle stays disabled: nothing else to say.
 */
export function useFollowed() {
  return useQuery({
    queryKey: followingKey,
    queryFn: followingApi.followed,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** Follows or stops following one stream; the list shown changes at once and is set from the server's answer. */
export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, follow }: { uid: string; follow: boolean }) => {
      const now = client.getQueryData<string[]>(followingKey) ?? [];
      const next = follow ? [...now.filter((u) => u !== uid), uid].slice(-FOLLOWED_MAX) : now.filter((u) => u !== uid);
      client.setQueryData(followingKey, next);
      return followingApi.save(next);
    },
    onSuccess: (saved) => client.setQueryData(followingKey, saved),
    onError: () => client.invalidateQueries({ queryKey: followingKey }),
  });
}
