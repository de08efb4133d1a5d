import type { Selectable } from 'kysely';
import type { CreateUserBody, User } from '../../contract/schemas/user';
import type { Db } from './db';
import type { UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;

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
    createdTime: new Date(row.created_at).toISOString(),
  };
}

export function usersRepo(db: Db) {
  return {
    count: async () =>
      Number((await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byLogin: (login: string) => db.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst(),
    byLoginOrEmail: (value: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('login', '=', value), eb('email', '=', value)]))
        .orderBy('id')
        .executeTakeFirst(),
    list: (offset: number, limit: number, search?: string) => {
      let q = db.selectFrom('users').selectAll();
      if (search)
        q = q.where((eb) =>
          eb.or([
            eb('login', 'like', `%${search}%`),
            eb('full_name', 'like', `%${search}%`),
            eb('email', 'like', `%${search}%`),
          ]),
        );
      return q.orderBy('login').offset(offset).limit(limit).execute();
    },
    async insert(input: CreateUserBody & { passwordHash: string; isAdmin: boolean }, now: number): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          login: input.name,
          email: input.email ?? '',
          full_name: input.fullName ?? '',
          language: input.language ?? 'en',
          is_admin: input.isAdmin ? 1 : 0,
          max_stream_creation: input.isAdmin ? -1 : (input.maxStreamCreation ?? -1),
          is_managed: 0,
          is_blocked: 0,
          must_change_password: input.mustChangePassword ? 1 : 0,
          password_hash: input.passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update: (id: number, values: Partial<Omit<UserRow, 'id'>>) =>
      db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  };
}
