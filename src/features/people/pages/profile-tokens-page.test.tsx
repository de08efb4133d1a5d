import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiToken, CreatedToken, CreateTokenBody } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Creating an API token (docs/console.md#screens-and-routes /profile/me/tokens): its secret is shown once, in a dialog that
 * says so, and closing the dialog forgets it; the list then shows the token without its secret.
 */

afterEach(() => resetApp());

const LIST = 'GET /v1/tokens';
const CREATE = 'POST /v1/token';
const SECRET = 'vgl_4f9c2d7e1a8b6053';

/** A server that keeps the tokens it creates and lists them without their secret. */
function serve(): FakeServer {
  const server = fakeServer(users.user);
  const tokens: ApiToken[] = [];
  server.on(LIST, () => ({ data: [...tokens] }));
  server.on(CREATE, (request) => {
    const body = request.body as CreateTokenBody;
    const created: CreatedToken = {
      id: `tok-${tokens.length + 1}`,
      name: body.name,
      expireTime: body.expireTime ?? null,
      createdTime: new Date().toISOString(),
      lastUsedTime: null,
      secret: SECRET,
    };
    const { secret: _secret, ...listed } = created;
    tokens.push(listed);
    return { data: created };
  });
  signIn(server.currentSettings());
  return server;
}

/**
 * Ends the leave animations under way, as a browser would once they have played: jsdom plays none,
 * and antd removes a closed dialog (destroyOnHidden) only when its animation has ended. jsdom has
 * no AnimationEvent, so rc-motion listens for the prefixed name.
 */
function endLeaveAnimations(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[class*="-leave-active"]')) {
    for (const name of ['webkitAnimationEnd', 'animationend', 'transitionend'])
      fireEvent(element, new Event(name, { bubbles: true }));
  }
}

/** An open dialog by its title's text (under test rc-util gives every dialog's title the same id). */
async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {}, { timeout: 30_000 });
  const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${String(title)}`);
  return dialog;
}

describe('creating an API token', { timeout: 60_000 }, () => {
  it('shows the secret once with its warning, and forgets it when the dialog closes', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/profile/me/tokens');
    const table = await screen.findByRole('table', { name: 'My API tokens', hidden: true }, { timeout: 30_000 });
    await within(table).findByText(/No API tokens yet/);

    await user.click(screen.getByRole('button', { name: /Create token$/, hidden: true }));
    const create = within(await findDialog('New API token'));
    await fill(user, create.getByRole('textbox', { name: 'Name' }), '  backup script ');
    const before = Date.now();
    await user.click(create.getByRole('button', { name: /^Create$/, hidden: true }));

    const shown = await findDialog('Token backup script has been created');
    const dialog = within(shown);
    expect(dialog.getByText('Copy the token now: it will not be shown again.')).toBeTruthy();
    const secret = dialog.getByRole('textbox', { name: 'Token secret' });
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(dialog.getByText('Authorization: Bearer …')).toBeTruthy();

    // The name as typed, trimmed; 90 days by default.
    const [sent] = server.calls(CREATE).map((r) => r.body as CreateTokenBody);
    expect(sent?.name).toBe('backup script');
    const days = (Date.parse(sent?.expireTime ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    await user.click(dialog.getByRole('button', { name: /Copy$/, hidden: true }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    // The list has the new token, and nowhere its secret.
    expect(await within(table).findByText('backup script')).toBeTruthy();
    expect(within(table).queryByText(SECRET)).toBeNull();

    await user.click(dialog.getByRole('button', { name: /I have copied it$/, hidden: true }));
    await waitFor(() => {
      endLeaveAnimations();
      expect(screen.queryByText('Token backup script has been created')).toBeNull();
    });
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);

    // Opening the create dialog again starts empty and shows no secret.
    await user.click(screen.getByRole('button', { name: /Create token$/, hidden: true }));
    const again = within(await findDialog('New API token'));
    expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(server.calls(CREATE)).toHaveLength(1);
  });
});
