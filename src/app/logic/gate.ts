import type { RouteAccess } from '@/shared/routing';

export type GateDecision =
  { type: 'render' } | { type: 'redirect'; to: 'init' | 'auth' | 'streams' | 'profile-edit' } | { type: 'forbidden' };

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
      if (access === 'writer' && input.isReadOnly) return { type: 'forbidden' };
      if (access === 'admin' && !input.isAdmin) return { type: 'forbidden' };
      return { type: 'render' };
  }
}
