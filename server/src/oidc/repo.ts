import type { Db } from '../core/db/db';

/** Which user each of the provider's accounts (issuer and subject) signs in as. */
export function oidcRepo(db: Db) {
  return {
    userIdOf: async (issuer: string, subject: string) =>
      (
        await db
          .selectFrom('oidc_identities')
          .select('user_id')
          .where('issuer', '=', issuer)
          .where('subject', '=', subject)
          .executeTakeFirst()
      )?.user_id,

    link: (issuer: string, subject: string, userId: number, now: number) =>
      db
        .insertInto('oidc_identities')
        .values({ issuer, subject, user_id: userId, created_at: now, last_sign_in_at: now })
        .execute(),

    signedIn: (issuer: string, subject: string, now: number) =>
      db
        .updateTable('oidc_identities')
        .set({ last_sign_in_at: now })
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .execute(),
  };
}

export type OidcRepo = ReturnType<typeof oidcRepo>;
