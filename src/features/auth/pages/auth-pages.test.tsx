import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/index';
import { useSessionStore } from '@/shared/session/session-store';
import { apiError, fakeServer, stream, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';

/*
 * The three signed-out pages (sign-in, password recovery, server init), each
 * through the real routes. One file: in jsdom each test file pays for loading
 * antd and ProLayout again.
 */

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

const SIGN_IN = 'POST /v1/sign-in';
/** The browser's passkey ceremony, played by the test (Playwright drives a real one: e2e/passkeys.spec.ts). */
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));
const ASSERTION = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

/** A signed-out console whose server accepts `login` / `password` and signs in `as`. */
function signedOutServer(as: User, options: { mustChangePassword?: boolean } = {}): FakeServer {
  const server = fakeServer(null);
  server.on('GET /v1/stream/cam-1', { data: stream() });
  server.on(SIGN_IN, (request, s) => {
    const { login, password } = request.body as { login: string; password: string };
    if (login !== as.name || password !== 'Correct-horse-1') return apiError('AuthorizationFailed');
    s.user = as;
    return { data: { mustChangePassword: options.mustChangePassword ?? false, user: as } };
  });
  signIn(server.currentSettings());
  return server;
}

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup({ delay: null });
  const loginField = await screen.findByRole('textbox', { name: 'Login' });
  await fill(user, loginField, login);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page (docs/console.md#states-and-transitions)', () => {
  it.each([
    {
      case: 'to profile edit when a new password is due',
      mustChangePassword: true,
      saved: null,
      to: '/profile/me/edit',
      heading: 'My profile',
    },
    {
      case: 'to the saved destination',
      mustChangePassword: false,
      saved: { name: 'stream-debug', params: { uid: 'cam-1' } },
      to: '/stream/cam-1/debug',
      heading: 'Stream debug',
    },
    { case: 'otherwise to all streams', mustChangePassword: false, saved: null, to: '/streams', heading: 'Streams' },
  ])('goes $case', async ({ mustChangePassword, saved, to, heading }) => {
    const server = signedOutServer(users.user, { mustChangePassword });
    if (saved) sessionStorage.setItem('vigil.destination', JSON.stringify(saved));
    const app = renderApp('/auth');

    await fillAndSubmit('olga', 'Correct-horse-1');

    // The shell appears: the fresh boot data says who is signed in.
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(app.path()).toBe(to);
    expect(await screen.findByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.name).toBe('olga');
    expect(server.calls(SIGN_IN).map((r) => r.body)).toEqual([{ login: 'olga', password: 'Correct-horse-1' }]);
  });

  it('says "Incorrect login or password" on the form, keeps the typed login, and stays', async () => {
    const server = signedOutServer(users.user);
    const app = renderApp('/auth');

    await fillAndSubmit('olga', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login or password');
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveValue('olga');
    expect(app.path()).toBe('/auth');
    expect(app.notifications()).toEqual([]);
    expect(server.calls(SIGN_IN)).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();

    // A second try with the right password goes through.
    const user = userEvent.setup({ delay: null });
    const password = screen.getByLabelText('Password');
    await fill(user, password, 'Correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.path()).toBe('/streams'));
  });

  it('fills login and password from the kiosk prefill of the boot data', async () => {
    const server = fakeServer(null, { kioskPrefillUser: 'kiosk', kioskPrefillPassword: 'kiosk-pass-1' });
    server.on(SIGN_IN, { data: { mustChangePassword: false, user: users.readOnly } });
    signIn(server.currentSettings());
    renderApp('/auth');

    expect(await screen.findByRole('textbox', { name: 'Login' })).toHaveValue('kiosk');
    expect(screen.getByLabelText('Password')).toHaveValue('kiosk-pass-1');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(server.calls(SIGN_IN)).toHaveLength(1));
    expect(server.calls(SIGN_IN)[0]?.body).toEqual({ login: 'kiosk', password: 'kiosk-pass-1' });
  });

  it('offers single sign-on when the server has it, coming back to the saved page (docs/people.md#single-sign-on)', async () => {
    const server = fakeServer(null, { signInMethods: ['password', 'oidc'], ssoLabel: 'Corp ID' });
    signIn(server.currentSettings());
    sessionStorage.setItem('vigil.destination', JSON.stringify({ name: 'stream-debug', params: { uid: 'cam-1' } }));
    renderApp('/auth');

    const button = await screen.findByRole('link', { name: 'Sign in with Corp ID' });
    expect(button).toHaveAttribute('href', `/v1/sign-in/oidc?returnTo=${encodeURIComponent('/stream/cam-1/debug')}`);
  });

  it('has no single sign-on button when the server has none', async () => {
    signIn(fakeServer(null).currentSettings());
    renderApp('/auth');
    await screen.findByRole('textbox', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /single sign-on|Sign in with/ })).toBeNull();
  });

  it("shows why the provider's sign-in was refused, in the catalogue's words", async () => {
    const server = fakeServer(null, { signInMethods: ['password', 'oidc'], ssoLabel: '' });
    signIn(server.currentSettings());
    renderApp('/auth?sso=ssoLoginTaken');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Single sign-on failed');
    expect(alert).toHaveTextContent('A user of this server already has this login');
    expect(screen.getByRole('link', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
  });
});

