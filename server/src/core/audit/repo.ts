import { sql, type Selectable } from 'kysely';
import type { AuditLogEntry, AuditLogFilter, AuditOutcome } from '../../../contract/schemas/audit';
import type { Db } from '../db/db';
import { equalsIgnoringCase } from '../db/dialect';
import type { AuditLogTable } from '../db/schema';

export type AuditRow = Selectable<AuditLogTable>;
export type AuditDetails = AuditLogEntry['details'];

export interface AuditEntry {
  actor: string | null;
  address: string;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  details?: AuditDetails | null;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const MAX_TEXT = 1000;

/** Keeps control characters out of stored audit text, so a log line stays one line. */
function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value
    .replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .slice(0, MAX_TEXT);
}

/** The details as stored: a JSON object of cleaned values, or null when there are none. */
function storedDetails(details: AuditDetails | null | undefined): string | null {
  if (!details) return null;
  const entries = Object.entries(details).map(([k, v]) => [clean(k), typeof v === 'string' ? clean(v) : v]);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : null;
}

/** The action's group: its first word (`auth` of `auth.sign-in`). */
export function actionGroup(action: string): string {
  const dot = action.indexOf('.');
  return dot < 0 ? action : action.slice(0, dot);
}

function parsedDetails(text: string | null): AuditDetails {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as AuditDetails;
  } catch {
    // An entry written before details were structured: its text as a note.
  }
  return { note: text };
}

export function toAuditLogEntry(row: AuditRow): AuditLogEntry {
  return {
    id: String(row.id),
    time: new Date(row.time).toISOString(),
    actor: row.actor,
    address: row.address,
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    details: parsedDetails(row.details),
  };
}

/** Where a page or an export of the log resumes: strictly older than this entry. */
export interface AuditCursor {
  time: number;
  id: number;
}

/** The log's rows matching a filter; each filter is an equality on an indexed column, newest first. */
function matching(db: Db, filter: AuditLogFilter) {
  const { from, to, actor, action, outcome, target, address } = filter;
  return db
    .selectFrom('audit_log')
    .$if(from !== undefined, (q) => q.where('time', '>=', Date.parse(from ?? '')))
    .$if(to !== undefined, (q) => q.where('time', '<', Date.parse(to ?? '')))
    .$if(actor !== undefined, (q) => q.where((eb) => equalsIgnoringCase(db, eb.ref('actor'), actor ?? '')))
    .$if(action !== undefined && !action.endsWith('.'), (q) => q.where('action', '=', action ?? ''))
    .$if(action !== undefined && action.endsWith('.'), (q) => {
      const prefix = action ?? '';
      const grouped = q.where('action_group', '=', actionGroup(prefix));
      // A deeper prefix (user.session.) narrows the group by a range of the action.
      return prefix.indexOf('.') === prefix.length - 1
        ? grouped
        : grouped.where('action', '>=', prefix).where('action', '<', `${prefix.slice(0, -1)}/`);
    })
    .$if(outcome !== undefined, (q) => q.where('outcome', '=', outcome ?? 'success'))
    .$if(target !== undefined, (q) => q.where('target', '=', target ?? ''))
    .$if(address !== undefined, (q) => q.where('address', '=', address ?? ''));
}

const newestFirst = <Q extends { orderBy: (c: 'time' | 'id', d: 'desc') => Q }>(q: Q) =>
  q.orderBy('time', 'desc').orderBy('id', 'desc');

/** One page of the filtered log, newest first (exported so a test can read SQLite's plan of it). */
export const auditPageQuery = (db: Db, filter: AuditLogFilter, offset: number, limit: number) =>
  newestFirst(matching(db, filter).selectAll()).offset(offset).limit(limit);

/**
 * The audit log: entries are written by every domain through `requestAudit`, read by
 * administrators a page at a time or as a CSV export, and pruned after the retention period.
 * `enabled` is asked at each write: a switched-off log records nothing.
 */
export function auditRepo(db: Db, enabled: () => boolean = () => true) {
  return {
    write: async (entry: AuditEntry, now = Date.now()) => {
      if (!enabled()) return;
      await db
        .insertInto('audit_log')
        .values({
          time: now,
          actor: clean(entry.actor),
          address: clean(entry.address) ?? '',
          action: entry.action,
          action_group: actionGroup(entry.action),
          target: clean(entry.target),
          outcome: entry.outcome,
          details: storedDetails(entry.details),
        })
        .execute();
    },
    latest: (limit: number) => db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute(),
    page: (filter: AuditLogFilter, offset: number, limit: number) =>
      auditPageQuery(db, filter, offset, limit).execute(),
    count: async (filter: AuditLogFilter) =>
      Number(
        (
          await matching(db, filter)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** The next `limit` entries older than `after` (from the newest without it): an export's next chunk. */
    after: (filter: AuditLogFilter, after: AuditCursor | null, limit: number) =>
      newestFirst(
        matching(db, filter)
          .selectAll()
          .$if(after !== null, (q) => q.where(sql<boolean>`(time, id) < (${after?.time ?? 0}, ${after?.id ?? 0})`)),
      )
        .limit(limit)
        .execute(),
    /** Whether `actor` already has an entry of `action` on `target` since `since` (ms). */
    has: async (action: string, actor: string, target: string, since: number) =>
      (await db
        .selectFrom('audit_log')
        .select('id')
        .where((eb) => equalsIgnoringCase(db, eb.ref('actor'), actor))
        .where('time', '>=', since)
        .where('action', '=', action)
        .where('target', '=', target)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    /** Deletes entries older than `before` (ms), `batch` rows per statement so writers never wait long. */
    prune: async (before: number, batch = 10_000) => {
      let deleted = 0;
      for (;;) {
        const result = await sql`DELETE FROM audit_log WHERE id IN
          (SELECT id FROM audit_log WHERE time < ${before} LIMIT ${batch})`.execute(db);
        const n = Number(result.numAffectedRows ?? 0);
        deleted += n;
        if (n < batch) return deleted;
      }
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;
