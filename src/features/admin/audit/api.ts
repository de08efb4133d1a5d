import { endpoints } from '@contract/endpoints';
import type { AuditLogQuery } from '@contract/index';
import { call, serverUrl } from '@/shared/http/client';

/** Query keys of the audit log. */
export const auditKeys = {
  all: ['audit-logs'] as const,
  list: (query: AuditLogQuery) => ['audit-logs', 'list', query] as const,
};

export const auditApi = {
  list: (query: AuditLogQuery, signal?: AbortSignal) => call('listAuditLogs', { query, ...(signal ? { signal } : {}) }),
  /** The CSV export of the filtered log: the browser downloads it (the session cookie goes with it). */
  exportUrl: (search: string) => serverUrl(`${endpoints.exportAuditLogs.url}${search ? `?${search}` : ''}`),
};