const SECOND_FACTOR = 'POST /v1/sign-in/second-factor';
/** A refusal naming its field or reason, as the server answers one. */
const refused = (code: string, status: number, more: { field?: string; reason?: string }) => ({
  status,
  data: { code, message: `${code} (fake)`, ...more },
});

describe('the second step of sign-in (docs/people.md#second-factor)', () => {
  /** A server whose user has an authenticator app: the password gives a ticket, then 123456 or one recovery code signs in. */
  function twoStepServer(): FakeServer {
    const server = fakeServer(null);
    const used = new Set<string>();
    server.on(SIGN_IN, { data: { secondFactorRequired: true, methods: ['totp', 'recovery'], ticket: 't.abc' } });
    server.on(SECOND_FACTOR, (request, s) => {
      const body = request.body as { ticket: string; code?: string; recoveryCode?: string };
      if (body.code !== undefined && body.code !== '123456') {
        return refused('UnknownLifetimeCode', 400, { field: 'code' });
      }
      if (body.recoveryCode !== undefined) {
        if (used.has(body.recoveryCode)) return refused('UnknownLifetimeCode', 400, { field: 'recoveryCode' });
        used.add(body.recoveryCode);
      }
      s.user = { ...users.user, secondFactor: true };
      return { data: { mustChangePassword: false, user: s.user } };
    });
    signIn(server.currentSettings());
    return server;
  }

  it('asks for the code after the password, names a wrong one on its field, and signs in with the right one', async () => {
    const server = twoStepServer();
    const app = renderApp('/auth');
    await fillAndSubmit('olga', 'Correct-horse-1');

    const code = await screen.findByRole('textbox', { name: 'Code from the app' });
    expect(useSessionStore.getState().user).toBeNull();
    const user = userEvent.setup({ delay: null });
    await fill(user, code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the six digits from the app')).toBeInTheDocument();
    expect(server.calls(SECOND_FACTOR)).toEqual([]);

    await fill(user, code, '654 321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
    expect(code).toHaveValue('654 321');

    await fill(user, code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.path()).toBe('/streams'));
    expect(server.calls(SECOND_FACTOR).map((r) => r.body)).toEqual([
      { ticket: 't.abc', code: '654321' },
      { ticket: 't.abc', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, through the "use a recovery code" link', async () => {
    const server = twoStepServer();
    const app = renderApp('/auth');
    await fillAndSubmit('olga', 'Correct-horse-1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await fill(user, screen.getByRole('textbox', { name: 'Recovery code' }), ' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.path()).toBe('/streams'));
    expect(server.calls(SECOND_FACTOR).map((r) => r.body)).toEqual([{ ticket: 't.abc', recoveryCode: 'abcde-12345' }]);
  });

  it("signs in with a passkey alone, and says so when the user cancels the browser's dialog", async () => {
    const server = fakeServer(null);
    server.on('POST /v1/sign-in/webauthn/options', { data: { challenge: 'Y2g', rpId: 'localhost' } });
    server.on('POST /v1/sign-in/webauthn', (_request, s) => {
      s.user = users.user;
      return { data: { mustChangePassword: false, user: users.user } };
    });
    signIn(server.currentSettings());
    const app = renderApp('/auth');
    const user = userEvent.setup({ delay: null });
    startAuthentication.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('The passkey was not used. Try again when you are ready.')).toBeInTheDocument();
    expect(server.calls('POST /v1/sign-in/webauthn')).toEqual([]);

    startAuthentication.mockResolvedValueOnce(ASSERTION);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(app.path()).toBe('/streams'));
    expect(startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: { challenge: 'Y2g', rpId: 'localhost' } });
    expect(server.calls('POST /v1/sign-in/webauthn').map((r) => r.body)).toEqual([{ credential: ASSERTION }]);
  });

  it('offers the passkey as the second step when the server lists it', async () => {
    const server = fakeServer(null);
    server.on(SIGN_IN, { data: { secondFactorRequired: true, methods: ['webauthn'], ticket: 't.abc' } });
    server.on('POST /v1/sign-in/webauthn/options', { data: { challenge: 'Y2g', rpId: 'localhost' } });
    server.on(SECOND_FACTOR, (_request, s) => {
      s.user = { ...users.user, secondFactor: true };
      return { data: { mustChangePassword: false, user: s.user } };
    });
    signIn(server.currentSettings());
    const app = renderApp('/auth');
    await fillAndSubmit('olga', 'Correct-horse-1');
    expect(await screen.findByText('Confirm it is you with your passkey.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code from the app' })).toBeNull();
    startAuthentication.mockResolvedValueOnce(ASSERTION);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(app.path()).toBe('/streams'));
    expect(server.calls('POST /v1/sign-in/webauthn/options').map((r) => r.body)).toEqual([{ ticket: 't.abc' }]);
    expect(server.calls(SECOND_FACTOR).map((r) => r.body)).toEqual([{ ticket: 't.abc', credential: ASSERTION }]);
  });

  it('sends the user back to the password when the ticket has run out', async () => {
    const server = fakeServer(null);
    server.on(SIGN_IN, { data: { secondFactorRequired: true, methods: ['totp', 'recovery'], ticket: 't.old' } });
    server.on(SECOND_FACTOR, refused('AuthorizationFailed', 401, { reason: 'signInTicketExpired' }));
    signIn(server.currentSettings());
    renderApp('/auth');
    await fillAndSubmit('olga', 'Correct-horse-1');
    const user = userEvent.setup({ delay: null });
    await fill(user, await screen.findByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/took too long or was already finished/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter the password again' }));
    expect(await screen.findByRole('textbox', { name: 'Login' })).toHaveValue('olga');
  });
});

