import { sql, type Kysely } from 'kysely';
import { nameKey } from './user-names';

interface Row {
  id: number;
  login: string;
  email: string;
}

/**
 * Fills `user_names` from the users a database already has. Logins are unique already and
 * come first; an e-mail that another user holds (as login or as an earlier user's e-mail) is
 * cleared on the later user, and the audit log says so, so that no name resolves to two accounts.
 */
export async function claimExistingNames(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Row>`SELECT id, login, email FROM users ORDER BY id`.execute(db);
  const holders = new Map<string, number>();
  const loginOf = new Map<number, string>();
  for (const row of rows) {
    holders.set(nameKey(row.login), row.id);
    loginOf.set(row.id, row.login);
  }
  for (const row of rows) {
    await sql`INSERT INTO user_names (name, user_id, kind) VALUES (${nameKey(row.login)}, ${row.id}, 'login')`.execute(
      db,
    );
  }
  const now = Date.now();
  for (const row of rows) {
    if (!row.email) continue;
    const key = nameKey(row.email);
    const holder = holders.get(key);
    if (holder === row.id) continue;
    if (holder === undefined) {
      holders.set(key, row.id);
      await sql`INSERT INTO user_names (name, user_id, kind) VALUES (${key}, ${row.id}, 'email')`.execute(db);
      continue;
    }
    await sql`UPDATE users SET email = '', updated_at = ${now} WHERE id = ${row.id}`.execute(db);
    await sql`INSERT INTO audit_log (time, actor, address, action, target, outcome, details)
      VALUES (${now}, NULL, '', 'user.update', ${row.login}, 'success',
        ${`e-mail cleared: already the login or e-mail of ${loginOf.get(holder) ?? holder}`})`.execute(db);
  }
}
