import type { AuditRepo } from '../core/audit/repo';
import { domainPlugin } from '../core/http/domain';
import { startAuditRetention } from './retention';
import { auditLogRoutes } from './routes';

/** Whether the audit log records and may be read, and how many days its entries are kept. */
export interface AuditPolicy {
  enabled: boolean;
  retentionDays: number;
}

/** What the audit domain uses: the log itself, its policy (asked at every read and pruning) and the clock. */
export interface AuditLogDeps {
  audit: Pick<AuditRepo, 'write' | 'page' | 'count' | 'after' | 'prune'>;
  auditPolicy: () => AuditPolicy;
  now: () => number;
}

/** The audit log's pages and export, and its pruning past the retention period. */
export const auditPlugin = domainPlugin<AuditLogDeps>('audit', async (app, deps) => {
  startAuditRetention(app, deps);
  auditLogRoutes(app, deps);
});
