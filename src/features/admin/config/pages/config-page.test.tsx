import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Configuration, SaveConfigurationBody } from '@contract/index';
import ruConfig from '@locales/ru/admin-config.json';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Administration › Configuration: only the changed fields are sent, the header follows at once,
 * and a refusal lands on its field with everything typed kept.
 */

afterEach(() => resetApp());

const SAVE = 'PUT /v1/admin/configuration';

const configuration: Configuration = {
  appTitle: 'Vigil',
  appLogo: null,
  defaultLanguage: 'en',
  defaultTheme: 'system',
  brandColor: null,
  archiveMaxDepthHours: -1,
  archiveDownloadMaxSeconds: 3600,
  playlistMaxSeconds: 604800,
  rangesMaxSeconds: 10800,
  bookmarkHoldMaxHours: 72,
  smtpServerEnabled: true,
  smtpServerHost: '',
  smtpServerPort: 587,
  smtpServerProtected: false,
  smtpServerUser: '',
  smtpServerFrom: 'Vigil <vigil@localhost>',
  smtpServerHasPassword: false,
  passwordResetAllowed: true,
  requireSecondFactor: 'none',
  auditLogsEnabled: true,
  auditLogsDisabledSince: null,
  auditLogsRetentionDays: 90,
  versionCheckUrl: null,
  links: { documentation: null, site: null, pricing: null },
  oidcIssuer: '',
  oidcClientId: '',
  oidcClientHasSecret: false,
  oidcLabel: '',
  oidcAdminGroups: [],
  oidcReadonlyGroups: [],
  oidcGroupsClaim: 'groups',
  oidcFromEnvironment: [],
};

function serve(): FakeServer {
  const server = fakeServer(users.admin);
  let saved = configuration;
  server.on('GET /v1/admin/configuration', () => ({ data: saved }));
  server.on(SAVE, (request) => {
    const body = request.body as SaveConfigurationBody;
    if (body.smtpServerFrom === 'refused@example.com') {
      return {
        status: 400,
        data: { code: 'ValidationError', message: 'pattern', field: 'smtpServerFrom', reason: 'controlCharacters' },
      };
    }
    if (body.brandColor === '#ffe58f') {
      return {
        status: 400,
        data: { code: 'ValidationError', message: 'contrast', field: 'brandColor', reason: 'brandColorContrast' },
      };
    }
    saved = { ...saved, ...body } as Configuration;
    server.settings = { ...server.settings, appTitle: saved.appTitle };
    return { data: saved };
  });
  signIn(server.currentSettings());
  return server;
}

async function findForm(name = 'Configuration') {
  return within(await screen.findByRole('form', { name }, { timeout: 30_000 }));
}

describe('configuration page', { timeout: 60_000 }, () => {
  it('sends only what changed, and the header shows the new title at once', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/administration/config');
    const form = await findForm();
    await fill(user, form.getByRole('textbox', { name: 'Product title' }), 'Harbour CCTV');
    await user.click(form.getByRole('button', { name: /Save$/ }));

    await waitFor(() => expect(server.calls(SAVE).map((r) => r.body)).toEqual([{ appTitle: 'Harbour CCTV' }]));
    expect(await screen.findByRole('img', { name: 'Harbour CCTV' })).toBeInTheDocument();
  });

  it('saves single sign-on with a write-only secret, and shows a field the environment sets read-only', async () => {
    const user = quickUser();
    const server = serve();
    configuration.oidcFromEnvironment = ['oidcGroupsClaim'];
    try {
      renderApp('/administration/config');
      const form = await findForm();
      expect(form.getByRole('textbox', { name: 'Groups claim' })).toBeDisabled();
      expect(form.getByText('Set by the environment (VIGIL_OIDC_GROUPS_CLAIM): change it there.')).toBeTruthy();
      await fill(user, form.getByRole('textbox', { name: 'Issuer URL' }), 'https://id.example.com/realms/corp');
      await fill(user, form.getByRole('textbox', { name: 'Client ID' }), 'vigil');
      await fill(user, form.getByLabelText('Client secret'), 's3cret');
      await fill(user, form.getByRole('textbox', { name: 'Administrator groups' }), 'admins, ops');
      await user.click(form.getByRole('button', { name: /Save$/ }));

      await waitFor(() =>
        expect(server.calls(SAVE).map((r) => r.body)).toEqual([
          {
            oidcIssuer: 'https://id.example.com/realms/corp',
            oidcClientId: 'vigil',
            oidcClientSecret: 's3cret',
            oidcAdminGroups: ['admins', 'ops'],
          },
        ]),
      );
      await waitFor(() => expect(form.getByLabelText('Client secret')).toHaveValue(''));
    } finally {
      configuration.oidcFromEnvironment = [];
    }
  });

  it('puts a refused brand colour on its field with the reason, keeping what was typed', async () => {
    const user = quickUser();
    serve();
    renderApp('/administration/config');
    const form = await findForm();
    await fill(user, form.getByRole('textbox', { name: 'Product title' }), 'Harbour CCTV');
    await fill(user, form.getByRole('textbox', { name: 'Brand colour' }), '#ffe58f');
    await user.click(form.getByRole('button', { name: /Save$/ }));

    const colour = form.getByRole('textbox', { name: 'Brand colour' });
    await waitFor(() =>
      expect(colour).toHaveAccessibleDescription(expect.stringContaining('too close to the background')),
    );
    expect(colour).toHaveValue('#ffe58f');
    expect(form.getByRole('textbox', { name: 'Product title' })).toHaveValue('Harbour CCTV');
  });

  for (const [language, formName, sender, message] of [
    ['en', 'Configuration', 'Sender', 'Line breaks, tabs and other control characters'],
    ['ru', ruConfig.form.label, 'Отправитель', 'Переводы строк, табуляция и другие управляющие символы'],
  ] as const) {
    it(`refuses a control character in a one-line field on the field, before and after sending (${language})`, async () => {
      const user = quickUser();
      const server = serve();
      renderApp('/administration/config', { language });
      const form = await findForm(formName);
      const from = form.getByRole('textbox', { name: sender });

      await fill(user, from, 'a@example.com\tBcc: b@example.com');
      await user.click(form.getByRole('button', { name: /Save$|Сохранить$/ }));
      await waitFor(() => expect(from).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(server.calls(SAVE)).toEqual([]);

      await fill(user, from, 'refused@example.com');
      await user.click(form.getByRole('button', { name: /Save$|Сохранить$/ }));
      await waitFor(() => expect(server.calls(SAVE)).toHaveLength(1));
      await waitFor(() => expect(from).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(from).toHaveValue('refused@example.com');
    });
  }
});
