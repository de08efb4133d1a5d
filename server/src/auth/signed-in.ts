import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '../../contract/schemas/user';
import { toUser, type UserRow } from '../users';
import { secondFactorMissing } from '../core/security/second-factor-policy';
import { SESSION_COOKIE, startSession } from '../core/security/sessions';
import { sha256 } from '../core/security/secrets';
import type { AuthRoutesDeps } from './plugin';

/** A fresh session id at every sign-in (password, second step or passkey): whatever the browser carried before is ended. */
export async function signedIn(
  ctx: AuthRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<SignedIn> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) {
    const old = await ctx.sessions.bySecretHash(sha256(previous));
    if (old) await ctx.sessions.delete(old.id);
  }
  await startSession(ctx, request, reply, user.id);
  const enrolmentRequired = secondFactorMissing(ctx.configuration.current().requireSecondFactor, user);
  return {
    mustChangePassword: user.must_change_password === 1,
    ...(enrolmentRequired ? { enrolmentRequired } : {}),
    user: toUser(user),
  };
}
