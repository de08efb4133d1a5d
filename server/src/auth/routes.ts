import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { AuthRoutesDeps } from './plugin';
import { toUser } from '../users';
import { AppError } from '../core/errors';
import { decoyHash, verifyPassword } from '../core/security/passwords';
import { clearSessionCookie, SESSION_COOKIE, startSession } from '../core/security/sessions';
import { sha256 } from '../core/security/secrets';
import { requireAuth } from '../core/http/auth';
import { takeAttempt } from '../core/security/rate-limiter';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

export function authRoutes(app: FastifyInstance, ctx: AuthRoutesDeps): void {
  const { perAccount, perClient } = ctx.signInLimits;
  const write = requestAudit(ctx);

  mount(app, routes.signIn, async (request, reply) => {
    const { login, password } = request.body;
    const audit = (outcome: 'success' | 'failure' | 'denied', reason?: string) =>
      write(request, 'auth.sign-in', { actor: login, target: login, outcome, details: reason ? { reason } : null });

    // The account limit is keyed on the account, however it was named (login or e-mail);
    // a name that is nobody's is keyed on what was typed.
    const user = await ctx.users.byLoginOrEmail(login);
    const accountKey = user ? `user:${user.id}` : `name:${login.toLowerCase()}`;
    // The attempt is counted before the password is checked, so a burst sent at once tests
    // no more passwords than the limits allow (no await between the check and the count).
    const attempt = takeAttempt([
      [perAccount, accountKey],
      [perClient, request.ip],
    ]);
    if ('retryAfter' in attempt) {
      await audit('denied', 'rate limited');
      throw new AppError('TooManyRequests', 'Too many failed sign-in attempts, try again later', {
        retryAfter: attempt.retryAfter,
      });
    }

    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !ok || user.is_blocked) {
      await audit('failure', user?.is_blocked ? 'blocked user' : undefined);
      throw new AppError('AuthorizationFailed');
    }
    attempt.taken.succeeded();

    // A fresh session id at every sign-in: whatever the browser carried before is ended.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      const old = await ctx.sessions.bySecretHash(sha256(previous));
      if (old) await ctx.sessions.delete(old.id);
    }
    await startSession(ctx, request, reply, user.id);
    await audit('success');
    return { mustChangePassword: user.must_change_password === 1, user: toUser(user) };
  });

  mount(app, routes.signOut, async (request, reply) => {
    const auth = requireAuth(request);
    if (auth.sessionId) await ctx.sessions.delete(auth.sessionId);
    clearSessionCookie(request, reply);
    await write(request, 'auth.sign-out', { target: auth.user.login });
    return { ok: true as const };
  });
}
