import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './dialect';
import { claimExistingNames } from './user-names-migration';

/**
 * Migrations, applied in name order at every start. Never edit one that has
 * shipped: add a new one.
 *
 * Written for SQLite; on PostgreSQL `PostgresSchemaPlugin` translates the column types of
 * CREATE/ALTER TABLE, and each raw SQLite-only statement has its PostgreSQL twin beside it
 * (`isPostgres(db)`): what a migration does on SQLite is unchanged. See docs/postgres.md.
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
      if (isPostgres(db)) {
        await sql`CREATE UNIQUE INDEX users_login ON users (lower(login))`.execute(db);
        await sql`CREATE INDEX users_email ON users (lower(email))`.execute(db);
      } else {
      await sql`CREATE UNIQUE INDEX users_login ON users (login)`.execute(db);
      await sql`CREATE INDEX users_email ON users (email)`.execute(db);
      }

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
  '2026-11-23-002-streams-permissions-segments-annotations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('streams')
        .addColumn('uid', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('location_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('marker', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('archive_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('on_demand', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('failure_reason', 'text')
        .addColumn('node_id', 'text', (c) => c.notNull().defaultTo('local'))
        .addColumn('share_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('streams_created').on('streams').column('created_at').execute();
      if (isPostgres(db)) await sql`CREATE INDEX streams_name ON streams (lower(name))`.execute(db);
      else await sql`CREATE INDEX streams_name ON streams (name COLLATE NOCASE)`.execute(db);
      await db.schema.createIndex('streams_status').on('streams').column('status').execute();

      await db.schema
        .createTable('stream_tags')
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stream_tags_pk', ['stream_uid', 'tag'])
        .execute();
      await db.schema.createIndex('stream_tags_tag').on('stream_tags').column('tag').execute();

      await db.schema
        .createTable('stream_permissions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('level', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stream_permissions_pk', ['user_id', 'stream_uid'])
        .execute();
      await db.schema.createIndex('stream_permissions_stream').on('stream_permissions').column('stream_uid').execute();

      await db.schema
        .createTable('segments')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('stream_uid', 'text', (c) => c.notNull())
        .addColumn('run_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('start_ms', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('init_file', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recorded', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('segments_stream_start').on('segments').columns(['stream_uid', 'start_ms']).execute();

      await db.schema
        .createTable('annotations')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('stream_uid', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('time_ms', 'integer', (c) => c.notNull())
        .addColumn('time_end_ms', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('annotations_stream_time')
        .on('annotations')
        .columns(['stream_uid', 'time_ms'])
        .execute();
    },
  },
  '2026-11-24-001-unique-user-names': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_names')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_names_user').on('user_names').column('user_id').execute();
      await claimExistingNames(db);
    },
  },
  '2026-11-25-001-stream-failure-code': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('streams').addColumn('failure_code', 'text').execute();
    },
  },
  '2026-11-26-001-mosaics': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mosaics')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('is_shared', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('columns', 'integer', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mosaic_cells')
        .addColumn('mosaic_id', 'text', (c) => c.notNull().references('mosaics.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('column_span', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('row_span', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('mosaic_cells_pk', ['mosaic_id', 'position'])
        .execute();
      await db.schema.createIndex('mosaic_cells_stream').on('mosaic_cells').column('stream_uid').execute();
      await db.schema.createIndex('mosaics_owner').on('mosaics').column('owner_id').execute();
    },
  },
  '2026-11-27-001-settings': {
    async up(db: Kysely<unknown>) {
      // One row per kind of setting (the configuration, the license), each a JSON or text value.
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '2026-11-27-001-audit-log-filters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('audit_log')
        .addColumn('action_group', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      if (isPostgres(db)) {
        await sql`UPDATE audit_log SET action_group = split_part(action, '.', 1)`.execute(db);
        await sql`UPDATE audit_log SET details = json_build_object('note', details)::text
          WHERE details IS NOT NULL AND CASE WHEN pg_input_is_valid(details, 'json')
            THEN json_typeof(details::json) <> 'object' ELSE true END`.execute(db);
        await sql`CREATE INDEX audit_log_actor ON audit_log (lower(actor), time)`.execute(db);
      } else {
        await sql`UPDATE audit_log SET action_group = CASE WHEN instr(action, '.') > 0
        THEN substr(action, 1, instr(action, '.') - 1) ELSE action END`.execute(db);
        // Details were free text: kept whole, as the note of a JSON object.
        await sql`UPDATE audit_log SET details = json_object('note', details)
        WHERE details IS NOT NULL AND (json_valid(details) = 0 OR json_type(details) <> 'object')`.execute(db);
        // Each filter is an equality on the index's first column; the rows then come newest first
        // from the index itself (time, then the rowid), so a first page reads about one page of rows.
        await sql`CREATE INDEX audit_log_actor ON audit_log (actor COLLATE NOCASE, time)`.execute(db);
      }
      for (const column of ['action', 'action_group', 'outcome', 'target', 'address']) {
        await db.schema.createIndex(`audit_log_${column}`).on('audit_log').columns([column, 'time']).execute();
      }
    },
  },
  '2026-11-28-001-stats-samples': {
    async up(db: Kysely<unknown>) {
      // The statistics page's history: every 10 s for an hour, minute averages for a day.
      await db.schema
        .createTable('stats_samples')
        .addColumn('step_s', 'integer', (c) => c.notNull())
        .addColumn('time_ms', 'integer', (c) => c.notNull())
        .addColumn('figures', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stats_samples_pk', ['step_s', 'time_ms'])
        .execute();
    },
  },
  '2026-11-29-001-cluster-nodes': {
    async up(db: Kysely<unknown>) {
      // Every server process is a node: it registers here and beats every few seconds.
      await db.schema
        .createTable('nodes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('drained', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('load_milli', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'integer', (c) => c.notNull())
        .addColumn('last_seen', 'integer', (c) => c.notNull())
        .execute();
      // Which node's disk holds a segment; a single server claims every row at start.
      await db.schema
        .alterTable('segments')
        .addColumn('node_id', 'text', (c) => c.notNull().defaultTo('local'))
        .execute();
      // A node's own streams, and those of them changed lately (it looks every second).
      await db.schema.createIndex('streams_node').on('streams').columns(['node_id', 'updated_at']).execute();
      // Which node recorded a run (a segment asked of a node that does not hold it).
      await db.schema.createIndex('segments_run').on('segments').columns(['stream_uid', 'run_id']).execute();
      // Each node keeps its own statistics history: the key gains the node (a table rebuilt, the
      // only way SQLite changes a primary key); samples so far were this single server's.
      await db.schema.alterTable('stats_samples').renameTo('stats_samples_single').execute();
      await db.schema
        .createTable('stats_samples')
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('step_s', 'integer', (c) => c.notNull())
        .addColumn('time_ms', 'integer', (c) => c.notNull())
        .addColumn('figures', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stats_samples_node_pk', ['node_id', 'step_s', 'time_ms'])
        .execute();
      await sql`INSERT INTO stats_samples (node_id, step_s, time_ms, figures)
        SELECT 'local', step_s, time_ms, figures FROM stats_samples_single`.execute(db);
      await db.schema.dropTable('stats_samples_single').execute();
    },
  },
  '2026-11-30-001-bookmarks': {
    async up(db: Kysely<unknown>) {
      // Named moments (end_ms null) or intervals of one stream's archive; they go with their stream.
      await db.schema
        .createTable('bookmarks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_ms', 'integer', (c) => c.notNull())
        .addColumn('end_ms', 'integer')
        .addColumn('hold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('bookmarks_stream_start')
        .on('bookmarks')
        .columns(['stream_uid', 'start_ms'])
        .execute();
      await db.schema.createIndex('bookmarks_start').on('bookmarks').column('start_ms').execute();
      // Tags as typed; `key` is the lower-cased tag the filter matches.
      await db.schema
        .createTable('bookmark_tags')
        .addColumn('bookmark_id', 'text', (c) => c.notNull().references('bookmarks.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bookmark_tags_pk', ['bookmark_id', 'key'])
        .execute();
      await db.schema.createIndex('bookmark_tags_key').on('bookmark_tags').column('key').execute();
    },
  },
  '2026-12-01-001-stream-sub-source': {
    async up(db: Kysely<unknown>) {
      // A second, low-resolution source (a camera's sub-stream) that small mosaic tiles play; null: none.
      await db.schema.alterTable('streams').addColumn('sub_source', 'text').execute();
    },
  },
  '2026-12-02-001-bookmark-holder': {
    async up(db: Kysely<unknown>) {
      // Who put a bookmark's evidence hold on (their held hours are capped); null while it is not held, or once
      // that user is deleted. Holds made before are the author's.
      await db.schema
        .alterTable('bookmarks')
        .addColumn('held_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`UPDATE bookmarks SET held_by = author_id WHERE hold = 1`.execute(db);
    },
  },
  '2026-12-02-002-second-factor': {
    async up(db: Kysely<unknown>) {
      // Whether the user has a confirmed second factor: the users list shows it, the sign-in asks for it.
      await db.schema
        .alterTable('users')
        .addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // One authenticator app per user: its secret encrypted with the server's key, pending until
      // confirmed; last_step is the newest time step accepted (a code is never accepted twice).
      await db.schema
        .createTable('totp_factors')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('confirmed_at', 'integer')
        .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Recovery codes: SHA-256 hashes only; each is used once.
      await db.schema
        .createTable('recovery_codes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'integer')
        .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
        .execute();
      // The password step's proof, waiting for the second step: the SHA-256 of the ticket, single use, short-lived.
      await db.schema
        .createTable('sign_in_tickets')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'integer')
        .execute();
      await db.schema.createIndex('sign_in_tickets_expiry').on('sign_in_tickets').column('expires_at').execute();
    },
  },
  '2026-12-02-003-case-exports': {
    async up(db: Kysely<unknown>) {
      // Signed case exports (docs/exports.md): a job made by a user, run by one node, whose
      // package (`file`, on that node's disk) is kept once done. The maker's login is kept as it was.
      await db.schema
        .createTable('exports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('watermark', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress_milli', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('size', 'integer')
        .addColumn('failure_reason', 'text')
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('file', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('exports_user_created').on('exports').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('exports_node_status').on('exports').columns(['node_id', 'status']).execute();
      // The intervals of an export, in the order asked; the stream's name as it was (the stream may go later).
      await db.schema
        .createTable('export_items')
        .addColumn('export_id', 'text', (c) => c.notNull().references('exports.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('stream_uid', 'text', (c) => c.notNull())
        .addColumn('stream_name', 'text', (c) => c.notNull())
        .addColumn('start_ms', 'integer', (c) => c.notNull())
        .addColumn('end_ms', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('export_items_pk', ['export_id', 'position'])
        .execute();
    },
  },
  '2026-12-02-010-stream-motion': {
    async up(db: Kysely<unknown>) {
      // Motion detection on the recording (docs/motion.md): on, sensitivity 5, no cell masked.
      await db.schema
        .alterTable('streams')
        .addColumn('motion_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('streams')
        .addColumn('motion_sensitivity', 'integer', (c) => c.notNull().defaultTo(5))
        .execute();
      // A JSON array of the masked cells' indexes.
      await db.schema
        .alterTable('streams')
        .addColumn('motion_mask', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  },
  '2026-12-02-011-motion-grid-events': {
    async up(db: Kysely<unknown>) {
      const blob = isPostgres(db) ? 'bytea' : 'blob';
      // The per-second motion grid beside the recording index (docs/motion.md#storage): one row a
      // stream a minute; `bitmaps` holds its 60 seconds of 18 bytes (16 × 9 cells, one bit each),
      // `levels` their 60 motion levels (0–100).
      await db.schema
        .createTable('motion_grid')
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('minute_ms', 'integer', (c) => c.notNull())
        .addColumn('bitmaps', blob, (c) => c.notNull())
        .addColumn('levels', blob, (c) => c.notNull())
        .addPrimaryKeyConstraint('motion_grid_pk', ['stream_uid', 'minute_ms'])
        .execute();
      // Events merged from the grid; they go with their stream.
      await db.schema
        .createTable('motion_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('stream_uid', 'text', (c) => c.notNull().references('streams.uid').onDelete('cascade'))
        .addColumn('start_ms', 'integer', (c) => c.notNull())
        .addColumn('end_ms', 'integer', (c) => c.notNull())
        .addColumn('peak_ms', 'integer', (c) => c.notNull())
        .addColumn('cells', blob, (c) => c.notNull())
        .addColumn('thumbnail', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('motion_events_stream_start')
        .on('motion_events')
        .columns(['stream_uid', 'start_ms'])
        .execute();
      await db.schema.createIndex('motion_events_start').on('motion_events').column('start_ms').execute();
      // Each user's reviewed marks: a row is a mark.
      await db.schema
        .createTable('motion_event_reviews')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('motion_events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reviewed_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('motion_event_reviews_pk', ['user_id', 'event_id'])
        .execute();
      await db.schema.createIndex('motion_event_reviews_event').on('motion_event_reviews').column('event_id').execute();
    },
  },
  '2026-12-02-012-recording-mode': {
    async up(db: Kysely<unknown>) {
      // What the archive keeps (docs/motion.md#recording-modes): always, on motion, or by a weekly schedule.
      await db.schema
        .alterTable('streams')
        .addColumn('archive_mode', 'text', (c) => c.notNull().defaultTo('always'))
        .execute();
      // JSON { timeZone, days: 7 × 24 of off | always | motion }, Monday first; null: none drawn yet.
      await db.schema.alterTable('streams').addColumn('archive_schedule', 'text').execute();
    },
  },
  '2026-12-03-020-directory-users': {
    async up(db: Kysely<unknown>) {
      // Users who came from the directory (LDAP / Active Directory): their entry's DN, and whether the
      // synchronization blocked them (it unblocks only those when they are found again).
      await db.schema
        .createTable('directory_users')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('dn', 'text', (c) => c.notNull())
        .addColumn('blocked_by_sync', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('synced_at', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '2026-12-03-012-session-proof': {
    async up(db: Kysely<unknown>) {
      // When the session's user last proved who they are (docs/security.md#step-up): sessions
      // started before this column existed have proved nothing recent and are asked again.
      await db.schema
        .alterTable('sessions')
        .addColumn('last_proof_at', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '2026-12-03-030-oidc-identities': {
    async up(db: Kysely<unknown>) {
      // Single sign-on (docs/people.md#single-sign-on): the provider's account (issuer and subject)
      // each user signed in as; a user goes with their links.
      await db.schema
        .createTable('oidc_identities')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('oidc_identities_pk', ['issuer', 'subject'])
        .execute();
      await db.schema.createIndex('oidc_identities_user').on('oidc_identities').column('user_id').execute();
    },
  },
  '2026-12-02-020-export-links': {
    async up(db: Kysely<unknown>) {
      // Clip links of case export packages (docs/exports.md#clip-links): the token and the password
      // are kept hashed; the link goes with its export.
      await db.schema
        .createTable('export_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('export_id', 'text', (c) => c.notNull().references('exports.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('max_views', 'integer')
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revoked_at', 'integer')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('export_links_export').on('export_links').column('export_id').execute();
    },
  },
  '2026-12-04-001-passkeys': {
    async up(db: Kysely<unknown>) {
      // Passkeys (docs/people.md#passkeys): the public key (COSE, base64url) and the authenticator's
      // sign counter of each credential; a user may have several, each with a name.
      await db.schema
        .createTable('webauthn_credentials')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_used_at', 'integer')
        .execute();
      await db.schema.createIndex('webauthn_credentials_user').on('webauthn_credentials').column('user_id').execute();
      // Challenges handed out and not answered yet: single use, a few minutes each.
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webauthn_challenges_expiry')
        .on('webauthn_challenges')
        .column('expires_at')
        .execute();
    },
  },
  '2026-12-05-001-followed-streams': {
    async up(db: Kysely<unknown>) {
      // The streams each user follows (docs/motion.md#following-streams): a JSON array of uids.
      await db.schema
        .alterTable('users')
        .addColumn('followed_streams', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  },
};
