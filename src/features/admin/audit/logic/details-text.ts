import type { AuditLogEntry } from '@contract/index';

/** An entry's details as one line: `key: value` pairs in the server's order, strings as they are. */
export function detailsText(details: AuditLogEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`)
    .join(', ');
}
