import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus, User } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The profile's Security tab (docs/people.md#second-factor): enrolling an authenticator app shows the
 * server's QR code and the secret, confirms with a code, then shows the recovery codes once; a user
 * the policy asks for a second factor is held here until they have one.
 */

afterEach(() => resetApp());

/** The browser's passkey ceremony, played by the test (Playwright drives a real one: e2e/passkeys.spec.ts). */
const startRegistration = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));
const PASSKEYS = 'GET /v1/user/webauthn';
const REGISTER = 'POST /v1/user/webauthn/register';
const LAPTOP = { id: 7, name: 'Laptop', createdTime: '2026-11-20T10:00:00.000Z', lastUsedTime: null };
const CREDENTIAL = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};

const STATUS = 'GET /v1/user/2fa/status';
const START = 'POST /v1/user/2fa/totp';
const CONFIRM = 'POST /v1/user/2fa/totp/confirm';
const REMOVE = 'DELETE /v1/user/2fa/totp';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-1234${i}`);
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** A server that keeps the user's factor: pending after start, on after a confirm with 123456. */
function serve(as: User, settings: Parameters<typeof fakeServer>[1] = {}): FakeServer {
  const server = fakeServer(as, settings);
  let status: TwoFactorStatus = {
    totp: false,
    recoveryCodesLeft: 0,
    required: settings.requireSecondFactor === 'admins',
  };
  server.on(STATUS, () => ({ data: status }));
  server.on('GET /v1/user', (_request, s) => ({ data: s.user }));
  server.on('GET /v1/streams', { data: { items: [], total: 0 } });
  server.on(PASSKEYS, { data: { items: [] } });
  server.on(START, {
    data: { secret: SECRET, otpauthUrl: `otpauth://totp/Vigil:${as.name}?secret=${SECRET}`, qrSvg: QR },
  });
  server.on(CONFIRM, (request, s) => {
    if ((request.body as { code: string }).code !== '123456') {
      return { status: 400, data: { code: 'UnknownLifetimeCode', message: 'wrong', field: 'code' } };
    }
    status = { ...status, totp: true, recoveryCodesLeft: 10 };
    s.user = { ...as, secondFactor: true };
    return { data: { recoveryCodes: CODES } };
  });
  server.on(REMOVE, (_request, s) => {
    status = { ...status, totp: false, recoveryCodesLeft: 0 };
    s.user = { ...as, secondFactor: false };
    return { data: { ok: true } };
  });
  signIn(server.currentSettings());
  return server;
}

async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = screen
        .queryAllByText(title)
        .map((heading) => heading.closest<HTMLElement>('[role="dialog"]'))
        .find(Boolean);
      if (!dialog) throw new Error(`no dialog titled ${title}`);
      return dialog;
    },
    { timeout: 30_000 },
  );
}

