import type { UserRow } from '../users';
import type { StreamsRepo } from './repo';
import { AppError } from '../core/errors';
import type { StreamRow } from '../media/media-control';
import { isReadOnly } from '../core/http/auth';

export type Level = 'view' | 'manage';

/** What a user may do with one stream: admins everything, others per their grant; read-only users at most view. */
export function effectiveLevel(user: UserRow, grant: Level | null): Level | null {
  if (user.is_admin === 1) return 'manage';
  if (!grant) return null;
  return isReadOnly(user) ? 'view' : grant;
}

/** The user's level on one stream (admins need no grant); null when they may not even view it. */
export async function levelOn(streams: StreamsRepo, user: UserRow, uid: string): Promise<Level | null> {
  return effectiveLevel(user, user.is_admin === 1 ? 'manage' : await streams.levelFor(user.id, uid));
}

/**
 * Finds a stream the user may see at `need` level. A stream the user may not
 * view answers NotFound, exactly as a missing one, so its existence does not
 * leak (docs/security.md, ACCESS-2); one seen but not managed answers Forbidden.
 */
export async function streamFor(streams: StreamsRepo, user: UserRow, uid: string, need: Level): Promise<StreamRow> {
  const row = await streams.byUid(uid);
  const level = row ? await levelOn(streams, user, uid) : null;
  if (!row || !level) throw new AppError('NotFound');
  if (need === 'manage' && level !== 'manage') throw new AppError('Forbidden');
  return row;
}
