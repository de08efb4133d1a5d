import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { SignedIn } from '../../contract/schemas/user';
import type { AuthRoutesDeps } from './plugin';
import type { UserRow } from '../users';
import { acceptedStep, openSecret, recoveryCodeHash, verifiedAssertion, webauthnDeps } from '../two-factor';
import { AppError } from '../core/errors';
import { decoyHash, verifyPassword } from '../core/security/passwords';
import { clearSessionCookie } from '../core/security/sessions';
import { newSecret, sha256 } from '../core/security/secrets';
import { requireAuth, requireSession } from '../core/http/auth';
import { takeAttempt } from '../core/security/rate-limiter';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { secondFactorMethods } from './second-factor-methods';
import { signedIn as signedInAnswer } from './signed-in';

/** docs/security.md, MFA-2: the password step's ticket lasts 5 minutes and takes 5 wrong codes at most. */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60_000;
export const SIGN_IN_TICKET_MAX_TRIES = 5;

export function authRoutes(app: FastifyInstance, ctx: AuthRoutesDeps): void {
  const { perAccount, perClient } = ctx.signInLimits;
  const write = requestAudit(ctx);

  const tooMany = (retryAfter: number) =>
    new AppError('TooManyRequests', 'Too many failed sign-in attempts, try again later', { retryAfter });

  const signedIn = (request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SignedIn> =>
    signedInAnswer(ctx, request, reply, user);

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
      throw tooMany(attempt.retryAfter);
    }

    // A directory user's password is the directory's (a bind as the entry); a local user's, ours.
    const verdict = await ctx.directory.signIn(login, password, user);
    const ok = verdict
      ? verdict.user !== null
      : await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    const account = verdict?.user ?? user;
    if (!account || !ok || account.is_blocked) {
      // A managed user has no password here (docs/people.md#single-sign-on): no password ever matches.
      const why = account?.is_blocked
        ? 'blocked user'
        : verdict?.user === null
          ? verdict.reason
          : account?.is_managed
            ? 'managed user'
            : undefined;
      await audit('failure', why);
      throw new AppError('AuthorizationFailed');
    }

    attempt.taken.succeeded();
    // docs/security.md, MFA-2: with a second factor, the password earns a ticket, not a session. The
    // attempt keeps a place under the account's limit (not the address's, which a whole office may
    // share) until the second step succeeds.
    if (account.second_factor === 1) {
      perAccount.fail(accountKey);
      const ticket = newSecret('t.');
      await ctx.twoFactor.issueTicket(sha256(ticket), account.id, ctx.now(), SIGN_IN_TICKET_TTL_MS);
      return { secondFactorRequired: true as const, methods: await secondFactorMethods(ctx, account.id), ticket };
    }
    const answer = await signedIn(request, reply, account);
    await audit('success');
    return answer;
  });

  mount(app, routes.signInSecondFactor, async (request, reply) => {
    const body = request.body;
    const ticketHash = sha256(body.ticket);
    const live = await ctx.twoFactor.liveTicket(ticketHash, ctx.now(), SIGN_IN_TICKET_MAX_TRIES);
    const user = live ? await ctx.users.byId(live.user_id) : undefined;
    const audit = (outcome: 'success' | 'failure' | 'denied', reason: string) =>
      write(request, 'auth.sign-in', {
        actor: user?.login ?? null,
        target: user?.login ?? null,
        outcome,
        details: { reason },
      });

    // The same limits as the password step: a wrong code is a failed sign-in of the account.
    const attempt = takeAttempt([...(user ? [[perAccount, `user:${user.id}`] as const] : []), [perClient, request.ip]]);
    if ('retryAfter' in attempt) {
      await audit('denied', 'rate limited');
      throw tooMany(attempt.retryAfter);
    }
    if (!live || !user || user.is_blocked || user.second_factor !== 1) {
      await audit('failure', 'second factor: ticket unknown or expired');
      throw new AppError('AuthorizationFailed', 'The sign-in took too long, enter the password again', {
        reason: 'signInTicketExpired',
      });
    }

    let method: 'totp' | 'recovery' | 'webauthn';
    let accepted = false;
    if ('credential' in body) {
      // A passkey of this user answering a challenge given for this ticket (docs/people.md#passkeys).
      method = 'webauthn';
      accepted = 'userId' in (await verifiedAssertion(webauthnDeps(ctx), body.credential, user.id));
    } else if ('code' in body) {
      method = 'totp';
      const factor = await ctx.twoFactor.totp(user.id);
      const step =
        factor?.confirmed_at != null
          ? await acceptedStep(openSecret(ctx.secret, factor.secret_sealed), body.code, ctx.now(), factor.last_step)
          : null;
      accepted = step !== null && (await ctx.twoFactor.useStep(user.id, step));
    } else {
      method = 'recovery';
      accepted = await ctx.twoFactor.useRecoveryCode(user.id, recoveryCodeHash(body.recoveryCode), ctx.now());
    }
    if (!accepted) {
      await ctx.twoFactor.wrongTry(ticketHash);
      if (method === 'webauthn') {
        await audit('failure', 'second factor: passkey not verified');
        throw new AppError('AuthorizationFailed', 'The passkey was not accepted', { reason: 'passkeyNotVerified' });
      }
      await audit('failure', method === 'totp' ? 'second factor: wrong code' : 'second factor: wrong recovery code');
      throw new AppError('UnknownLifetimeCode', 'The code is wrong or has expired', {
        field: method === 'totp' ? 'code' : 'recoveryCode',
      });
    }
    if (!(await ctx.twoFactor.useTicket(ticketHash, ctx.now()))) {
      await audit('failure', 'second factor: ticket used');
      throw new AppError('AuthorizationFailed', 'The sign-in took too long, enter the password again', {
        reason: 'signInTicketExpired',
      });
    }
    attempt.taken.succeeded();
    // The password step's attempt is forgiven too: the account has now proved both factors.
    perAccount.reset(`user:${user.id}`);
    const answer = await signedIn(request, reply, user);
    await audit(
      'success',
      `second factor: ${{ totp: 'code', recovery: 'recovery code', webauthn: 'passkey' }[method]}`,
    );
    return answer;
  });

  // docs/security.md#step-up: a signed-in session proves who its user is again before a sensitive
  // action, under the same limits as sign-in (a wrong password or code is a failed sign-in).
  mount(app, routes.stepUp, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    const sessionId = auth.sessionId as string;
    const user = auth.user;
    const body = request.body;
    const method = 'password' in body ? 'password' : 'code' in body ? 'code' : 'recovery code';
    const audit = (outcome: 'success' | 'failure' | 'denied', reason: string) =>
      write(request, 'auth.step-up', { target: user.login, outcome, details: { reason } });

    // A user of a directory or single sign-on has no password here: a factor proves them, and
    // without one only a new sign-in does (it starts a session with a fresh proof).
    const hasFactor = user.second_factor === 1;
    if (user.is_managed === 1 && !hasFactor) {
      await audit('denied', 'nothing to prove with');
      throw new AppError('ActionNotAcceptable', 'Sign out and sign in again to confirm it is you', {
        reason: 'stepUpUnavailable',
      });
    }
    const attempt = takeAttempt([
      [perAccount, `user:${user.id}`],
      [perClient, request.ip],
    ]);
    if ('retryAfter' in attempt) {
      await audit('denied', 'rate limited');
      throw tooMany(attempt.retryAfter);
    }

    let accepted: boolean;
    if ('password' in body) {
      accepted = user.is_managed !== 1 && (await verifyPassword(body.password, user.password_hash));
    } else if ('code' in body) {
      const factor = hasFactor ? await ctx.twoFactor.totp(user.id) : undefined;
      const step =
        factor?.confirmed_at != null
          ? await acceptedStep(openSecret(ctx.secret, factor.secret_sealed), body.code, ctx.now(), factor.last_step)
          : null;
      accepted = step !== null && (await ctx.twoFactor.useStep(user.id, step));
    } else {
      accepted =
        hasFactor && (await ctx.twoFactor.useRecoveryCode(user.id, recoveryCodeHash(body.recoveryCode), ctx.now()));
    }
    if (!accepted) {
      await audit('failure', `wrong ${method}`);
      throw 'password' in body
        ? new AppError('InvalidOldPassword', 'The password is wrong', { field: 'password' })
        : new AppError('UnknownLifetimeCode', 'The code is wrong or has expired', {
            field: 'code' in body ? 'code' : 'recoveryCode',
          });
    }
    attempt.taken.succeeded();
    const now = ctx.now();
    await ctx.sessions.prove(sessionId, now);
    await audit('success', method);
    return { proofTime: new Date(now).toISOString() };
  });

  mount(app, routes.signOut, async (request, reply) => {
    const auth = requireAuth(request);
    if (auth.sessionId) await ctx.sessions.delete(auth.sessionId);
    clearSessionCookie(request, reply);
    await write(request, 'auth.sign-out', { target: auth.user.login });
    return { ok: true as const };
  });
}
