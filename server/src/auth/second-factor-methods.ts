import type { SecondFactorChallenge } from '../../contract/schemas/user';
import type { AuthRoutesDeps } from './plugin';

/** The ways this user may answer the second step: the app and its recovery codes, and passkeys. */
export async function secondFactorMethods(
  ctx: Pick<AuthRoutesDeps, 'twoFactor' | 'passkeys'>,
  userId: number,
): Promise<SecondFactorChallenge['methods']> {
  const totp = await ctx.twoFactor.totp(userId);
  const methods: SecondFactorChallenge['methods'] = totp?.confirmed_at != null ? ['totp', 'recovery'] : [];
  if ((await ctx.passkeys.count(userId)) > 0) methods.push('webauthn');
  return methods;
}
