import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** What a name of a user is: the login, or the e-mail address. */
export type UserNameKind = 'login' | 'email';

/**
 * A login or e-mail that another user already holds (case-insensitively, across both kinds).
 * The error plugin answers it as `AlreadyUsed` on the field.
 */
export class NameTakenError extends Error {
  constructor(readonly field: 'name' | 'email') {
    super(field === 'name' ? 'This login is already used' : 'This e-mail is already used');
  }
}

/** The one spelling a name is kept and looked up under: lower case, as typed otherwise. */
export function nameKey(value: string): string {
  return value.toLowerCase();
}

/** A unique-constraint failure of SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Gives a user this login or e-mail in `user_names`, whose primary key makes every login and
 * e-mail unique across all users and both kinds: the database refuses a second holder even when
 * two requests race. Replaces the user's previous name of that kind. An empty e-mail claims nothing.
 */
export async function claimName(db: Executor, userId: number, kind: UserNameKind, value: string): Promise<void> {
  await db.deleteFrom('user_names').where('user_id', '=', userId).where('kind', '=', kind).execute();
  if (!value) return;
  const name = nameKey(value);
  const holder = await db.selectFrom('user_names').select('user_id').where('name', '=', name).executeTakeFirst();
  if (holder && holder.user_id !== userId) throw new NameTakenError(kind === 'login' ? 'name' : 'email');
  // The same spelling as both login and e-mail of one user: the login's row already stands for it.
  if (holder) return;
  try {
    await db.insertInto('user_names').values({ name, user_id: userId, kind }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError(kind === 'login' ? 'name' : 'email');
    throw error;
  }
}
