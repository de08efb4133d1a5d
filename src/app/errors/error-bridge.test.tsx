import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, errorStatus, type ErrorCode } from '@contract/errors';
import enErrors from '@locales/en/errors.json';
import ruErrors from '@locales/ru/errors.json';
import { call } from '@/shared/http/client';
import { useSessionStore } from '@/shared/session/session-store';
import { apiError, fakeServer, users, type FakeServer } from '@/test/fixtures';
import { header, nameEndingWith, renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(resetApp);

/** A form that saves the profile: its failure goes to the shell like any mutation's. */
function SaveProfile() {
  const save = useMutation({ mutationFn: () => call('updateMe', { body: { fullName: 'Ada' } }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save profile
    </button>
  );
}

/** docs/console.md#error-catalogue, the catalogue: the messages the spec gives word for word. */
const specMessages: Partial<Record<ErrorCode | 'Unknown' | 'ServerNotResponding', string>> = {
  AccessDenied: 'Access denied',
  Unavailable: 'Unavailable',
  Forbidden: "You don't have access",
  InternalServerError: 'Internal server error',
  Unknown: 'Something went wrong',
  ValidationError: 'Validation error',
  NotFound: 'Not found',
  ServerNotResponding: 'Server is not responding',
  LicenseIncorrect: 'License is incorrect',
  LicenseExpired: 'License is missing or expired',
  EnterpriseOnly: 'Enterprise only',
  NotAuthorized: 'You are not authorized',
  RequestDecodeError: 'Request decode error',
  ResponseEncodeError: 'Response encode error',
  TimeRangeTooLong: 'Time range is too long',
  AuthorizationFailed: 'Incorrect login or password',
  PasswordNotComplexEnough: 'Password is not complex enough',
  InvalidOldPassword: 'Invalid old password',
  SameOldAndNewPassword: 'Old password and new password cannot be same',
  QuotaReached: 'Quota is reached',
  FeatureNotInLicense: "The feature didn't find in the license",
  AlreadyUsed: 'Already used',
};

/**
 * The status a mutation failing with `code` is answered with. A 401 other than
 * a wrong password, and 423, send the user to sign-in or init instead (tested
 * below), so their messages are checked on a 400.
 */
function statusFor(code: ErrorCode): number {
  const status = errorStatus[code];
  return (status === 401 && code !== 'AuthorizationFailed') || status === 423 ? 400 : status;
}

describe('errors become redirects and notifications (docs/console.md#error-catalogue)', () => {
  function onStreamPage(answer: (server: FakeServer) => ReturnType<typeof apiError> | 'no-response') {
    const server = fakeServer(users.user);
    server.on('GET /v1/stream/cam-1', () => answer(server));
    signIn(server.currentSettings());
    return { server, app: renderApp('/stream/cam-1/info') };
  }

  it('a query answered 401 signs the user out and goes to the sign-in page', async () => {
    const { app } = onStreamPage((server) => {
      server.user = null; // the session has expired on the server
      return apiError('NotAuthorized');
    });
    expect(await screen.findByRole('heading', { name: 'Authorization' })).toBeInTheDocument();
    expect(app.path()).toBe('/auth');
    expect(useSessionStore.getState().user).toBeNull();
    expect(app.notifications()).toEqual([]);
  });

  it('a query answered 423 goes to the init page', async () => {
    const { app } = onStreamPage((server) => {
      server.locked = true; // the server has been reset
      return apiError('Locked');
    });
    expect(await screen.findByRole('heading', { name: 'Server initialization' })).toBeInTheDocument();
    expect(app.path()).toBe('/init');
    expect(app.notifications()).toEqual([]);
  });

  it('a GET answered 404 shows the not-found page at the address typed, without a notification', async () => {
    const { app, server } = onStreamPage(() => apiError('NotFound'));
    expect((await screen.findAllByRole('heading', { name: 'Page not found' })).length).toBeGreaterThan(0);
    expect(app.path()).toBe('/stream/cam-1/info');
    await waitFor(() => expect(document.title).toBe('Page not found · Vigil'));
    // The header and the side panel are the not-found page's: no stream name, info button or stream tabs.
    const bar = within(header());
    expect(bar.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: /Setting of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: nameEndingWith('Stream debug') })).not.toBeInTheDocument();
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(1);
    expect(app.notifications()).toEqual([]);

    // The next page opens as usual.
    await app.navigate('/mosaics');
    expect(await within(header()).findByRole('heading', { name: 'Mosaics' })).toBeInTheDocument();
    expect(app.path()).toBe('/mosaics');
  });

  it('a request without an answer shows "Server is not responding"', async () => {
    const { app } = onStreamPage(() => 'no-response');
    await waitFor(() => expect(app.notifications()).toEqual(['Server is not responding']));
    expect(app.path()).toBe('/stream/cam-1/info');
  });

  it('"Server is not responding" opens below the header, clear of its add button and user menu', async () => {
    const { app } = onStreamPage(() => 'no-response');
    await waitFor(() => expect(app.notifications()).toEqual(['Server is not responding']));
    const list = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(list?.style.getPropertyValue('--notification-top')).toBe('64px');
  });

  it('a failed mutation shows the catalogue message of every code, and "Something went wrong" for an unknown one', async () => {
    const server = fakeServer(null);
    signIn(server.currentSettings());
    const app = renderApp('/no/such/page', { children: <SaveProfile /> });
    await screen.findAllByText('Page not found');

    expect(Object.keys(enErrors)).toEqual(expect.arrayContaining([...errorCodes, 'Unknown', 'ServerNotResponding']));
    const cases: [string, number, string][] = errorCodes.map((code) => [
      code,
      statusFor(code),
      specMessages[code] ?? enErrors[code],
    ]);
    cases.push(['NoSuchCode', 500, 'Something went wrong']);
    // Each message is told apart from those already on screen.
    expect(new Set(cases.map(([, , message]) => message)).size).toBe(cases.length);

    const save = screen.getByRole('button', { name: 'Save profile' });
    for (const [code, status, message] of cases) {
      server.on('PATCH /v1/user', apiError(code, status));
      fireEvent.click(save);
      await waitFor(() => expect(app.notifications(), code).toContain(message));
    }
    expect(server.calls('PATCH /v1/user')).toHaveLength(cases.length);
    expect(app.path()).toBe('/no/such/page');
    expect(server.unhandled).toEqual([]);
  });

  it('shows the catalogue in Russian', async () => {
    const server = fakeServer(null);
    signIn(server.currentSettings());
    const app = renderApp('/no/such/page', { language: 'ru', children: <SaveProfile /> });
    await screen.findByText('Страница не найдена');

    const codes = [...errorCodes, 'Unknown' as const];
    expect(new Set(codes.map((code) => ruErrors[code])).size).toBe(codes.length);
    const save = screen.getByRole('button', { name: 'Save profile' });
    for (const code of codes) {
      const message = ruErrors[code];
      expect(message, code).not.toBe(enErrors[code]);
      server.on('PATCH /v1/user', apiError(code, code === 'Unknown' ? 500 : statusFor(code)));
      fireEvent.click(save);
      await waitFor(() => expect(app.notifications(), code).toContain(message));
    }
  });
});
