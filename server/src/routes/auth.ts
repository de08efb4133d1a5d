import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes/index';
import type { AppContext } from '../context';
import { toUser } from '../data/users-repo';
import { AppError } from '../errors';
import { decoyHash, verifyPassword } from '../security/passwords';
import { clearSessionCookie, SESSION_COOKIE, startSession } from '../security/sessions';
import { sha256 } from '../security/secrets';
import { requireAuth } from '../plugins/auth';
import { mount } from './mount';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { perAccount, perClient } = ctx.signInLimits;

  mount(app, routes.signIn, async (request, reply) => {
    const { login, password } = request.body;
    const accountKey = login.toLowerCase();
    const audit = (outcome: 'success' | 'failure' | 'denied', details: string | null) =>
      ctx.audit.write({ actor: login, address: request.ip, action: 'auth.sign-in', target: login, outcome, details });

    const retryAfter = Math.max(perAccount.retryAfter(accountKey), perClient.retryAfter(request.ip));
    if (retryAfter > 0) {
      await audit('denied', 'rate limited');
      throw new AppError('TooManyRequests', 'Too many failed sign-in attempts, try again later', { retryAfter });
    }

    const user = await ctx.users.byLoginOrEmail(login);
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !ok || user.is_blocked) {
      perAccount.fail(accountKey);
      perClient.fail(request.ip);
      await audit('failure', user?.is_blocked ? 'blocked user' : null);
      throw new AppError('AuthorizationFailed');
    }
    perAccount.reset(accountKey);

    // A fresh session id at every sign-in: whatever the browser carried before is ended.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      const old = await ctx.sessions.bySecretHash(sha256(previous));
      if (old) await ctx.sessions.delete(old.id);
    }
    await startSession(ctx, request, reply, user.id);
    await audit('success', null);
    return { mustChangePassword: user.must_change_password === 1, user: toUser(user) };
  });

  mount(app, routes.signOut, async (request, reply) => {
    const auth = requireAuth(request);
    if (auth.sessionId) await ctx.sessions.delete(auth.sessionId);
    clearSessionCookie(request, reply);
    await ctx.audit.write({
      actor: auth.user.login,
      address: request.ip,
      action: 'auth.sign-out',
      target: null,
      outcome: 'success',
      details: null,
    });
    return { ok: true as const };
  });
}
