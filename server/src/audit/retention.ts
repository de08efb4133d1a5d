import type { FastifyInstance } from 'fastify';
import type { AuditLogDeps } from './plugin';

const DAY_MS = 86_400_000;
/** How often entries past the retention period are deleted. */
export const AUDIT_PRUNE_INTERVAL_MS = 3_600_000;

/** Deletes the entries older than the policy's retention (none when it is 0 or less: kept for ever). */
export async function pruneAuditLog(ctx: AuditLogDeps): Promise<number> {
  const { retentionDays } = ctx.auditPolicy();
  if (!(retentionDays > 0)) return 0;
  return ctx.audit.prune(ctx.now() - retentionDays * DAY_MS);
}

/** Prunes once the app is ready and then hourly; the timer ends with the app. */
export function startAuditRetention(app: FastifyInstance, ctx: AuditLogDeps): void {
  const prune = () =>
    pruneAuditLog(ctx).catch((error: unknown) => app.log.error({ err: error }, 'audit log pruning failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), AUDIT_PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
