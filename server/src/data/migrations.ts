import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Migrations, applied in name order at every start. Never edit one that has
 * shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  // A shipped migration is kept byte for byte as it was applied.
  // prettier-ignore
  '2026-11-22-001-users-sessions-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('login', 'text', (c) => c.notNull().modifyEnd(sql`COLLATE NOCASE`))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo('').modifyEnd(sql`COLLATE NOCASE`))
        .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_stream_creation', 'integer', (c) => c.notNull().defaultTo(-1))
        .addColumn('is_managed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX users_login ON users (login)`.execute(db);
      await sql`CREATE INDEX users_email ON users (email)`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_seen_at', 'integer', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('expire_at', 'integer')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_used_at', 'integer')
        .execute();
      await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addColumn('actor', 'text')
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('audit_log_time').on('audit_log').column('time').execute();
    },
  },
  '2026-11-23-001-password-reset-codes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_reset_codes')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'integer')
        .addColumn('voided_at', 'integer')
        .execute();
      await db.schema.createIndex('password_reset_codes_user').on('password_reset_codes').column('user_id').execute();
      await db.schema
        .createIndex('password_reset_codes_expires')
        .on('password_reset_codes')
        .column('expires_at')
        .execute();
    },
  },
};
