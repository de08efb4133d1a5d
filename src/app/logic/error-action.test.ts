import { describe, expect, it } from 'vitest';
import { errorCodes } from '@contract/errors';
import { ActionDebouncer, errorAction } from './error-action';

describe('errorAction', () => {
  it('sends 401 to sign-in and 423 to init, from anywhere', () => {
    for (const source of ['query', 'mutation', 'health', 'settings'] as const) {
      expect(errorAction({ status: 401, code: 'NotAuthorized' }, source)).toEqual({ type: 'sign-in' });
      expect(errorAction({ status: 423, code: 'Locked' }, source, true)).toEqual({ type: 'init' });
    }
  });

  it('leaves a failed sign-in to the sign-in form', () => {
    expect(errorAction({ status: 401, code: 'AuthorizationFailed' }, 'mutation', true)).toEqual({ type: 'none' });
    expect(errorAction({ status: 401, code: 'AuthorizationFailed' }, 'mutation')).toEqual({
      type: 'notify',
      code: 'AuthorizationFailed',
    });
  });

  it('sends a GET 404 to not-found without a notification, but notifies other 404s', () => {
    expect(errorAction({ status: 404, code: 'NotFound' }, 'query')).toEqual({ type: 'not-found' });
    expect(errorAction({ status: 404, code: 'NotFound' }, 'mutation')).toEqual({ type: 'notify', code: 'NotFound' });
  });

  it('says the server is not responding when no response came', () => {
    expect(errorAction({ status: null, code: 'ServerNotResponding' }, 'health')).toEqual({
      type: 'notify',
      code: 'ServerNotResponding',
    });
  });

  it('shows only server errors for health and settings', () => {
    expect(errorAction({ status: 503, code: 'Unavailable' }, 'settings')).toEqual({
      type: 'notify',
      code: 'Unavailable',
    });
    expect(errorAction({ status: 403, code: 'Forbidden' }, 'health')).toEqual({ type: 'none' });
  });

  it('leaves an error to a caller that shows it, and notifies every other code', () => {
    expect(errorAction({ status: 400, code: 'InvalidOldPassword' }, 'mutation', true)).toEqual({ type: 'none' });
    for (const code of errorCodes.filter((c) => c !== 'Locked' && c !== 'NotAuthorized')) {
      const status = code === 'NotFound' ? 409 : 400;
      expect(errorAction({ status, code }, 'mutation')).toEqual({ type: 'notify', code });
    }
  });
});

describe('ActionDebouncer', () => {
  it('lets one of many equal actions through per window', () => {
    const d = new ActionDebouncer(1000);
    expect(d.allow({ type: 'sign-in' }, 0)).toBe(true);
    expect(d.allow({ type: 'sign-in' }, 500)).toBe(false);
    expect(d.allow({ type: 'notify', code: 'Forbidden' }, 500)).toBe(true);
    expect(d.allow({ type: 'sign-in' }, 1500)).toBe(true);
    expect(d.allow({ type: 'none' }, 5000)).toBe(false);
  });
});
