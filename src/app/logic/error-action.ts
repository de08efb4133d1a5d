import type { ErrorCode } from '@contract/errors';
import type { ClientErrorCode } from '@/shared/http/api-error';

export interface ErrorLike {
  status: number | null;
  code: ErrorCode | ClientErrorCode;
}

/** Where a failure came from; the spec treats health and settings polls differently. */
export type ErrorSource = 'query' | 'mutation' | 'health' | 'settings';

export type ErrorAction =
  | { type: 'sign-in' }
  | { type: 'init' }
  | { type: 'not-found' }
  | { type: 'notify'; code: ErrorCode | ClientErrorCode }
  | { type: 'none' };

/**
 * docs/console.md#error-catalogue, in one place: 401 goes to sign-in, 423 to init, a GET's 404 to the
 * not-found page without a notification, no response shows "Server is not
 * responding", health and settings show only server errors (5xx or no
 * response), anything else shows its catalogue message. A caller that shows
 * the error itself (a form) asks for no notification.
 */
export function errorAction(error: ErrorLike, source: ErrorSource, handledByCaller = false): ErrorAction {
  // A wrong password on the sign-in form is the form's to show, not a lost session.
  if (error.status === 401 && error.code !== 'AuthorizationFailed') return { type: 'sign-in' };
  if (error.status === 423) return { type: 'init' };
  if (error.status === null) return { type: 'notify', code: 'ServerNotResponding' };
  if (source === 'health' || source === 'settings') {
    return error.status >= 500 ? { type: 'notify', code: error.code } : { type: 'none' };
  }
  if (handledByCaller) return { type: 'none' };
  if (error.status === 401) return { type: 'notify', code: error.code };
  if (error.status === 404 && source === 'query') return { type: 'not-found' };
  return { type: 'notify', code: error.code };
}

/**
 * Many requests failing at once make one notice, not a pile: the same action
 * is let through once per window.
 */
export class ActionDebouncer {
  private readonly last = new Map<string, number>();

  constructor(private readonly windowMs = 3000) {}

  allow(action: ErrorAction, now: number): boolean {
    if (action.type === 'none') return false;
    const key = action.type === 'notify' ? `notify:${action.code}` : action.type;
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    this.last.set(key, now);
    return true;
  }
}
