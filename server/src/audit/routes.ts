import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AuditLogFilter } from '../../contract/schemas/audit';
import { routes } from '../../contract/routes';
import { auditCsvFileName, auditCsvLine, csvLine, AUDIT_CSV_COLUMNS } from './csv';
import type { AuditLogDeps } from './plugin';
import { toAuditLogEntry, type AuditCursor } from '../core/audit/repo';
import { contentDisposition } from '../media/download';
import { AppError } from '../core/errors';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/** Rows read per query of an export: the memory it holds, and how often other requests get the database. */
export const EXPORT_CHUNK_ROWS = 1000;

/** The filter with its times checked: a date-time JavaScript cannot read is the caller's error. */
function checkedFilter(filter: AuditLogFilter): AuditLogFilter {
  for (const field of ['from', 'to'] as const) {
    const value = filter[field];
    if (value !== undefined && !Number.isFinite(Date.parse(value))) {
      throw new AppError('ValidationError', `${field} is not a date-time`, { field });
    }
  }
  return filter;
}

/** The CSV text of every entry matching `filter`, newest first, a chunk of rows at a time. */
async function* csvOf(ctx: AuditLogDeps, filter: AuditLogFilter): AsyncGenerator<string> {
  // A byte-order mark, so spreadsheets read the UTF-8 (Cyrillic logins) as such.
  yield `\uFEFF${csvLine(AUDIT_CSV_COLUMNS)}`;
  let cursor: AuditCursor | null = null;
  for (;;) {
    const rows = await ctx.audit.after(filter, cursor, EXPORT_CHUNK_ROWS);
    if (rows.length > 0) yield rows.map((row) => auditCsvLine(toAuditLogEntry(row))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_CHUNK_ROWS) return;
    cursor = { time: last.time, id: last.id };
  }
}

/** The audit log for administrators (docs/console.md#api-calls /v1/admin/audit-logs): pages, and the CSV export. */
export function auditLogRoutes(app: FastifyInstance, ctx: AuditLogDeps): void {
  const audit = requestAudit(ctx);
  const enabled = () => {
    if (!ctx.auditPolicy().enabled) throw new AppError('AuditLogsDisabled', 'The audit log is switched off');
  };

  mount(app, routes.listAuditLogs, async (request) => {
    enabled();
    const { page = 1, pageSize = 50, ...rest } = request.query;
    const filter = checkedFilter(rest);
    const [rows, total] = await Promise.all([
      ctx.audit.page(filter, (page - 1) * pageSize, pageSize),
      ctx.audit.count(filter),
    ]);
    return { items: rows.map(toAuditLogEntry), total, page, pageSize };
  });

  mount(app, routes.exportAuditLogs, async (request, reply) => {
    enabled();
    const filter = checkedFilter(request.query);
    await audit(request, 'audit.export', { details: { ...filter } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(auditCsvFileName(ctx.now())))
      .send(Readable.from(csvOf(ctx, filter), { objectMode: false }));
  });
}
