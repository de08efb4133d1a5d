import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import { AppError } from '../core/errors';
import { requireAuth, requireSession } from '../core/http/auth';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { verifyPassword } from '../core/security/passwords';
import { secondFactorCovers } from '../core/security/second-factor-policy';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { TwoFactorDeps } from './plugin';
import { acceptedStep, newTotpSecret, openSecret, otpauthUrl, qrSvg, sealSecret } from './totp';

const wrongCode = () => new AppError('UnknownLifetimeCode', 'The code is wrong or has expired', { field: 'code' });

/**
 * The signed-in user's authenticator app (docs/people.md#second-factor): start, confirm, remove;
 * and an administrator's reset of a user's second factor. Secrets and codes are never logged.
 */
export function twoFactorRoutes(app: FastifyInstance, ctx: TwoFactorDeps): void {
  const audit = requestAudit(ctx);

  mount(app, routes.getTwoFactor, async (request) => {
    const { user } = requireAuth(request);
    return {
      totp: user.second_factor === 1,
      recoveryCodesLeft: user.second_factor === 1 ? await ctx.twoFactor.recoveryCodesLeft(user.id) : 0,
      required: secondFactorCovers(ctx.configuration.current().requireSecondFactor, user),
    };
  });

  mount(app, routes.startTotp, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    const secret = newTotpSecret();
    if (!(await ctx.twoFactor.startPending(auth.user.id, sealSecret(ctx.secret, secret), ctx.now()))) {
      await audit(request, 'profile.second-factor-start', { target: auth.user.login, outcome: 'denied' });
      throw new AppError('ActionNotAcceptable', 'An authenticator app is already enrolled: remove it first', {
        reason: 'totpAlreadyEnrolled',
      });
    }
    const url = otpauthUrl(ctx.configuration.current().appTitle, auth.user.login, secret);
    await audit(request, 'profile.second-factor-start', { target: auth.user.login });
    return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
  });

  mount(app, routes.confirmTotp, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    const factor = await ctx.twoFactor.totp(auth.user.id);
    if (!factor || factor.confirmed_at !== null) {
      await audit(request, 'profile.second-factor-enrol', { target: auth.user.login, outcome: 'denied' });
      throw new AppError(
        'ActionNotAcceptable',
        factor ? 'An authenticator app is already enrolled' : 'Start the enrolment first',
        { reason: factor ? 'totpAlreadyEnrolled' : 'totpNotStarted' },
      );
    }
    const step = await acceptedStep(openSecret(ctx.secret, factor.secret_sealed), request.body.code, ctx.now(), 0);
    if (step === null) {
      await audit(request, 'profile.second-factor-enrol', {
        target: auth.user.login,
        outcome: 'failure',
        details: { reason: 'wrong code' },
      });
      throw wrongCode();
    }
    const codes = newRecoveryCodes();
    if (!(await ctx.twoFactor.confirm(auth.user.id, step, codes.map(recoveryCodeHash), ctx.now()))) {
      throw new AppError('ActionNotAcceptable', 'Start the enrolment first', { reason: 'totpNotStarted' });
    }
    await audit(request, 'profile.second-factor-enrol', { target: auth.user.login });
    return { recoveryCodes: codes };
  });

  mount(app, routes.removeTotp, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    const body = request.body;
    const fail = async (field: string, error: AppError) => {
      await audit(request, 'profile.second-factor-remove', {
        target: auth.user.login,
        outcome: 'failure',
        details: { reason: `wrong ${field}` },
      });
      throw error;
    };
    if ('password' in body) {
      if (!(await verifyPassword(body.password, auth.user.password_hash))) {
        await fail('password', new AppError('InvalidOldPassword', undefined, { field: 'password' }));
      }
    } else {
      const factor = await ctx.twoFactor.totp(auth.user.id);
      const step =
        factor?.confirmed_at != null
          ? await acceptedStep(openSecret(ctx.secret, factor.secret_sealed), body.code, ctx.now(), factor.last_step)
          : null;
      if (step === null || !(await ctx.twoFactor.useStep(auth.user.id, step))) await fail('code', wrongCode());
    }
    if (!(await ctx.twoFactor.remove(auth.user.id, ctx.now()))) throw new AppError('NotFound');
    await audit(request, 'profile.second-factor-remove', { target: auth.user.login });
    return { ok: true as const };
  });

  // An administrator's reset takes the passkeys too (docs/people.md#passkeys).
  mount(app, routes.resetUserTwoFactor, async (request) => {
    const row = await ctx.users.byLogin(request.params.login);
    if (!row) throw new AppError('NotFound');
    const totp = await ctx.twoFactor.remove(row.id, ctx.now());
    const passkeys = await ctx.passkeys.removeAll(row.id, ctx.now());
    await audit(request, 'user.second-factor-reset', {
      target: row.login,
      details: { removed: totp || passkeys > 0, passkeys },
    });
    return { ok: true as const };
  });
}
