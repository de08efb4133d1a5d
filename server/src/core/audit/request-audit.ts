import type { FastifyRequest } from 'fastify';
import type { AuditOutcome } from '../../../contract/schemas/audit';
import type { AuditDetails, AuditEntry } from './repo';

export type { AuditOutcome };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request has written an audit entry: a refusal it answers is then not recorded twice. */
    audited: boolean;
  }
}

export interface AuditFields {
  /** What was acted on: a login, a stream uid, a mosaic id… */
  target?: string | null;
  /** Success by default. */
  outcome?: AuditOutcome;
  /** Never a password, token, reset code or source URL. */
  details?: AuditDetails | null;
  /** The caller's login by default; a sign-in names the login that was tried. */
  actor?: string | null;
}

/** Where the entries go (the audit repository) and the clock that dates them. */
export interface AuditDeps {
  audit: { write(entry: AuditEntry, now: number): Promise<void> };
  now: () => number;
}

/** Writes one audit entry for a request: what every domain's routes take as `audit`. */
export type RequestAudit = ReturnType<typeof requestAudit>;

/**
 * One audit entry per change or refusal, with the actor and address taken from the request, so
 * every domain writes the same fields the audit filters trust.
 */
export function requestAudit(ctx: AuditDeps) {
  return async (request: FastifyRequest, action: string, fields: AuditFields = {}): Promise<void> => {
    request.audited = true;
    await ctx.audit.write(
      {
        actor: fields.actor !== undefined ? fields.actor : (request.auth?.user.login ?? null),
        address: request.ip,
        action,
        target: fields.target ?? null,
        outcome: fields.outcome ?? 'success',
        details: fields.details ?? null,
      },
      ctx.now(),
    );
  };
}
