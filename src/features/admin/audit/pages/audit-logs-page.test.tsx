import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditLogEntry, AuditLogQuery } from '@contract/index';
import { apiError, fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The audit log page (docs/console.md#screens-and-routes /administration/audit-logs) asks the server for a filtered page and
 * offers the same filtered view as a CSV download.
 */

afterEach(() => resetApp());

const LIST = 'GET /v1/admin/audit-logs';

const entry = (id: number, action: string, fields: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: String(id),
  time: new Date(Date.UTC(2026, 10, 22, 10, id)).toISOString(),
  actor: 'ada',
  address: '192.0.2.10',
  action,
  target: null,
  outcome: 'success',
  details: {},
  ...fields,
});

/** The server's log, newest first. */
const LOG: AuditLogEntry[] = [
  entry(4, 'access.denied', {
    actor: null,
    target: 'GET /v1/users',
    outcome: 'denied',
    details: { code: 'NotAuthorized' },
  }),
  entry(3, 'user.block', { target: 'olga', details: { sessionsEnded: 2 } }),
  entry(2, 'auth.sign-in', { actor: 'mallory', target: 'mallory', outcome: 'failure' }),
  entry(1, 'backup.run', { target: 'node-2' }),
];

/**
 * Entries as the server writes them (server/src/configuration/changes.ts, users/, streams/permissions-routes.ts,
 * the refusal audit): changed settings with old and new values, a secret only as changed, field
 * lists, grants as `who:level`, error codes.
 */
const REAL_LOG: AuditLogEntry[] = [
  entry(12, 'config.save', {
    target: 'configuration',
    details: {
      fields: 'defaultLanguage, smtpServerHost, smtpServerPassword, smtpServerPort',
      'defaultLanguage.old': 'en',
      'defaultLanguage.new': 'ru',
      'smtpServerHost.old': '',
      'smtpServerHost.new': 'mail.example.org',
      smtpServerPassword: 'changed',
      'smtpServerPort.old': 25,
      'smtpServerPort.new': 587,
    },
  }),
  entry(11, 'config.save', {
    target: 'configuration',
    outcome: 'failure',
    details: { fields: 'archiveMaxDepthHours, links.site, smtpServerEnabled' },
  }),
  entry(10, 'profile.update', { actor: 'olga', target: 'olga', details: { fields: 'language,fullName,password' } }),
  entry(9, 'user.update', {
    target: 'olga',
    details: { fields: 'email,permissionType,maxStreamCreation,mustChangePassword' },
  }),
  entry(8, 'user.create', { target: 'ivan', details: { permissionType: 'user', maxStreamCreation: -1 } }),
  entry(7, 'permissions.stream', { target: 'cam-1', details: { grants: 'viewer:view,olga:manage' } }),
  entry(6, 'permissions.user', { target: 'viewer', details: { grants: 'cam-1:view' } }),
  entry(5, 'stream.update', { target: 'cam-1', details: { fields: 'name,streamSource,archive,live' } }),
  entry(4, 'bookmark.create', {
    actor: 'olga',
    target: 'cam-1',
    outcome: 'denied',
    details: { field: 'endTime', reason: 'bookmarkEndBeforeStart' },
  }),
  entry(3, 'access.denied', {
    actor: 'olga',
    target: 'GET /v1/users',
    outcome: 'denied',
    details: { code: 'NotAuthorized' },
  }),
  entry(2, 'user.block', { target: 'olga', details: { sessionsEnded: 2, tokensRevoked: 1 } }),
  entry(1, 'config.test-email', { target: 'ada@example.org', details: { transport: 'outbox' } }),
  entry(0, 'mosaic.create', { target: 'Hq3x', details: { layout: '2x2', tiles: 4 } }),
];

/** A server that filters its log by action (or group) and actor, as the real one does. */
function serve(log: AuditLogEntry[] = LOG): FakeServer {
  const server = fakeServer(users.admin);
  server.on(LIST, (request) => {
    const query = request.query as AuditLogQuery;
    const items = log.filter(
      (e) =>
        (!query.action ||
          (query.action.endsWith('.') ? e.action.startsWith(query.action) : e.action === query.action)) &&
        (!query.actor || e.actor?.toLowerCase() === query.actor.toLowerCase()),
    );
    return { data: { items, total: items.length, page: query.page ?? 1, pageSize: query.pageSize ?? 50 } };
  });
  signIn(server.currentSettings());
  return server;
}

const queries = (server: FakeServer) => server.calls(LIST).map((r) => r.query as AuditLogQuery);

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Audit log', hidden: true }, { timeout: 30_000 });
  await within(table).findByText('User blocked');
  return table;
}

