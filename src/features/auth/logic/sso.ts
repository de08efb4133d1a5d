import { isErrorReason, type ErrorReason } from '@contract/errors';
import { destinationPath } from '@/shared/routing/logic/destination';

/**
 * Where the single sign-on button goes: the server's start, with the console page to come back to
 * (the saved destination, docs/console.md#states-and-transitions) when there is one.
 */
export function ssoStartUrl(savedDestination: unknown): string {
  const path = destinationPath(savedDestination);
  return path ? `/v1/sign-in/oidc?returnTo=${encodeURIComponent(path)}` : '/v1/sign-in/oidc';
}

/** The reason a single sign-on was refused, from the sign-in page's `?sso=` (anything else is ignored). */
export function ssoRefusal(search: URLSearchParams): ErrorReason | null {
  const reason = search.get('sso');
  return reason && reason.startsWith('sso') && isErrorReason(reason) ? reason : null;
}
