import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTokenBody } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Asking again (docs/security.md#step-up): a sensitive call refused with stepUpRequired opens one
 * dialog for the password or a code; once the server takes it, the call is sent again; cancel gives
 * the refusal back to the page.
 */

afterEach(() => resetApp());

const CREATE = 'POST /v1/token';
const STEP_UP = 'POST /v1/sign-in/step-up';
const PASSWORD = 'Right-pass-2026';

/** A server that refuses a new token until the password was typed again. */
function serve(): FakeServer {
  const server = fakeServer(users.user);
  let proved = false;
  server.on('GET /v1/tokens', { data: [] });
  server.on(STEP_UP, (request) => {
    if ((request.body as { password?: string }).password !== PASSWORD) {
      return { status: 400, data: { code: 'InvalidOldPassword', message: 'wrong', field: 'password' } };
    }
    proved = true;
    return { data: { proofTime: new Date().toISOString() } };
  });
  server.on(CREATE, (request) => {
    if (!proved) {
      return { status: 403, data: { code: 'Forbidden', message: 'again', reason: 'stepUpRequired' } };
    }
    const body = request.body as CreateTokenBody;
    const now = new Date().toISOString();
    return {
      data: { id: 'tok-1', name: body.name, expireTime: null, createdTime: now, lastUsedTime: null, secret: 'vgl_1' },
    };
  });
  signIn(server.currentSettings());
  return server;
}

async function findDialog(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {}, { timeout: 30_000 });
  const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

async function askForToken(user: ReturnType<typeof quickUser>): Promise<void> {
  await screen.findByRole('table', { name: 'My API tokens', hidden: true }, { timeout: 30_000 });
  await user.click(screen.getByRole('button', { name: /Create token$/, hidden: true }));
  const create = within(await findDialog('New API token'));
  await fill(user, create.getByRole('textbox', { name: 'Name' }), 'script');
  await user.click(create.getByRole('button', { name: /^Create$/, hidden: true }));
}

describe('asking again before a sensitive action', { timeout: 60_000 }, () => {
  it('asks for the password, shows a wrong one on the field, and sends the action again once it is right', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/profile/me/tokens');
    await askForToken(user);

    const ask = within(await findDialog('Confirm it is you'));
    const password = ask.getByLabelText('Current password');
    await fill(user, password, 'wrong-one');
    await user.click(ask.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await ask.findByText('Invalid old password')).toBeTruthy();
    expect(password).toHaveValue('wrong-one');

    await fill(user, password, PASSWORD);
    await user.click(ask.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await findDialog('Token script has been created')).toBeTruthy();
    expect(server.calls(STEP_UP).map((r) => r.body)).toEqual([{ password: 'wrong-one' }, { password: PASSWORD }]);
    expect(server.calls(CREATE)).toHaveLength(2);
  });

  it('gives the refusal back to the page when cancelled, and sends nothing again', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/profile/me/tokens');
    await askForToken(user);

    const ask = within(await findDialog('Confirm it is you'));
    await user.click(ask.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await screen.findByText(/Confirm it is you: enter your password or a code again/)).toBeTruthy();
    expect(server.calls(CREATE)).toHaveLength(1);
    expect(server.calls(STEP_UP)).toHaveLength(0);
  });
});
