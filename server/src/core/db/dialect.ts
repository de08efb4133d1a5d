import {
  PostgresAdapter,
  sql,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The few places where SQLite and PostgreSQL need different SQL, named once (see docs/postgres.md).
 * Everything else is written once, in SQL both understand.
 */

/** Whether this database (or transaction) talks to PostgreSQL; otherwise it is SQLite. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type Db = Pick<Kysely<unknown>, 'getExecutor'>;

/** `value` equals the text of `ref`, ignoring case (SQLite's NOCASE; `lower()` on PostgreSQL, which its indexes use). */
export function equalsIgnoringCase(db: Db, ref: Expression<unknown>, value: string): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`lower(${ref}) = lower(${value})`
    : sql<boolean>`${ref} = ${value} COLLATE NOCASE`;
}

/** The text of `ref` as a sort key that ignores case. */
export function ignoringCase(db: Db, ref: Expression<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`lower(${ref})` : sql`${ref} COLLATE NOCASE`;
}

/**
 * `ref` matches a LIKE pattern whose escape character is a backslash, ignoring the case of every
 * letter: PostgreSQL's ILIKE; SQLite's LIKE for an ASCII pattern, and for any other the text and
 * the pattern lower-cased by JavaScript (SQLite's LIKE folds only ASCII letters).
 */
export function likeIgnoringCase(db: Db, ref: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  if (isPostgres(db)) return sql<boolean>`${ref} ILIKE ${pattern} ESCAPE '\\'`;
  return ASCII.test(pattern)
    ? sql<boolean>`${ref} LIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.raw(FOLD_FUNCTION)}(${ref}) LIKE ${pattern.toLowerCase()} ESCAPE '\\'`;
}

/** SQLite's function lower-casing a text as JavaScript does (registered when the database opens). */
export const FOLD_FUNCTION = 'vigil_fold';
// eslint-disable-next-line no-control-regex -- the ASCII range itself
const ASCII = /^[\x00-\x7f]*$/;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A raw fragment that is exactly `COLLATE NOCASE` (the migrations' `modifyEnd`). */
function isNocase(node: OperationNode): boolean {
  const raw = node as { kind: string; sqlFragments?: readonly string[] };
  return raw.kind === 'RawNode' && (raw.sqlFragments ?? []).join('').trim().toUpperCase() === 'COLLATE NOCASE';
}

function pgColumn(node: OperationNode): OperationNode {
  const column = { ...node } as Mutable<OperationNode> & {
    dataType: { kind: string; dataType?: string };
    autoIncrement?: boolean;
    endModifiers?: readonly OperationNode[];
  };
  const isInteger = column.dataType.kind === 'DataTypeNode' && column.dataType.dataType === 'integer';
  if (column.autoIncrement && isInteger) {
    column.dataType = { kind: 'DataTypeNode', dataType: 'bigserial' };
    column.autoIncrement = false;
  } else if (isInteger) {
    column.dataType = { kind: 'DataTypeNode', dataType: 'bigint' };
  }
  if (column.endModifiers) column.endModifiers = column.endModifiers.filter((m) => !isNocase(m));
  return column;
}

function mapColumns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mapColumns);
  if (node === null || typeof node !== 'object') return node;
  const object = node as { kind?: string };
  if (object.kind === 'ColumnDefinitionNode') return pgColumn(object as OperationNode);
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, mapColumns(value)]));
}

/**
 * Runs the migrations written for SQLite on PostgreSQL, unchanged: in CREATE and ALTER TABLE,
 * `integer` becomes `bigint` (times are milliseconds, past `int4`), an auto-increment integer key
 * becomes `bigserial`, and a column's `COLLATE NOCASE` is dropped (its indexes and queries use
 * `lower()` instead). Other statements pass as they are.
 */
export class PostgresSchemaPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'CreateTableNode' && node.kind !== 'AlterTableNode') return node;
    return mapColumns(node) as RootOperationNode;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * Inside a transaction: holds the cluster-wide lock `name` until the transaction ends, so a check
 * and the write it allows run for one node at a time (PostgreSQL's advisory lock; other nodes
 * wait). SQLite has one writer and one server: nothing to do.
 */
export async function lockForCluster(trx: Pick<Kysely<unknown>, 'getExecutor'>, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx as Kysely<unknown>);
}
