import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '@contract/index';
import { auditApi, auditKeys } from '../api';

/** One page of the audit log (the previous page stays on screen while the next loads). */
export function useAuditLogs(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => auditApi.list(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
