import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Directory, SaveDirectoryBody } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Administration › Configuration › Directory (LDAP): what the environment sets is locked, only the
 * changed fields are sent, a refusal lands on its field, and Sync now says what it did.
 */

afterEach(() => resetApp());

const SAVE = 'PUT /v1/admin/directory';

const directory: Directory = {
  settings: {
    serverUrl: 'ldaps://dc.example.org',
    bindDn: 'cn=vigil,ou=services,dc=example,dc=org',
    userBase: 'ou=people,dc=example,dc=org',
    userFilter: '(|(uid={login})(sAMAccountName={login}))',
    groupBase: '',
    adminGroups: [],
    readOnlyGroups: [],
    syncMinutes: 60,
    startTls: false,
    tlsVerify: true,
  },
  hasBindPassword: true,
  fromEnvironment: ['serverUrl'],
  users: 2,
  lastSync: null,
};

function serve(): FakeServer {
  const server = fakeServer(users.admin);
  let saved = directory;
  server.on('GET /v1/admin/directory', () => ({ data: saved }));
  server.on(SAVE, (request) => {
    const body = request.body as SaveDirectoryBody;
    if (body.userFilter === '(uid=alice)') {
      return {
        status: 400,
        data: { code: 'ValidationError', message: 'filter', field: 'userFilter', reason: 'directoryFilter' },
      };
    }
    const { bindPassword: _password, ...settings } = body;
    saved = { ...saved, settings: { ...saved.settings, ...settings } };
    return { data: saved };
  });
  server.on('POST /v1/admin/directory/sync', () => ({
    data: {
      time: '2026-11-22T10:00:00.000Z',
      ok: true,
      message: '',
      checked: 2,
      updated: 1,
      blocked: 1,
      unblocked: 0,
    },
  }));
  signIn(server.currentSettings());
  return server;
}

async function findForm() {
  return within(await screen.findByRole('form', { name: 'Directory' }, { timeout: 30_000 }));
}

describe('directory section', { timeout: 60_000 }, () => {
  it('locks what the environment sets, sends only what changed, and keeps a refused filter on its field', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/administration/config');
    const form = await findForm();
    expect(form.getByRole('textbox', { name: 'Server address' })).toBeDisabled();
    expect(form.getByText("Set by the server's environment: it cannot be changed here.")).toBeInTheDocument();

    await fill(user, form.getByRole('textbox', { name: 'Read-only groups' }), 'guards\ncn=viewers,dc=example,dc=org');
    await user.click(form.getByRole('button', { name: 'Save directory settings' }));
    await waitFor(() =>
      expect(server.calls(SAVE).map((r) => r.body)).toEqual([
        { readOnlyGroups: ['guards', 'cn=viewers,dc=example,dc=org'] },
      ]),
    );

    const filter = form.getByRole('textbox', { name: 'User filter' });
    await fill(user, filter, '(uid=alice)');
    await user.click(form.getByRole('button', { name: 'Save directory settings' }));
    await waitFor(() => expect(filter).toHaveAccessibleDescription(expect.stringContaining('must contain {login}')));
    expect(filter).toHaveValue('(uid=alice)');
  });

  it('synchronizes on demand and says what it did', async () => {
    const user = quickUser();
    serve();
    renderApp('/administration/config');
    const form = await findForm();
    await user.click(form.getByRole('button', { name: 'Sync now' }));
    expect(await form.findByText(/2 checked, 1 updated, 1 blocked/)).toBeInTheDocument();
  });
});