describe('audit log page', { timeout: 60_000 }, () => {
  it('shows the entries as the server sent them, in words, with the anonymous and the unknown as such', async () => {
    serve();
    renderApp('/administration/audit-logs');
    const table = await findTable();
    const rows = [...table.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows.map((r) => within(r).getAllByRole('cell', { hidden: true })[2]?.textContent)).toEqual([
      'Access denied',
      'User blocked',
      'Sign-in',
      'backup.run',
    ]);
    const denied = rows[0] as HTMLElement;
    expect(within(denied).getByText('Anonymous')).toBeTruthy();
    expect(within(denied).getByText('Denied')).toBeTruthy();
    const details = within(denied).getByText('code: You are not authorized');
    // The details wrap onto more lines instead of being cut off.
    expect(details.closest('td')?.className).not.toMatch(/ellipsis/);
    expect(details.style.whiteSpace).toBe('normal');
    // The target filter is wide enough for its whole placeholder.
    const target = screen.getByRole('textbox', { name: 'Target', hidden: true });
    expect(
      parseInt(target.closest<HTMLElement>('.ant-input-affix-wrapper')?.style.width ?? '0', 10),
    ).toBeGreaterThanOrEqual(240);
    expect(within(rows[1] as HTMLElement).getByText('sessions ended: 2')).toBeTruthy();
    expect(screen.getByText('4 entries')).toBeTruthy();
  });

  it('words real entries in Russian without a raw key: field labels, the secret as a sentence, access levels', async () => {
    serve(REAL_LOG);
    renderApp('/administration/audit-logs', { language: 'ru' });
    const table = await screen.findByRole('table', { name: 'Журнал аудита', hidden: true }, { timeout: 30_000 });
    await within(table).findByText('Пользователь заблокирован');
    const rows = [...table.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    const details = rows.map((r) => within(r).getAllByRole('cell', { hidden: true }).at(-1)?.textContent ?? '');
    expect(details).toHaveLength(REAL_LOG.length);
    for (const text of details) {
      expect(text).not.toMatch(/smtp\.|smtpServer|viewer:|code:|\.old|\.new|links\.|[a-z][A-Z][a-z]+[,:]?/);
      expect(text).not.toMatch(/\b(fields|grants|reason|field)\b/);
    }
    expect(details[0]).toBe(
      'поля: Язык по умолчанию, Сервер SMTP, Почта · Пароль, Почта · Порт, ' +
        'Язык по умолчанию: English → Русский, Сервер SMTP: — → mail.example.org, Пароль SMTP изменён, Почта · Порт: 25 → 587',
    );
    expect(details[5]).toBe('доступ: viewer (Просмотр), olga (Управление)');
    expect(details[6]).toBe('доступ: cam-1 (Просмотр)');
    expect(details[4]).toBe('Роль: Пользователь, Сколько потоков может добавить: Без ограничений');
    expect(details[12]).toBe('сетка: 2x2, ячеек: 4');
    expect(details[8]).toBe('поле: Конец, причина: Конец должен быть позже начала.');
  });

  it('filters by a group of actions and an actor on the server, and downloads that view', async () => {
    const user = quickUser();
    const server = serve();
    renderApp('/administration/audit-logs');
    const table = await findTable();
    expect(queries(server)).toEqual([{ page: 1, pageSize: 50 }]);

    const main = screen.getByRole('main', { hidden: true });
    const action = within(main).getByRole('combobox', { name: 'Action', hidden: true });
    await user.click(action);
    await user.type(action, 'sign-in and');
    await user.click(await screen.findByText('Any: Sign-in and out'));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: 1, pageSize: 50, action: 'auth.' }));
    await waitFor(() => expect(within(table).queryByText('User blocked')).toBeNull());
    expect(within(table).getByText('Sign-in')).toBeTruthy();

    await user.type(within(main).getByRole('textbox', { name: 'Actor', hidden: true }), 'MALLORY');
    await waitFor(() =>
      expect(queries(server).at(-1)).toEqual({ page: 1, pageSize: 50, action: 'auth.', actor: 'MALLORY' }),
    );
    const download = within(main).getByRole('link', { name: /Download CSV/, hidden: true });
    const href = new URL(download.getAttribute('href') ?? '', 'http://console');
    expect(href.pathname).toBe('/v1/admin/audit-logs/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({ action: 'auth.', actor: 'MALLORY' });

    await user.click(within(main).getByRole('button', { name: 'Reset filters', hidden: true }));
    // The unfiltered first page again (from the cache when it is fresh), and a link to the whole log.
    expect(await within(table).findByText('User blocked')).toBeTruthy();
    await waitFor(() => expect(download.getAttribute('href')).toBe('/v1/admin/audit-logs/export'));
  });

  it('says the log is switched off, with a retry', async () => {
    const server = serve();
    server.on(LIST, apiError('AuditLogsDisabled'));
    renderApp('/administration/audit-logs');
    expect(await screen.findByText('Audit logs are disabled', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again', hidden: true })).toBeTruthy();
  });
});
