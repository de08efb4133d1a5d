import { sql } from 'kysely';
import type { Db } from '../core/db/db';

/** How long expired or used sign-in tickets are kept before a new one sweeps them away. */
const KEEP_OLD_TICKETS_MS = 3600_000;

/** Second factors: the authenticator app's sealed secret, recovery code hashes and sign-in tickets. */
export function twoFactorRepo(db: Db) {
  return {
    totp: (userId: number) =>
      db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** Replaces a pending (unconfirmed) secret; false when a confirmed one exists (nothing changed). */
    startPending: (userId: number, sealed: string, now: number) =>
      db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('totp_factors')
          .select('confirmed_at')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (current?.confirmed_at != null) return false;
        await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
        await trx
          .insertInto('totp_factors')
          .values({ user_id: userId, secret_sealed: sealed, created_at: now, confirmed_at: null, last_step: 0 })
          .execute();
        return true;
      }),

    /**
     * Confirms the pending secret with the step of the code that proved it, and stores the recovery
     * codes' hashes, in one transaction. False when there was no pending secret any more.
     */
    confirm: (userId: number, step: number, codeHashes: string[], now: number) =>
      db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('totp_factors')
          .set({ confirmed_at: now, last_step: step })
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is', null)
          .where('last_step', '<', step)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
          .execute();
        await trx.updateTable('users').set({ second_factor: 1, updated_at: now }).where('id', '=', userId).execute();
        return true;
      }),

    /** Uses a TOTP step: false when that step or a newer one was used already (a replayed code). */
    useStep: async (userId: number, step: number) => {
      const done = await db
        .updateTable('totp_factors')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** Uses one recovery code: false when it is not one of the user's unused codes. */
    useRecoveryCode: async (userId: number, codeHash: string, now: number) => {
      const done = await db
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    recoveryCodesLeft: async (userId: number) => {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Removes the app (pending or confirmed) and the recovery codes (passkeys stay); false when there was neither. */
    remove: (userId: number, now: number) =>
      db.transaction().execute(async (trx) => {
        const factor = await trx.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
        const codes = await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).executeTakeFirst();
        await trx.deleteFrom('sign_in_tickets').where('user_id', '=', userId).execute();
        // Passkeys are a second factor too: the flag stays while the user has one.
        await trx
          .updateTable('users')
          .set({
            second_factor: sql<number>`case when exists (select 1 from webauthn_credentials where user_id = ${userId}) then 1 else 0 end`,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        return Number(factor.numDeletedRows) + Number(codes.numDeletedRows) > 0;
      }),

    /** Stores a new ticket's hash; old tickets are swept away. */
    issueTicket: async (idHash: string, userId: number, now: number, ttlMs: number) => {
      await db
        .deleteFrom('sign_in_tickets')
        .where('expires_at', '<', now - KEEP_OLD_TICKETS_MS)
        .execute();
      await db
        .insertInto('sign_in_tickets')
        .values({ id_hash: idHash, user_id: userId, expires_at: now + ttlMs, attempts: 0, used_at: null })
        .execute();
    },

    /** The live ticket (unused, not expired, tries left) with this hash. */
    liveTicket: (idHash: string, now: number, maxTries: number) =>
      db
        .selectFrom('sign_in_tickets')
        .selectAll()
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxTries)
        .executeTakeFirst(),

    wrongTry: (idHash: string) =>
      db
        .updateTable('sign_in_tickets')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id_hash', '=', idHash)
        .execute(),

    /** Uses the ticket up: false when another request used it first. */
    useTicket: async (idHash: string, now: number) => {
      const done = await db
        .updateTable('sign_in_tickets')
        .set({ used_at: now })
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
  };
}

export type TwoFactorRepo = ReturnType<typeof twoFactorRepo>;
