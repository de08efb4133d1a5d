import type { Db } from '../core/db/db';

/** The users who came from the directory, and what the synchronization did to them. */
export function directoryRepo(db: Db) {
  return {
    byUser: (userId: number) =>
      db.selectFrom('directory_users').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    /** Every directory user with the login they sign in with. */
    all: () =>
      db
        .selectFrom('directory_users')
        .innerJoin('users', 'users.id', 'directory_users.user_id')
        .select([
          'directory_users.user_id',
          'directory_users.dn',
          'directory_users.blocked_by_sync',
          'users.login',
          'users.is_blocked',
        ])
        .orderBy('directory_users.user_id')
        .execute(),
    count: async () =>
      Number((await db.selectFrom('directory_users').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    link: (userId: number, dn: string, now: number) =>
      db
        .insertInto('directory_users')
        .values({ user_id: userId, dn, blocked_by_sync: 0, synced_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ dn, synced_at: now }))
        .execute(),
    update: (userId: number, values: { dn?: string; blocked_by_sync?: number; synced_at: number }) =>
      db.updateTable('directory_users').set(values).where('user_id', '=', userId).execute(),
  };
}
export type DirectoryRepo = ReturnType<typeof directoryRepo>;
