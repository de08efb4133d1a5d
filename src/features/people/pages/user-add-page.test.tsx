import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateUserBody } from '@contract/index';
import { fakeServer, users, type FakeReply, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Adding a user (docs/console.md#screens-and-routes /user/add): a login the server says is taken is marked on the login
 * field with everything typed kept, and the password generator fills a password the rule accepts.
 */

afterEach(() => resetApp());

const CREATE = 'POST /v1/users';

function serve(answer: (body: CreateUserBody) => FakeReply): FakeServer {
  const server = fakeServer(users.admin);
  server.on(CREATE, (request) => answer(request.body as CreateUserBody));
  signIn(server.currentSettings());
  return server;
}

/** The add form, found once the page has loaded (a while, the first time on a busy machine). */
async function findForm() {
  const form = within(await screen.findByRole('form', { name: 'Add user' }, { timeout: 30_000 }));
  return {
    ...form,
    text: (label: string) => form.getByRole('textbox', { name: label }),
    password: () => form.getByLabelText('Password', { selector: 'input' }),
    create: () => form.getByRole('button', { name: /Create user$/, hidden: true }),
  };
}

describe('add user', { timeout: 60_000 }, () => {
  it('marks a login already used on the login field and keeps everything typed', async () => {
    const user = quickUser();
    const server = serve(() => ({
      status: 409,
      data: { code: 'AlreadyUsed', message: 'Login is already used', field: 'name' },
    }));
    const app = renderApp('/user/add');
    const form = await findForm();
    await fill(user, form.text('Login'), 'olga');
    await fill(user, form.password(), 'Blue-harbour-42');
    await fill(user, form.text('E-mail'), 'olga.two@example.com');
    await fill(user, form.text('Full name'), 'Olga Second');
    await user.click(form.create());

    await waitFor(() =>
      expect(form.text('Login')).toHaveAccessibleDescription(expect.stringContaining('Already used')),
    );
    expect(form.text('Login')).toHaveAttribute('aria-invalid', 'true');
    expect(form.text('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(CREATE).map((r) => r.body)).toEqual([
      {
        name: 'olga',
        password: 'Blue-harbour-42',
        email: 'olga.two@example.com',
        fullName: 'Olga Second',
        language: 'en',
        permissionType: 'user',
        maxStreamCreation: -1,
        mustChangePassword: true,
      },
    ]);
    // Nothing typed is lost, and the page stays.
    expect(form.text('Login')).toHaveValue('olga');
    expect(form.password()).toHaveValue('Blue-harbour-42');
    expect(form.text('E-mail')).toHaveValue('olga.two@example.com');
    expect(form.text('Full name')).toHaveValue('Olga Second');
    expect(form.getByRole('switch', { name: 'Must change the password at first sign-in' })).toBeChecked();
    expect(app.path()).toBe('/user/add');
    // Said once, on its field: no alert above the form, no notification.
    expect(form.queryByRole('alert')).toBeNull();
    expect(app.notifications()).toEqual([]);

    // Another login clears the mark; the server takes it and the new user's page opens.
    server.on(CREATE, (request) => ({ data: { ...users.user, name: (request.body as CreateUserBody).name } }));
    server.on('GET /v1/user/olga2', { data: { ...users.user, name: 'olga2' } });
    await fill(user, form.text('Login'), 'olga2');
    await waitFor(() => expect(form.text('Login')).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(form.create());
    await waitFor(() => expect(app.path()).toBe('/user/olga2/info'));
    expect(server.calls(CREATE).map((r) => (r.body as CreateUserBody).name)).toEqual(['olga', 'olga2']);
  });

  it('generates a password, shows it and sends it', async () => {
    const user = quickUser();
    const server = serve((body) => ({ data: { ...users.user, name: body.name } }));
    renderApp('/user/add');
    const form = await findForm();
    expect(form.password()).toHaveValue('');
    expect(form.password()).toHaveAttribute('type', 'password');

    await user.click(form.getByRole('button', { name: /Generate$/, hidden: true }));
    await waitFor(() => expect((form.password() as HTMLInputElement).value).not.toBe(''));
    const generated = (form.password() as HTMLInputElement).value;
    // Shown, so the administrator can pass it on; and the rule takes it.
    expect(form.password()).toHaveAttribute('type', 'text');
    expect(generated.length).toBeGreaterThanOrEqual(16);
    expect(form.password()).not.toHaveAttribute('aria-invalid', 'true');

    await fill(user, form.text('Login'), 'ivan');
    await user.click(form.create());
    await waitFor(() => expect(server.calls(CREATE)).toHaveLength(1));
    expect(server.calls(CREATE)[0]?.body).toMatchObject({ name: 'ivan', password: generated });

    // A second press makes another one.
    await user.click(form.getByRole('button', { name: /Generate$/, hidden: true }));
    await waitFor(() => expect(form.password()).not.toHaveValue(generated));
  });
});