const SEND = 'POST /v1/password/send-reset';
const RESET = 'POST /v1/password/reset';

describe('password recovery (docs/console.md#states-and-transitions, #error-catalogue)', () => {
  it('sends a code, counts the resend delay down from Retry-After, and resets the password', async () => {
    // The countdown ticks on setInterval and reads the clock: both are faked; everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const user = userEvent.setup({ delay: null });
    const server = fakeServer(null);
    server.on(SEND, (request) => {
      const { email } = request.body as { email: string };
      if (email !== users.user.email) return apiError('NotFound');
      return { data: { retryAfter: 30 }, headers: { 'Retry-After': '30' } };
    });
    server.on(RESET, { data: { ok: true } });
    signIn(server.currentSettings());
    const app = renderApp('/recover-password');

    // An unknown e-mail.
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await fill(user, email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User with email nobody@example.com has not found');
    expect(app.notifications()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();

    // A known one: the code is sent and resending waits 30 s, counted down each second.
    await fill(user, email, users.user.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(`Code has been sent to ${users.user.email}`)).toBeInTheDocument();
    expect(screen.queryByText(/has not found/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 30 s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Send again in 29 s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Send again in 28 s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(28_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(server.calls(SEND).map((r) => r.body)).toEqual([
      { email: 'nobody@example.com' },
      { email: users.user.email },
    ]);

    // The code from the e-mail and a new password.
    await fill(user, screen.getByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await fill(user, screen.getByLabelText('New password'), 'New-password-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password has been changed')).toBeInTheDocument();
    expect(app.path()).toBe('/auth?recover=1');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(server.calls(RESET).map((r) => r.body)).toEqual([
      { email: users.user.email, code: '123456', password: 'New-password-42' },
    ]);
  });
});

const UNLOCK = 'POST /v1/system/unlock';
const SETTINGS = 'GET /v1/system/internal/ui/settings';

describe('server initialization (docs/console.md#screens-and-routes)', () => {
  it('refuses differing passwords without a request, then creates the administrator and lands on all streams', async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeServer(null, { isLocked: true });
    server.on(UNLOCK, (_request, s) => {
      s.locked = false;
      s.user = users.admin;
      return { data: { mustChangePassword: false, user: users.admin } };
    });
    signIn(server.currentSettings());
    const app = renderApp('/init');

    await fill(user, await screen.findByRole('textbox', { name: 'Administrator login' }), 'admin');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'admin@example.com');
    await fill(user, screen.getByLabelText('Password'), 'Str0ng-passphrase');
    await fill(user, screen.getByLabelText('Repeat the password'), 'Str0ng-passphrasf');
    await user.click(screen.getByRole('button', { name: 'Create administrator' }));

    expect(await screen.findByText('The passwords differ')).toBeInTheDocument();
    expect(server.calls(UNLOCK)).toEqual([]);
    expect(app.path()).toBe('/init');

    const confirm = screen.getByLabelText('Repeat the password');
    await fill(user, confirm, 'Str0ng-passphrase');
    await waitFor(() => expect(screen.queryByText('The passwords differ')).not.toBeInTheDocument());
    const settingsBefore = server.calls(SETTINGS).length;
    await user.click(screen.getByRole('button', { name: 'Create administrator' }));

    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(app.path()).toBe('/streams');
    expect(server.calls(UNLOCK).map((r) => r.body)).toEqual([
      { login: 'admin', email: 'admin@example.com', password: 'Str0ng-passphrase' },
    ]);
    // Unlock first, then fresh settings (now with the new administrator).
    const order = server.requests.map((r) => `${r.method} ${r.url}`);
    expect(order.lastIndexOf(SETTINGS)).toBeGreaterThan(order.indexOf(UNLOCK));
    expect(server.calls(SETTINGS).length).toBeGreaterThan(settingsBefore);
    expect(useSessionStore.getState().settings?.isLocked).toBe(false);
    expect(useSessionStore.getState().user?.name).toBe('admin');
  });
});

/** A refusal of a weak password as the server answers it: the code, the field and the reason word. */
const weakPassword = (reason: string) => ({
  status: 400,
  data: {
    code: 'PasswordNotComplexEnough',
    message: `Password is not complex enough (${reason})`,
    field: 'password',
    reason,
  },
});

describe('password reasons on the password forms', () => {
  async function lockedInit() {
    const user = userEvent.setup({ delay: null });
    const server = fakeServer(null, { isLocked: true });
    signIn(server.currentSettings());
    renderApp('/init');
    await fill(user, await screen.findByRole('textbox', { name: 'Administrator login' }), 'admin');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'admin@example.com');
    return { user, server };
  }

  async function submitInit(user: ReturnType<typeof userEvent.setup>, password: string) {
    await fill(user, screen.getByLabelText('Password'), password);
    await fill(user, screen.getByLabelText('Repeat the password'), password);
    await user.click(screen.getByRole('button', { name: 'Create administrator' }));
  }

  it('init: a password too short or containing the login is named under the field, and nothing is sent', async () => {
    const { user, server } = await lockedInit();
    const password = screen.getByLabelText('Password');

    await submitInit(user, 'Ab-1');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The password is too short: it needs at least 8 characters\./),
    );
    // The first invalid field takes the focus.
    expect(password).toHaveFocus();

    await submitInit(user, 'My-Admin-2026');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The password contains the login\./));

    // Another login: the same password will do.
    await fill(user, screen.getByRole('textbox', { name: 'Administrator login' }), 'root');
    await waitFor(() => expect(password).not.toHaveAccessibleDescription(/contains the login/));
    expect(server.calls(UNLOCK)).toEqual([]);
  });

  it("init: the server's reason is named under the password field and in the form's error", async () => {
    const { user, server } = await lockedInit();
    server.on(UNLOCK, weakPassword('passwordNeedsKinds'));

    await submitInit(user, 'abcdefghij');

    const text =
      'The password needs another kind of character: mix letters with digits or symbols, or use 16 or more characters.';
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(new RegExp(text)));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(`Password is not complex enough${text}`);
    expect(server.calls(UNLOCK)).toHaveLength(1);
  });

  it("recovery: a short password is refused before sending, and the server's reason is named under the field", async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeServer(null);
    server.on(SEND, { data: { retryAfter: 30 }, headers: { 'Retry-After': '30' } });
    server.on(RESET, weakPassword('passwordContainsLogin'));
    signIn(server.currentSettings());
    renderApp('/recover-password');
    await fill(user, await screen.findByRole('textbox', { name: 'E-mail' }), users.user.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await fill(user, await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    const password = screen.getByLabelText('New password');

    await fill(user, password, 'olga-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The password is too short/));
    expect(server.calls(RESET)).toEqual([]);

    await fill(user, password, 'My-olga-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The password contains the login\./));
    expect(server.calls(RESET)).toHaveLength(1);
  });
});
