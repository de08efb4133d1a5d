import { sql, type Selectable } from 'kysely';
import type { Db } from '../core/db/db';
import type { PasswordResetCodesTable } from '../core/db/schema';
import { nameKey } from '../core/db/user-names';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** Rows this long past their expiry are deleted when a new code is issued. */
const KEEP_EXPIRED_MS = 24 * 3600_000;

/** Password reset codes (stored as hashes only) and the user lookup by e-mail they start from. */
export function passwordResetRepo(db: Db) {
  return {
    /**
     * The user a reset for this e-mail is about: the one whose e-mail it is (case-insensitively;
     * at most one user holds an address), unless blocked or managed elsewhere.
     */
    activeUserByEmail: async (email: string) => {
      const user = await db
        .selectFrom('user_names')
        .innerJoin('users', 'users.id', 'user_names.user_id')
        .selectAll('users')
        .where('user_names.name', '=', nameKey(email))
        .where('users.is_blocked', '=', 0)
        .where('users.is_managed', '=', 0)
        .executeTakeFirst();
      return user && nameKey(user.email) === nameKey(email) ? user : undefined;
    },

    /** Voids every live code of the user and stores a new one; answers its id. */
    issue: (userId: number, codeHash: string, now: number, ttlMs: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('password_reset_codes')
          .set({ voided_at: now })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .where('voided_at', 'is', null)
          .execute();
        await trx
          .deleteFrom('password_reset_codes')
          .where('expires_at', '<', now - KEEP_EXPIRED_MS)
          .execute();
        const row = await trx
          .insertInto('password_reset_codes')
          .values({
            user_id: userId,
            code_hash: codeHash,
            created_at: now,
            expires_at: now + ttlMs,
            attempts: 0,
            used_at: null,
            voided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),

    /** The user's live code (unused, not voided, not expired), if any; there is at most one. */
    live: (userId: number, now: number) =>
      db
        .selectFrom('password_reset_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Counts one wrong try against a live code; the `maxTries`-th voids it. */
    wrongTry: (id: number, now: number, maxTries: number) =>
      db
        .updateTable('password_reset_codes')
        .set({
          attempts: sql<number>`attempts + 1`,
          voided_at: sql<number | null>`CASE WHEN attempts + 1 >= ${maxTries} THEN ${now} ELSE voided_at END`,
        })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute(),

    void: (id: number, now: number) =>
      db
        .updateTable('password_reset_codes')
        .set({ voided_at: now })
        .where('id', '=', id)
        .where('voided_at', 'is', null)
        .execute(),

    /**
     * Uses up the code and sets the new password hash, in one transaction. False
     * when the code was no longer live (used by a concurrent request, voided, expired):
     * then nothing changed.
     */
    redeem: (codeId: number, userId: number, passwordHash: string, now: number) =>
      db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_reset_codes')
          .set({ used_at: now })
          .where('id', '=', codeId)
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .where('voided_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now })
          .where('id', '=', userId)
          .execute();
        return true;
      }),
  };
}
