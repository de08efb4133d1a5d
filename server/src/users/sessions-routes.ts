import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { UsersDeps } from './plugin';
import type { SessionRow } from './sessions-repo';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { clearSessionCookie } from '../core/security/sessions';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

export function toSession(row: SessionRow, currentId: string | null) {
  return {
    id: row.id,
    lastSeenTime: new Date(row.last_seen_at).toISOString(),
    createdTime: new Date(row.created_at).toISOString(),
    userAgent: row.user_agent,
    address: row.address,
    current: row.id === currentId,
  };
}

export function sessionsRoutes(app: FastifyInstance, ctx: UsersDeps): void {
  const audit = requestAudit(ctx);
  mount(app, routes.listSessions, async (request) => {
    const auth = requireAuth(request);
    const rows = await ctx.sessions.listForUser(auth.user.id);
    return rows.map((row) => toSession(row, auth.sessionId));
  });

  mount(app, routes.terminateSessions, async (request) => {
    const auth = requireAuth(request);
    const terminated = await ctx.sessions.deleteOthers(auth.user.id, auth.sessionId);
    await audit(request, 'session.terminate-others', { target: auth.user.login, details: { terminated } });
    return { terminated };
  });

  mount(app, routes.deleteSession, async (request, reply) => {
    const auth = requireAuth(request);
    const result = await ctx.sessions.deleteForUser(auth.user.id, request.params.id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('NotFound');
    if (request.params.id === auth.sessionId) clearSessionCookie(request, reply);
    await audit(request, 'session.delete', { target: auth.user.login, details: { session: request.params.id } });
    return { ok: true as const };
  });
}
