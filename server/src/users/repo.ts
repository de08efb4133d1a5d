import { sql } from 'kysely';
import type { CreateUserBody, User, UserListQuery } from '../../contract/schemas/user';
import type { Db } from '../core/db/db';
import { equalsIgnoringCase, ignoringCase, likeIgnoringCase, lockForCluster } from '../core/db/dialect';
import type { UserRow } from '../core/db/schema';
import { matchSql, type MatchTier } from '../core/db/text-match';
import { claimName, isUniqueViolation, nameKey, NameTakenError } from '../core/db/user-names';

export type { UserRow };

export function toUser(row: UserRow): User {
  const isAdmin = row.is_admin === 1;
  return {
    name: row.login,
    email: row.email,
    fullName: row.full_name,
    language: row.language,
    isAdmin,
    permissionType: isAdmin ? 'admin' : 'user',
    maxStreamCreation: row.max_stream_creation,
    isManaged: row.is_managed === 1,
    isBlocked: row.is_blocked === 1,
    isReadOnly: !isAdmin && row.max_stream_creation === 0,
    mustChangePassword: row.must_change_password === 1,
    secondFactor: row.second_factor === 1,
    createdTime: new Date(row.created_at).toISOString(),
  };
}

/** `isManaged`: an outside directory (LDAP, or single sign-on's provider) owns the user's e-mail, name and password (no local password). */
export type NewUser = CreateUserBody & { passwordHash: string; isAdmin: boolean; isManaged?: boolean };

/** The users table's own unique index is on the login: its refusal is a taken login. */
async function loginUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('name');
    throw error;
  }
}

/** A search typed by a user as a LIKE pattern that finds it anywhere: its % and _ match themselves. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_COLUMNS = { login: 'login', email: 'email', fullName: 'full_name', createdTime: 'created_at' } as const;

export type UserFilter = Pick<UserListQuery, 'search' | 'role' | 'blocked'>;

export function usersRepo(db: Db) {
  /** The users a search and filters find (the list and its total ask the same). */
  const found = (filter: UserFilter) => {
    let q = db.selectFrom('users');
    if (filter.search) {
      const pattern = likeAnywhere(filter.search);
      q = q.where((eb) =>
        eb.or(
          (['login', 'full_name', 'email'] as const).map((column) => likeIgnoringCase(db, eb.ref(column), pattern)),
        ),
      );
    }
    if (filter.role === 'admin') q = q.where('is_admin', '=', 1);
    if (filter.role === 'user') q = q.where('is_admin', '=', 0).where('max_stream_creation', '!=', 0);
    if (filter.role === 'readOnly') q = q.where('is_admin', '=', 0).where('max_stream_creation', '=', 0);
    if (filter.blocked !== undefined) q = q.where('is_blocked', '=', filter.blocked ? 1 : 0);
    return q;
  };

  /** The user that holds this login or e-mail (case-insensitively): at most one does. */
  const byName = async (value: string) => {
    const holder = await db
      .selectFrom('user_names')
      .select('user_id')
      .where('name', '=', nameKey(value))
      .executeTakeFirst();
    return holder ? db.selectFrom('users').selectAll().where('id', '=', holder.user_id).executeTakeFirst() : undefined;
  };

  /** One transaction: the row, then its login and e-mail claimed (`NameTakenError` when taken). */
  const insert = (input: NewUser, now: number, onlyFirst: boolean): Promise<UserRow | undefined> =>
    db.transaction().execute(async (trx) => {
      // Two nodes initialized at once make one first user, not two.
      if (onlyFirst) await lockForCluster(trx, 'first-user');
      if (onlyFirst && (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst())) return undefined;
      const row = await loginUnique(() =>
        trx
          .insertInto('users')
          .values({
            login: input.name,
            email: input.email ?? '',
            full_name: input.fullName ?? '',
            language: input.language ?? 'en',
            is_admin: input.isAdmin ? 1 : 0,
            max_stream_creation: input.isAdmin ? -1 : (input.maxStreamCreation ?? -1),
            is_managed: input.isManaged ? 1 : 0,
            is_blocked: 0,
            must_change_password: input.mustChangePassword ? 1 : 0,
            password_hash: input.passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      await claimName(trx, row.id, 'login', row.login);
      await claimName(trx, row.id, 'email', row.email);
      return row;
    });

  return {
    count: async () =>
      Number((await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byLogin: (login: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => equalsIgnoringCase(db, eb.ref('login'), login))
        .executeTakeFirst(),
    byLoginOrEmail: byName,
    /** A page of the users a search and filters find, sorted (then by login). */
    list: (query: UserListQuery & { offset: number; limit: number }) => {
      const order = query.order ?? 'asc';
      // Login and e-mail sort ignoring case (SQLite's NOCASE columns; lower() on PostgreSQL).
      const key = (column: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS]) =>
        column === 'login' || column === 'email' ? ignoringCase(db, sql.ref(column)) : sql.ref(column);
      let q = found(query)
        .selectAll()
        .orderBy(key(SORT_COLUMNS[query.sortBy ?? 'login']), order);
      if (query.sortBy && query.sortBy !== 'login') q = q.orderBy(key('login'), 'asc');
      return q.offset(query.offset).limit(query.limit).execute();
    },
    /** Search candidates: users whose login or full name matches `query` at least as well as `tier`, by login. */
    search: (query: string, tier: MatchTier, limit: number) =>
      db
        .selectFrom('users')
        .select(['login', 'full_name'])
        .where(matchSql(db, [sql.ref('login'), sql.ref('full_name')], query, tier))
        .orderBy(ignoringCase(db, sql.ref('login')))
        .limit(limit)
        .execute(),
    /** How many users a search and filters find. */
    countFound: async (filter: UserFilter) =>
      Number((await found(filter).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    /** Administrators who can still sign in (not blocked). */
    activeAdmins: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select(db.fn.countAll().as('n'))
            .where('is_admin', '=', 1)
            .where('is_blocked', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** Removes a user: its sessions, tokens, grants and names go with it (the tables cascade). */
    delete: (id: number) => db.deleteFrom('users').where('id', '=', id).executeTakeFirst(),
    /** Adds a user; `NameTakenError` when its login or e-mail is another user's login or e-mail. */
    insert: async (input: NewUser, now: number): Promise<UserRow> => (await insert(input, now, false)) as UserRow,
    /** Adds the server's first user, or nothing (undefined) when a user exists already. */
    insertFirst: (input: NewUser, now: number) => insert(input, now, true),
    /** Saves a user's fields; a new login or e-mail is claimed in the same transaction (`NameTakenError`). */
    update: (id: number, values: Partial<Omit<UserRow, 'id'>>) =>
      db.transaction().execute(async (trx) => {
        const row = await loginUnique(() =>
          trx.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
        );
        if (values.login !== undefined || values.email !== undefined) {
          await claimName(trx, id, 'login', row.login);
          await claimName(trx, id, 'email', row.email);
        }
        return row;
      }),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
