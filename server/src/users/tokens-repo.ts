import type { Selectable } from 'kysely';
import type { ApiToken } from '../../contract/schemas/session';
import type { Db } from '../core/db/db';
import type { TokensTable } from '../core/db/schema';

export type TokenRow = Selectable<TokensTable>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    expireTime: iso(row.expire_at),
    createdTime: new Date(row.created_at).toISOString(),
    lastUsedTime: iso(row.last_used_at),
  };
}

export function tokensRepo(db: Db) {
  return {
    insert: (row: TokenRow) => db.insertInto('tokens').values(row).execute(),
    bySecretHash: (hash: string) =>
      db.selectFrom('tokens').selectAll().where('secret_hash', '=', hash).executeTakeFirst(),
    listForUser: (userId: number) =>
      db.selectFrom('tokens').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute(),
    touch: (id: string, now: number) =>
      db.updateTable('tokens').set({ last_used_at: now }).where('id', '=', id).execute(),
    deleteForUser: (userId: number, id: string) =>
      db.deleteFrom('tokens').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),
    /** Deletes every token of the user; answers how many there were. */
    async deleteAllForUser(userId: number): Promise<number> {
      const result = await db.deleteFrom('tokens').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type TokensRepo = ReturnType<typeof tokensRepo>;
