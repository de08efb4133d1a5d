import type { User } from '../../contract/schemas/user';
import type { UsersDeps } from './plugin';
import { toUser, type UserRow } from './repo';

/** The stored list: a JSON array of uids (anything else reads as none). */
export function storedFollowed(row: UserRow): string[] {
  try {
    const list: unknown = JSON.parse(row.followed_streams);
    return Array.isArray(list) ? list.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * docs/motion.md#following-streams: the followed streams the user may view now, in their order;
 * a deleted stream or one no longer granted is left out silently (and its existence not told).
 */
export async function visibleFollowed(
  deps: Pick<UsersDeps, 'permissions' | 'streams'>,
  row: UserRow,
): Promise<string[]> {
  const uids = storedFollowed(row);
  if (uids.length === 0) return [];
  const seen =
    row.is_admin === 1
      ? new Set((await deps.streams.byUids(uids)).map((s) => s.uid))
      : new Set((await deps.permissions.levelsOn(row.id, uids)).keys());
  return uids.filter((uid) => seen.has(uid));
}

/** One's own profile: the user with the streams they follow. */
export async function ownProfile(deps: Pick<UsersDeps, 'permissions' | 'streams'>, row: UserRow): Promise<User> {
  return { ...toUser(row), followedStreams: await visibleFollowed(deps, row) };
}
