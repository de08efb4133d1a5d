import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * One audit entry per change or refusal, with the actor and address taken from the request, so
 * every domain writes the same fields the audit filters trust.
 */
export function requestAudit(ctx: AppContext) {
  return (request: FastifyRequest, action: string, target: string, outcome: AuditOutcome, details?: string) =>
    ctx.audit.write({
      actor: request.auth?.user.login ?? null,
      address: request.ip,
      action,
      target,
      outcome,
      details: details ?? null,
    });
}
