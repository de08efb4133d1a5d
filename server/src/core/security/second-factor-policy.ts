import type { UserRow } from '../db/schema';

/** docs/security.md, MFA-4: who the configuration asks for a second factor. */
export type SecondFactorPolicy = 'none' | 'admins' | 'everyone';

/** Whether the policy asks this user for a second factor. */
export function secondFactorCovers(policy: SecondFactorPolicy, user: Pick<UserRow, 'is_admin'>): boolean {
  return policy === 'everyone' || (policy === 'admins' && user.is_admin === 1);
}

/** Whether the policy covers this user and they have no second factor yet: they are held to enrolling one. */
export function secondFactorMissing(
  policy: SecondFactorPolicy,
  user: Pick<UserRow, 'is_admin' | 'second_factor'>,
): boolean {
  return user.second_factor !== 1 && secondFactorCovers(policy, user);
}
