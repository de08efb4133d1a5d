import type { SetStreamPermissionsBody, StreamPermission, User } from '@contract/index';
import { hasGrant, type Grant } from '@/shared/grants/logic/grants';

/** The server's grants on one stream, as editable rows keyed by login (the stream's own fields dropped). */
export function rowsOf(items: readonly Pick<StreamPermission, 'login' | 'level'>[]): Grant[] {
  return items.map(({ login, level }) => ({ id: login, level }));
}

/**
 * Users who may be added: not administrators (they see every stream and the
 * server ignores their grants) and not listed yet; sorted by login.
 */
export function candidateUsers<U extends Pick<User, 'name' | 'isAdmin'>>(
  users: readonly U[],
  rows: readonly Grant[],
): U[] {
  return users.filter((u) => !u.isAdmin && !hasGrant(rows, u.name)).sort((a, b) => a.name.localeCompare(b.name));
}

/** POST body: the complete list, which replaces the stream's grants. */
export function toSaveBody(rows: readonly Grant[]): SetStreamPermissionsBody {
  return { items: rows.map(({ id, level }) => ({ login: id, level })) };
}
