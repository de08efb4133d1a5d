import { sql } from 'kysely';
import type { Db } from '../core/db/db';
import type { WebauthnChallengesTable } from '../core/db/schema';

/** Passkeys (WebAuthn credentials) and the challenges handed out for them. */
export function passkeysRepo(db: Db) {
  /** users.second_factor: 1 while the user has a confirmed authenticator app or a passkey. */
  const refreshFlag = (trx: Db, userId: number, now: number) =>
    trx
      .updateTable('users')
      .set({
        second_factor: sql<number>`case when exists (select 1 from totp_factors where user_id = ${userId} and confirmed_at is not null) or exists (select 1 from webauthn_credentials where user_id = ${userId}) then 1 else 0 end`,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();

  return {
    list: (userId: number) =>
      db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

    count: async (userId: number) => {
      const row = await db
        .selectFrom('webauthn_credentials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    byCredentialId: (credentialId: string) =>
      db.selectFrom('webauthn_credentials').selectAll().where('credential_id', '=', credentialId).executeTakeFirst(),

    /** Keeps a new passkey and marks the user as having a second factor; undefined when the credential is known already. */
    add: (
      row: {
        user_id: number;
        credential_id: string;
        public_key: string;
        counter: number;
        transports: string[];
        name: string;
      },
      now: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom('webauthn_credentials')
          .select('id')
          .where('credential_id', '=', row.credential_id)
          .executeTakeFirst();
        if (known) return undefined;
        const added = await trx
          .insertInto('webauthn_credentials')
          .values({ ...row, transports: JSON.stringify(row.transports), created_at: now, last_used_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshFlag(trx, row.user_id, now);
        return added;
      }),

    rename: (userId: number, id: number, name: string) =>
      db
        .updateTable('webauthn_credentials')
        .set({ name })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    /** Deletes one of the user's passkeys; false when it is not theirs. */
    remove: (userId: number, id: number, now: number) =>
      db.transaction().execute(async (trx) => {
        const done = await trx
          .deleteFrom('webauthn_credentials')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(done.numDeletedRows) !== 1) return false;
        await refreshFlag(trx, userId, now);
        return true;
      }),

    /** An administrator's reset: every passkey of the user; how many there were. */
    removeAll: (userId: number, now: number) =>
      db.transaction().execute(async (trx) => {
        const done = await trx.deleteFrom('webauthn_credentials').where('user_id', '=', userId).executeTakeFirst();
        await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
        await refreshFlag(trx, userId, now);
        return Number(done.numDeletedRows);
      }),

    /**
     * Records a sign-in with the passkey: false when the counter did not move forward from the one
     * read (another sign-in with the same counter came first: a replay or a cloned authenticator).
     */
    used: async (id: number, oldCounter: number, newCounter: number, now: number) => {
      const done = await db
        .updateTable('webauthn_credentials')
        .set({ counter: newCounter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', '=', oldCounter)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** Keeps a challenge handed out; expired ones are swept away. */
    issueChallenge: async (row: WebauthnChallengesTable, now: number) => {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
      await db.insertInto('webauthn_challenges').values(row).execute();
    },

    /** Takes a live challenge for this purpose, once: undefined when unknown, expired or used. */
    takeChallenge: (challenge: string, purpose: WebauthnChallengesTable['purpose'], now: number) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('webauthn_challenges')
          .selectAll()
          .where('challenge', '=', challenge)
          .where('purpose', '=', purpose)
          .executeTakeFirst();
        if (!row) return undefined;
        const done = await trx.deleteFrom('webauthn_challenges').where('challenge', '=', challenge).executeTakeFirst();
        if (Number(done.numDeletedRows) !== 1 || row.expires_at <= now) return undefined;
        return row;
      }),
  };
}

export type PasskeysRepo = ReturnType<typeof passkeysRepo>;
