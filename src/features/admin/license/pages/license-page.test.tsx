import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { License } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Administration › License (docs/console.md#states-and-transitions, #error-catalogue): an incorrect text is shown on the form, not as a
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

function serve(good: string, refusal = 'licenseSignature', installed = none): FakeServer {
  const server = fakeServer(users.admin);
  let current = installed;
  server.on('GET /v1/system/license', () => ({ data: current }));
  server.on(SAVE, (request) => {
    if ((request.body as { text: string }).text !== good) {
      return {
        status: 400,
        data: { code: 'LicenseIncorrect', message: 'bad', field: 'text', reason: refusal },
      };
    }
    current = harbour;
    return { data: harbour };
  });
  signIn(server.currentSettings());
  return server;
}

async function findForm(name = 'Install a license') {
  return within(await screen.findByRole('form', { name }, { timeout: 30_000 }));
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

  it.each([
    {
      language: 'en' as const,
      form: 'Install a license',
      field: 'License text',
      install: 'Install',
      says: 'License is incorrect. This license has already expired: the one installed stays.',
    },
    {
      language: 'ru' as const,
      form: 'Установить лицензию',
      field: 'Текст лицензии',
      install: 'Установить',
      says: 'Некорректная лицензия. Срок действия этой лицензии уже истёк: установленная лицензия остаётся.',
    },
  ])('says on the field that a license has expired ($language) and still shows the installed one', async (texts) => {
    const user = quickUser();
    serve('GOOD', 'licenseExpired', harbour);
    renderApp('/administration/license', { language: texts.language });
    const form = await findForm(texts.form);
    const text = form.getByRole('textbox', { name: texts.field });
    await fill(user, text, 'ENDED');
    await user.click(form.getByRole('button', { name: texts.install }));

    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining(texts.says)));
    expect(text).toHaveValue('ENDED');
    expect(screen.getByText('Harbour Ltd')).toBeVisible();
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
