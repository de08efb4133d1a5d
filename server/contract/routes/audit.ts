import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { AuditLogFilter, AuditLogList, AuditLogQuery } from '../schemas/audit';
import { errorResponses } from '../schemas/common';

/** The audit log: the list and its CSV export. */
export const auditRoutes = {
  listAuditLogs: route('listAuditLogs', {
    summary: 'The audit log, newest first, filtered by time, actor, action, outcome, target and address',
    description: 'AuditLogsDisabled (403) when the audit log is switched off.',
    tags: ['admin'],
    access: 'admin',
    querystring: AuditLogQuery,
    response: { 200: AuditLogList, ...errorResponses },
  }),
  exportAuditLogs: route('exportAuditLogs', {
    summary: 'The filtered audit log as a CSV file (attachment), newest first, streamed by the server',
    description:
      'Columns: id, time, actor, address, action, target, outcome, details (JSON). A cell that a spreadsheet ' +
      "would read as a formula starts with '. AuditLogsDisabled (403) when the audit log is switched off.",
    tags: ['admin'],
    access: 'admin',
    querystring: AuditLogFilter,
    produces: 'text/csv',
    response: { 200: Type.String({ description: 'CSV (RFC 4180), UTF-8, a header row first.' }), ...errorResponses },
  }),
};
