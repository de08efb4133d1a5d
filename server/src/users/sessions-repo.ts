import type { Selectable } from 'kysely';
import type { Db } from '../core/db/db';
import type { SessionsTable } from '../core/db/schema';

export type SessionRow = Selectable<SessionsTable>;

export function sessionsRepo(db: Db) {
  return {
    insert: (row: SessionRow) => db.insertInto('sessions').values(row).execute(),
    bySecretHash: (hash: string) =>
      db.selectFrom('sessions').selectAll().where('secret_hash', '=', hash).executeTakeFirst(),
    listForUser: (userId: number) =>
      db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
    touch: (id: string, now: number, address: string) =>
      db.updateTable('sessions').set({ last_seen_at: now, address }).where('id', '=', id).execute(),
    prove: (id: string, now: number) =>
      db.updateTable('sessions').set({ last_proof_at: now }).where('id', '=', id).execute(),
    delete: (id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),
    deleteForUser: (userId: number, id: string) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),
    /** Ends every session of the user except `keepId`; answers how many ended. */
    async deleteOthers(userId: number, keepId: string | null): Promise<number> {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepId) q = q.where('id', '!=', keepId);
      const result = await q.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    deleteIdleBefore: (time: number) => db.deleteFrom('sessions').where('last_seen_at', '<', time).execute(),
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
