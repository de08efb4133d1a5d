import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateMeBody, User } from '@contract/index';
import { fakeServer, users, type FakeReply, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * My profile's edit page (docs/console.md#screens-and-routes /profile/me/edit, #validation-rules): the server's refusals of a password change
 * land on their fields with what was typed kept, a save says so, and a user who must choose a new
 * password is held here until they have.
 */

afterEach(() => resetApp());

const UPDATE = 'PATCH /v1/user';

/** A refusal of PATCH /v1/user about one field, as the server sends it. */
const refusal = (code: string, field: string): FakeReply => ({
  status: 400,
  data: { code, message: `${code} (fake)`, field },
});

function serve(user: User, answer: (body: UpdateMeBody) => FakeReply): FakeServer {
  const server = fakeServer(user);
  server.on(UPDATE, (request) => answer(request.body as UpdateMeBody));
  signIn(server.currentSettings());
  return server;
}

/** The profile form, found once the page has loaded (a while, the first time on a busy machine). */
async function findForm() {
  const form = within(await screen.findByRole('form', { name: 'My profile' }, { timeout: 30_000 }));
  return {
    ...form,
    field: (label: string) => form.getByLabelText(label),
    save: () => form.getByRole('button', { name: /Save$/, hidden: true }),
  };
}

type Form = Awaited<ReturnType<typeof findForm>>;

/** Types a new password, its repeat and the current password (whose field appears with the new one). */
async function typePasswords(user: ReturnType<typeof quickUser>, form: Form, next: string, current: string) {
  await fill(user, form.field('New password'), next);
  await fill(user, await form.findByLabelText('Repeat the new password'), next);
  await fill(user, await form.findByLabelText('Current password'), current);
}

describe('profile edit', { timeout: 60_000 }, () => {
  it('puts "Invalid old password" on the current password and keeps what was typed', async () => {
    const user = quickUser();
    const server = serve(users.user, () => refusal('InvalidOldPassword', 'oldPassword'));
    const app = renderApp('/profile/me/edit');
    const form = await findForm();
    await fill(user, form.field('Full name'), 'Olga Petrova');
    await typePasswords(user, form, 'Blue-harbour-42', 'not-my-password');
    await user.click(form.save());

    // The message is drawn with a motion: it names the field once it is there.
    await waitFor(() =>
      expect(form.field('Current password')).toHaveAccessibleDescription(
        expect.stringContaining('Invalid old password'),
      ),
    );
    expect(form.field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.field('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.field('Current password')).toHaveValue('not-my-password');
    expect(form.field('New password')).toHaveValue('Blue-harbour-42');
    expect(form.field('Repeat the new password')).toHaveValue('Blue-harbour-42');
    expect(form.field('Full name')).toHaveValue('Olga Petrova');
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([
      { fullName: 'Olga Petrova', password: 'Blue-harbour-42', oldPassword: 'not-my-password' },
    ]);
    // Said once, on its field: no alert above the form, no notification.
    expect(form.queryByRole('alert')).toBeNull();
    expect(app.notifications()).toEqual([]);
    expect(screen.queryByText('Profile has been updated')).toBeNull();
  });

  it('puts "Old password and new password cannot be same" on the new password', async () => {
    const user = quickUser();
    serve(users.user, () => refusal('SameOldAndNewPassword', 'password'));
    renderApp('/profile/me/edit');
    const form = await findForm();
    await typePasswords(user, form, 'Same-secret-77', 'Same-secret-77');
    await user.click(form.save());

    await waitFor(() =>
      expect(form.field('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Old password and new password cannot be same'),
      ),
    );
    expect(form.field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.field('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.field('New password')).toHaveValue('Same-secret-77');
    expect(form.field('Current password')).toHaveValue('Same-secret-77');
  });

  it('saves what changed and says "Profile has been updated"', async () => {
    const user = quickUser();
    const server = serve(users.user, (body) => ({ data: { ...users.user, ...body } }));
    const app = renderApp('/profile/me/edit');
    const form = await findForm();
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('olga@example.com');
    await fill(user, form.getByRole('textbox', { name: 'Full name' }), 'Olga Petrova');
    // Only the e-mail or a new password needs the current password.
    expect(form.queryByLabelText('Current password')).toBeNull();
    await user.click(form.save());

    expect(await screen.findByText('Profile has been updated')).toBeTruthy();
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ fullName: 'Olga Petrova' }]);
    expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Olga Petrova');
    expect(app.path()).toBe('/profile/me/edit');
  });
});

describe('a user who must change the password', { timeout: 60_000 }, () => {
  it('is held on profile edit with the reason, and goes on to all streams once it is saved', async () => {
    const user = quickUser();
    const held: User = { ...users.user, mustChangePassword: true };
    const server = serve(held, (body) => ({ data: { ...held, mustChangePassword: !body.password } }));
    server.on('GET /v1/streams', { data: { items: [], total: 0, page: 1, pageSize: 48 } });
    const app = renderApp('/streams');

    await findForm();
    expect(app.path()).toBe('/profile/me/edit');
    expect(screen.getByText('Choose your own password to continue')).toBeTruthy();
    expect(screen.getByText(/You signed in with a temporary password/)).toBeTruthy();
    expect(server.calls('GET /v1/streams')).toHaveLength(0);

    // Any other page sends them back.
    await app.navigate('/profile/me/tokens');
    await waitFor(() => expect(app.path()).toBe('/profile/me/edit'));

    // Saving without a new password is not possible: it is required here.
    const back = await findForm();
    expect(screen.getByText('Choose your own password to continue')).toBeTruthy();
    await user.click(back.save());
    expect(await back.findByText('Enter your new password')).toBeTruthy();
    expect(server.calls(UPDATE)).toHaveLength(0);

    await typePasswords(user, back, 'Blue-harbour-42', 'Temp-pass-123');
    await user.click(back.save());
    await waitFor(() => expect(app.path()).toBe('/streams'), { timeout: 30_000 });
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([
      { password: 'Blue-harbour-42', oldPassword: 'Temp-pass-123' },
    ]);
    expect(await screen.findByText('Profile has been updated')).toBeTruthy();
    await waitFor(() => expect(server.calls('GET /v1/streams').length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(screen.queryByText('Choose your own password to continue')).toBeNull();
  });
});