describe('the Security tab', { timeout: 60_000 }, () => {
  it('enrols an app: QR code and secret, a code to confirm, then the recovery codes once', async () => {
    const user = quickUser();
    const server = serve(users.user);
    renderApp('/profile/me/security');
    expect(await screen.findByText('Off: the password alone signs you in', {}, { timeout: 30_000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Set up an authenticator app/, hidden: true }));
    const dialog = within(await findDialog('Set up an authenticator app'));
    const qr = await dialog.findByRole('img', { name: 'QR code for the authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
    expect(dialog.getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);

    const code = dialog.getByRole('textbox', { name: 'Code from the app' });
    await fill(user, code, '111 111');
    await user.click(dialog.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await dialog.findByText('The code is wrong or has expired')).toBeTruthy();
    expect(code).toHaveValue('111 111');

    await fill(user, code, '123 456');
    await user.click(dialog.getByRole('button', { name: 'Confirm', hidden: true }));
    const codes = within(await findDialog('Save your recovery codes'));
    const list = codes.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(server.calls(CONFIRM).map((r) => r.body)).toEqual([{ code: '111111' }, { code: '123456' }]);

    await user.click(codes.getByRole('button', { name: 'I have saved them', hidden: true }));
    expect(await screen.findByText('On: an authenticator app is set up')).toBeTruthy();
    expect(screen.getByText('10 recovery codes left')).toBeTruthy();
    expect(server.calls(START)).toHaveLength(1);
  });

  it('removes the app with the current password', async () => {
    const user = quickUser();
    const server = serve({ ...users.user, secondFactor: true });
    server.on(STATUS, { data: { totp: true, recoveryCodesLeft: 2, required: false } });
    renderApp('/profile/me/security');
    expect(await screen.findByText('2 recovery codes left', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText(/Few recovery codes are left/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove', hidden: true }));
    const dialog = within(await findDialog('Remove the authenticator app?'));
    await fill(user, dialog.getByLabelText('Current password'), 'Correct-horse-1');
    await user.click(dialog.getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(server.calls(REMOVE).map((r) => r.body)).toEqual([{ password: 'Correct-horse-1' }]));
  });

  it('holds an administrator the policy asks for a second factor on this tab until they enrol', async () => {
    serve(users.admin, { requireSecondFactor: 'admins' });
    const app = renderApp('/streams');
    expect(
      await screen.findByText(/Your administrator asks for a second factor/, {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(app.path()).toBe('/profile/me/security');
  });

  it('sends a held user on to the page they asked for once the app is enrolled', async () => {
    const user = quickUser();
    serve(users.admin, { requireSecondFactor: 'admins' });
    const app = renderApp('/profile/me/info');
    expect(
      await screen.findByText(/Your administrator asks for a second factor/, {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(app.path()).toBe('/profile/me/security');

    await user.click(screen.getByRole('button', { name: /Set up an authenticator app/, hidden: true }));
    const dialog = within(await findDialog('Set up an authenticator app'));
    await fill(user, await dialog.findByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(dialog.getByRole('button', { name: 'Confirm', hidden: true }));
    const codes = within(await findDialog('Save your recovery codes'));
    await user.click(codes.getByRole('button', { name: 'I have saved them', hidden: true }));
    await waitFor(() => expect(app.path()).toBe('/profile/me/info'), { timeout: 15_000 });
  });

  it('does not ask for a second factor of a user whose passkey is one', async () => {
    const server = serve({ ...users.admin, secondFactor: true }, { requireSecondFactor: 'admins' });
    server.on(PASSKEYS, { data: { items: [LAPTOP] } });
    renderApp('/profile/me/security');
    expect(await screen.findByText('Laptop', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText(/Your administrator asks for a second factor/)).toBeNull();
  });

  it('adds a passkey under a name, renames it and deletes it after a confirmation', async () => {
    const user = quickUser();
    const server = serve(users.user);
    let items: (typeof LAPTOP)[] = [];
    server.on(PASSKEYS, () => ({ data: { items } }));
    server.on('POST /v1/user/webauthn/register/options', {
      data: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost' } },
    });
    server.on(REGISTER, () => {
      items = [LAPTOP];
      return { data: LAPTOP };
    });
    server.on('PATCH /v1/user/webauthn/7', (request) => {
      items = [{ ...LAPTOP, name: (request.body as { name: string }).name }];
      return { data: items[0] };
    });
    server.on('DELETE /v1/user/webauthn/7', () => {
      items = [];
      return { data: { ok: true } };
    });
    startRegistration.mockResolvedValue(CREDENTIAL);
    renderApp('/profile/me/security');
    expect(await screen.findByText('No passkeys yet', {}, { timeout: 30_000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Add a passkey/, hidden: true }));
    const add = within(await findDialog('Add a passkey'));
    await fill(user, add.getByLabelText('Name'), ' Laptop ');
    await user.click(add.getByRole('button', { name: 'Continue', hidden: true }));
    await waitFor(() =>
      expect(server.calls(REGISTER).map((r) => r.body)).toEqual([{ name: 'Laptop', credential: CREDENTIAL }]),
    );
    expect(startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost' } },
    });
    const table = await screen.findByRole('table', { name: 'My passkeys' }, { timeout: 30_000 });
    expect(await within(table).findByText('Laptop')).toBeTruthy();
    expect(within(table).getByText('Not used yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rename passkey Laptop', hidden: true }));
    const rename = within(await findDialog('Rename the passkey'));
    await fill(user, rename.getByLabelText('Name'), 'Work laptop');
    await user.click(rename.getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(table).findByText('Work laptop', {}, { timeout: 30_000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete passkey Work laptop', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(server.calls('DELETE /v1/user/webauthn/7')).toHaveLength(1));
  });
});
