import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { License } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Administration › License (SPEC §4, §8): an incorrect text is shown on the form, not as a
 * notification, and stays; an installed one refetches the settings and health.
 */

afterEach(() => resetApp());

const SAVE = 'PUT /v1/system/license';
const SETTINGS = 'GET /v1/system/internal/ui/settings';

const none: License = {
  loaded: false,
  expired: false,
  licensee: null,
  productType: 'community',
  issuedAt: null,
  expiresAt: null,
  features: [],
  maxStreams: null,
  streamsInUse: 3,
};
const harbour: License = {
  ...none,
  loaded: true,
  licensee: 'Harbour Ltd',
  productType: 'enterprise',
  issuedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  features: ['cluster'],
  maxStreams: 50,
};

function serve(good: string): FakeServer {
  const server = fakeServer(users.admin);
  let current = none;
  server.on('GET /v1/system/license', () => ({ data: current }));
  server.on(SAVE, (request) => {
    if ((request.body as { text: string }).text !== good) {
      return {
        status: 400,
        data: { code: 'LicenseIncorrect', message: 'bad', field: 'text', reason: 'licenseSignature' },
      };
    }
    current = harbour;
    return { data: harbour };
  });
  signIn(server.currentSettings());
  return server;
}

async function findForm() {
  return within(await screen.findByRole('form', { name: 'Install a license' }, { timeout: 30_000 }));
}

describe('license page', { timeout: 60_000 }, () => {
  it('shows "License is incorrect" with the reason on the field, keeps the text, and raises no notification', async () => {
    const user = quickUser();
    serve('GOOD');
    renderApp('/administration/license');
    const form = await findForm();
    const text = form.getByRole('textbox', { name: 'License text' });
    await fill(user, text, 'TAMPERED');
    await user.click(form.getByRole('button', { name: 'Install' }));

    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(
        expect.stringContaining('License is incorrect. The license is not signed by a key this server trusts'),
      ),
    );
    expect(text).toHaveValue('TAMPERED');
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('installs a license, shows it by its fields and fetches the settings again', async () => {
    const user = quickUser();
    const server = serve('GOOD');
    renderApp('/administration/license');
    expect(await screen.findByText('No license: the community edition', {}, { timeout: 30_000 })).toBeVisible();
    const before = server.calls(SETTINGS).length;
    const form = await findForm();
    await fill(user, form.getByRole('textbox', { name: 'License text' }), 'GOOD');
    await user.click(form.getByRole('button', { name: 'Install' }));

    expect(await screen.findByText('Harbour Ltd')).toBeVisible();
    expect(screen.getByText('3 of 50')).toBeVisible();
    await waitFor(() => expect(server.calls(SETTINGS).length).toBeGreaterThan(before));
  });
});
