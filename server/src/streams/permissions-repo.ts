import { sql, type Kysely } from 'kysely';
import type { StreamPermission } from '../../contract/schemas/permissions';
import { ignoringCase } from '../core/db/dialect';
import type { Database } from '../core/db/schema';

/** Explicit per-stream grants (administrators need none and are never listed). */
export function permissionsRepo(db: Kysely<Database>) {
  const listed = () =>
    db
      .selectFrom('stream_permissions')
      .innerJoin('users', 'users.id', 'stream_permissions.user_id')
      .innerJoin('streams', 'streams.uid', 'stream_permissions.stream_uid')
      .select([
        'users.login as login',
        'streams.uid as streamUid',
        'streams.name as streamName',
        'stream_permissions.level as level',
      ])
      .where('users.is_admin', '=', 0)
      .orderBy('streams.name')
      // The login sorts ignoring case, as SQLite's NOCASE column does.
      .orderBy(ignoringCase(db, sql.ref('users.login')));

  return {
    /** A user's explicit grant on each of `uids` that has one. */
    async levelsOn(userId: number, uids: readonly string[]): Promise<Map<string, 'view' | 'manage'>> {
      if (uids.length === 0) return new Map();
      const rows = await db
        .selectFrom('stream_permissions')
        .select(['stream_uid', 'level'])
        .where('user_id', '=', userId)
        .where('stream_uid', 'in', uids)
        .execute();
      return new Map(rows.map((r) => [r.stream_uid, r.level]));
    },
    forStream: (uid: string): Promise<StreamPermission[]> => listed().where('streams.uid', '=', uid).execute(),
    forUser: (userId: number): Promise<StreamPermission[]> => listed().where('users.id', '=', userId).execute(),

    /** Replaces every grant on a stream. */
    replaceForStream: (uid: string, grants: { userId: number; level: 'view' | 'manage' }[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('stream_permissions').where('stream_uid', '=', uid).execute();
        if (grants.length) {
          await trx
            .insertInto('stream_permissions')
            .values(grants.map((g) => ({ user_id: g.userId, stream_uid: uid, level: g.level })))
            .execute();
        }
      }),

    /** Replaces every grant of a user. */
    replaceForUser: (userId: number, grants: { streamUid: string; level: 'view' | 'manage' }[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('stream_permissions').where('user_id', '=', userId).execute();
        if (grants.length) {
          await trx
            .insertInto('stream_permissions')
            .values(grants.map((g) => ({ user_id: userId, stream_uid: g.streamUid, level: g.level })))
            .execute();
        }
      }),
  };
}

export type PermissionsRepo = ReturnType<typeof permissionsRepo>;
