import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { AuthRoutesDeps } from './plugin';
import { AppError } from '../core/errors';
import { resetCodeMail } from '../core/mail/messages';
import { hashPassword, refuseWeakPassword } from '../core/security/passwords';
import { takeAttempt } from '../core/security/rate-limiter';
import { sha256 } from '../core/security/secrets';
import { mount } from '../core/http/mount';
import { requestAudit, type AuditOutcome } from '../core/audit/request-audit';

/** docs/security.md, SIGNIN-2: six random digits, 15 minutes, single use, 5 wrong tries, a new one a minute. */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;
export const RESET_RESEND_SECONDS = 60;

export function newResetCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Both calls stop when an administrator has switched password recovery off. */
function requireResetAllowed(ctx: AuthRoutesDeps): void {
  if (!ctx.configuration.current().passwordResetAllowed) {
    throw new AppError('Forbidden', 'Password recovery is switched off', { reason: 'passwordResetDisabled' });
  }
}

const wrongCode = () => new AppError('UnknownLifetimeCode', 'The code is wrong or has expired', { field: 'code' });

/** Password recovery by a code sent by e-mail (docs/console.md#states-and-transitions, #api-calls). Neither the code nor a password is ever logged. */
export function passwordRoutes(app: FastifyInstance, ctx: AuthRoutesDeps): void {
  const { perEmail, perClient, wrongCodesPerClient } = ctx.resetLimits;
  const write = requestAudit(ctx);

  mount(app, routes.sendPasswordReset, async (request, reply) => {
    requireResetAllowed(ctx);
    const { email } = request.body;
    const emailKey = email.toLowerCase();
    const audit = (outcome: AuditOutcome, reason: string, actor: string | null = null) =>
      write(request, 'password.reset-request', { actor, target: email, outcome, details: { reason } });

    // Limits come before the user is looked up, so probing for addresses is slowed as much as asking for codes.
    const retryAfter = Math.max(perEmail.retryAfter(emailKey), perClient.retryAfter(request.ip));
    if (retryAfter > 0) {
      await audit('denied', 'rate limited');
      throw new AppError('TooManyRequests', 'A code was asked for too recently, try again later', { retryAfter });
    }
    perEmail.fail(emailKey);
    perClient.fail(request.ip);

    const user = await ctx.passwordResets.activeUserByEmail(email);
    if (!user) {
      await audit('failure', 'unknown, blocked or managed user');
      // This message tells a caller whether an address belongs to a user: docs/console.md#error-catalogue asks for exactly
      // this message. The rate limits above are what keep probing slow.
      throw new AppError('NotFound', `User with email ${email} has not found`);
    }

    const code = newResetCode();
    const now = ctx.now();
    const codeId = await ctx.passwordResets.issue(user.id, sha256(code), now, RESET_CODE_TTL_MINUTES * 60_000);
    let receipt;
    try {
      receipt = await ctx.mailer.sendMail(resetCodeMail(user.email, code, RESET_CODE_TTL_MINUTES));
      if (receipt.file) request.log.info({ file: receipt.file }, 'password reset mail written to the outbox');
    } catch (error) {
      await ctx.passwordResets.void(codeId, ctx.now());
      // The mail server may be back soon: the address may ask again at once (the client limit still holds).
      perEmail.reset(emailKey);
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'password reset mail failed',
      );
      await audit('failure', 'mail not sent', user.login);
      throw new AppError('Unavailable', 'The code could not be sent, try again later');
    }
    await audit('success', receipt.file ? 'written to the outbox' : 'sent by SMTP', user.login);
    reply.header('Retry-After', String(RESET_RESEND_SECONDS));
    return { retryAfter: RESET_RESEND_SECONDS };
  });

  mount(app, routes.resetPassword, async (request) => {
    requireResetAllowed(ctx);
    const { email, code, password } = request.body;
    const audit = (outcome: AuditOutcome, reason: string, actor: string | null = null) =>
      write(request, 'password.reset', { actor, target: email, outcome, details: { reason } });

    // Counted before the code is compared, so a burst sent at once tries no more codes than allowed.
    const attempt = takeAttempt([[wrongCodesPerClient, request.ip]]);
    if ('retryAfter' in attempt) {
      await audit('denied', 'rate limited');
      throw new AppError('TooManyRequests', 'Too many wrong codes, try again later', {
        retryAfter: attempt.retryAfter,
      });
    }

    const user = await ctx.passwordResets.activeUserByEmail(email);
    const live = user ? await ctx.passwordResets.live(user.id, ctx.now()) : undefined;
    if (!user || !live || !sameHash(live.code_hash, sha256(code))) {
      if (live) await ctx.passwordResets.wrongTry(live.id, ctx.now(), RESET_CODE_MAX_TRIES);
      await audit('failure', live ? 'wrong code' : 'no live code', user?.login ?? null);
      throw wrongCode();
    }

    attempt.taken.succeeded();
    // The code is right: a weak password is refused without using the code up, so the user can try another.
    refuseWeakPassword(password, user.login);

    const passwordHash = await hashPassword(password);
    if (!(await ctx.passwordResets.redeem(live.id, user.id, passwordHash, ctx.now()))) {
      // Used by a concurrent request, or expired while the password was being hashed.
      await audit('failure', 'code no longer live', user.login);
      throw wrongCode();
    }
    // docs/security.md, SESSION-4: every session of the user ends, whoever holds them.
    const ended = await ctx.sessions.deleteOthers(user.id, null);
    // The account's sign-in limit is forgiven: its owner has just proved who they are.
    ctx.signInLimits.perAccount.reset(`user:${user.id}`);
    await audit('success', `sessions ended: ${ended}`, user.login);
    return { ok: true as const };
  });
}
