import type { RouteAccess } from '@/shared/routing';

export type GateDecision =
  { type: 'render' } | { type: 'redirect'; to: 'init' | 'auth' | 'streams' } | { type: 'forbidden' };

export interface GateInput {
  access: RouteAccess;
  /** The server has no administrator yet. */
  locked: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  isReadOnly: boolean;
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
      if (access === 'writer' && input.isReadOnly) return { type: 'forbidden' };
      if (access === 'admin' && !input.isAdmin) return { type: 'forbidden' };
      return { type: 'render' };
  }
}
