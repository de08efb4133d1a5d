import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { FOLD_FUNCTION, PostgresSchemaPlugin } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** PostgreSQL's int8 (counts, bigint columns) and numeric (sums) read as numbers: every value here is an integer below 2^53. */
const INT8 = 20;
const NUMERIC = 1700;
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function sqliteDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'vigil.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's LIKE folds only ASCII letters: a pattern with letters of another script compares
  // the text folded by JavaScript instead (PostgreSQL's ILIKE folds them all).
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function postgresDatabase(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: postgresTypes });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the database and migrates it: PostgreSQL when `databaseUrl` is given (`postgres://…`),
 * otherwise SQLite in the data folder (created if needed), in WAL mode.
 */
export async function openDatabase(dataDir: string, databaseUrl: string | null = null): Promise<Db> {
  const db = databaseUrl ? postgresDatabase(databaseUrl) : sqliteDatabase(dataDir);
  // The migrations are written for SQLite; on PostgreSQL their column types are translated.
  const migrating = databaseUrl ? db.withPlugin(new PostgresSchemaPlugin()) : db;
  const migrator = new Migrator({ db: migrating, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return db;
}
