import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { requestAudit, type AuditDeps } from '../audit/request-audit';
import { peekSessionUserId, SESSION_COOKIE, type SessionDeps } from '../security/sessions';

/** What the refusal audit reads: the audit writer, the sessions and users behind a cookie, the clock. */
export interface RefusalAuditDeps extends AuditDeps, SessionDeps {
  users: { byId(id: number): Promise<UserRow | undefined> };
}

const MINUTE_MS = 60_000;
/** Distinct (address, route) pairs remembered for the minute before the memory is cleared. */
const MAX_REMEMBERED = 10_000;
const WHO_AM_I = 'GET /v1/user';

/** Whether a request came with a session cookie, a token or a share link, live or not. */
function carriesCredentials(request: FastifyRequest): boolean {
  return Boolean(
    request.headers.authorization || request.headers['x-vigil-share'] || request.cookies?.[SESSION_COOKIE],
  );
}

/**
 * Every refusal of access goes to the audit log (docs/security.md, AUDIT-1): a 403 (`access.denied`: signed in,
 * not allowed) each time, a 401 (`access.unauthenticated`: no session or token, or a dead one)
 * once per address, route and minute, so a client polling with an ended session, or anyone
 * knocking, cannot fill the log; the console's own "who am I" of a browser with no credentials at
 * all is not recorded (every signed-out page open asks it). A request that wrote its own entry (a
 * failed sign-in, a mosaic refused to one who does not own it) is not recorded twice. A request
 * refused before it was authenticated (a cross-site request) names the user of the live session
 * cookie it carried.
 */
export function installRefusalAudit(app: FastifyInstance, ctx: RefusalAuditDeps): void {
  const audit = requestAudit(ctx);
  const recent = new Set<string>();
  let minute = 0;
  app.decorateRequest('audited', false);
  app.addHook('onError', async (request, _reply, error) => {
    if (request.audited || !request.routeOptions.config?.access || !(error instanceof AppError)) return;
    if (error.status !== 401 && error.status !== 403) return;
    const target = `${request.method} ${request.routeOptions.url ?? ''}`;
    // The console asks who it is on every signed-out page open: that is no knock on a door.
    if (error.status === 401 && target === WHO_AM_I && !carriesCredentials(request)) return;
    if (error.status === 401) {
      const now = Math.floor(ctx.now() / MINUTE_MS);
      if (now !== minute || recent.size >= MAX_REMEMBERED) {
        recent.clear();
        minute = now;
      }
      const key = `${request.ip} ${target}`;
      if (recent.has(key)) return;
      recent.add(key);
    }
    try {
      const actor = request.auth ? undefined : await cookieUser(ctx, request.cookies?.[SESSION_COOKIE]);
      await audit(request, error.status === 401 ? 'access.unauthenticated' : 'access.denied', {
        target,
        outcome: 'denied',
        details: { code: error.code, ...(error.reason ? { reason: error.reason } : {}) },
        ...(actor ? { actor } : {}),
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'audit entry of a refusal not written');
    }
  });
}

async function cookieUser(ctx: RefusalAuditDeps, secret: string | undefined): Promise<string | undefined> {
  const userId = secret ? await peekSessionUserId(ctx, secret) : undefined;
  const user = userId !== undefined ? await ctx.users.byId(userId) : undefined;
  return user?.login;
}
