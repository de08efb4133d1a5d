import type { Insertable } from 'kysely';
import type { Db } from './db';
import type { AuditLogTable } from './schema';

export type AuditEntry = Omit<Insertable<AuditLogTable>, 'id' | 'time'>;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Keeps control characters out of stored audit text, so a log line stays one line. */
function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 1000);
}

export function auditRepo(db: Db) {
  return {
    write: (entry: AuditEntry, now = Date.now()) =>
      db
        .insertInto('audit_log')
        .values({
          time: now,
          actor: clean(entry.actor),
          address: clean(entry.address) ?? '',
          action: entry.action,
          target: clean(entry.target),
          outcome: entry.outcome,
          details: clean(entry.details),
        })
        .execute(),
    latest: (limit: number) => db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  };
}
