import type { RouteAccess } from '@/shared/routing';

export type GateDecision =
  | { type: 'render' }
  | { type: 'redirect'; to: 'init' | 'auth' | 'streams' | 'profile-edit' | 'profile-security' }
  | { type: 'forbidden' };

export interface GateInput {
  access: RouteAccess;
  /** The server has no administrator yet. */
  locked: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  isReadOnly: boolean;
  /** The user must choose a new password before anything else (held on profile edit). */
  passwordDue?: boolean;
  /** The page is the one where the password is changed. */
  passwordPage?: boolean;
  /** The policy asks the user for a second factor and they have none (held on the Security tab). */
  enrolmentDue?: boolean;
  /** The page is the one where a second factor is enrolled. */
  securityPage?: boolean;
}

/** Whether the configuration's policy asks this user for a second factor they do not have yet. */
export function secondFactorDue(
  policy: 'none' | 'admins' | 'everyone' | undefined,
  user: { isAdmin: boolean; secondFactor: boolean } | null,
): boolean {
  if (!user || user.secondFactor) return false;
  return policy === 'everyone' || (policy === 'admins' && user.isAdmin);
}

/** Who may open a route, decided once for every route of the table. */
export function gate(input: GateInput): GateDecision {
  const { access, locked, signedIn } = input;
  if (locked) return access === 'locked' || access === 'any' ? { type: 'render' } : { type: 'redirect', to: 'init' };
  switch (access) {
    case 'any':
      return { type: 'render' };
    case 'locked':
      return { type: 'redirect', to: signedIn ? 'streams' : 'auth' };
    case 'guest':
      return signedIn ? { type: 'redirect', to: 'streams' } : { type: 'render' };
    default:
      if (!signedIn) return { type: 'redirect', to: 'auth' };
      if (input.passwordDue && !input.passwordPage) return { type: 'redirect', to: 'profile-edit' };
      if (!input.passwordDue && input.enrolmentDue && !input.securityPage) {
        return { type: 'redirect', to: 'profile-security' };
      }
      if (access === 'writer' && input.isReadOnly) return { type: 'forbidden' };
      if (access === 'admin' && !input.isAdmin) return { type: 'forbidden' };
      return { type: 'render' };
  }
}
