import type { AuditLogEntry } from '../../contract/schemas/audit';

export const AUDIT_CSV_COLUMNS = ['id', 'time', 'actor', 'address', 'action', 'target', 'outcome', 'details'] as const;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with a quote mark instead. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of the export, CRLF-terminated. */
export function csvLine(values: readonly (string | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function auditCsvLine(entry: AuditLogEntry): string {
  const details = Object.keys(entry.details).length ? JSON.stringify(entry.details) : '';
  return csvLine([
    entry.id,
    entry.time,
    entry.actor,
    entry.address,
    entry.action,
    entry.target,
    entry.outcome,
    details,
  ]);
}

/** The export's file name: the moment it was made, in UTC. */
export function auditCsvFileName(now: number): string {
  return `audit-log-${new Date(now).toISOString().slice(0, 19).replace(/:/g, '-')}Z.csv`;
}
