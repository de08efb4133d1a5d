import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import { requestAudit } from '../core/audit/request-audit';
import { AppError } from '../core/errors';
import { mount } from '../core/http/mount';
import { takeAttempt } from '../core/security/rate-limiter';
import { sha256 } from '../core/security/secrets';
import { authenticationOptions, verifiedAssertion, webauthnDeps } from '../two-factor';
import type { AuthRoutesDeps } from './plugin';
import { SIGN_IN_TICKET_MAX_TRIES } from './routes';
import { signedIn } from './signed-in';

/**
 * Sign-in with a passkey (docs/people.md#passkeys): options for the browser, then its assertion. Under
 * the same limits as the password, blocked users refused, every outcome audited as auth.sign-in.
 */
export function passkeySignInRoutes(app: FastifyInstance, ctx: AuthRoutesDeps): void {
  const { perAccount, perClient } = ctx.signInLimits;
  const write = requestAudit(ctx);
  const webauthn = webauthnDeps(ctx);
  const ticketExpired = () =>
    new AppError('AuthorizationFailed', 'The sign-in took too long, enter the password again', {
      reason: 'signInTicketExpired',
    });

  mount(app, routes.passkeySignInOptions, async (request) => {
    // Every challenge counts (none is given back): each is kept until it is answered or expires.
    const attempt = takeAttempt([[ctx.passkeyOptionsPerClient, request.ip]]);
    if ('retryAfter' in attempt)
      throw new AppError('TooManyRequests', 'Too many passkey sign-ins started, try again later', {
        retryAfter: attempt.retryAfter,
      });
    const { ticket } = request.body;
    if (ticket === undefined) return authenticationOptions(webauthn, request, null);
    // The second step: the challenge is bound to the ticket's user and lists their passkeys.
    const live = await ctx.twoFactor.liveTicket(sha256(ticket), ctx.now(), SIGN_IN_TICKET_MAX_TRIES);
    if (!live) throw ticketExpired();
    return authenticationOptions(webauthn, request, live.user_id);
  });

  mount(app, routes.signInWithPasskey, async (request, reply) => {
    const audit = (login: string | null, outcome: 'success' | 'failure' | 'denied', reason: string) =>
      write(request, 'auth.sign-in', { actor: login, target: login, outcome, details: { reason } });
    // Counted before the signature is checked, like a password (per address: the account is not known yet).
    const attempt = takeAttempt([[perClient, request.ip]]);
    if ('retryAfter' in attempt) {
      await audit(null, 'denied', 'passkey: rate limited');
      throw new AppError('TooManyRequests', 'Too many failed sign-in attempts, try again later', {
        retryAfter: attempt.retryAfter,
      });
    }
    const result = await verifiedAssertion(webauthn, request.body.credential, null);
    const user = 'userId' in result ? await ctx.users.byId(result.userId) : undefined;
    if (!user || user.is_blocked) {
      const reason = 'refused' in result ? `passkey: ${result.refused}` : user ? 'blocked user' : 'passkey: no user';
      await audit(user?.login ?? null, 'failure', reason);
      throw new AppError('AuthorizationFailed', 'The passkey was not accepted', { reason: 'passkeyNotVerified' });
    }
    attempt.taken.succeeded();
    perAccount.reset(`user:${user.id}`);
    const answer = await signedIn(ctx, request, reply, user);
    await audit(user.login, 'success', 'passkey');
    return answer;
  });
}
