import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxDir } from '../src/core/mail/mailer';
import { removeDir, startServer, T0, unlock, withCookie, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

beforeEach(async () => {
  server = await startServer({ now: () => T0, env: { VIGIL_APP_TITLE: 'From Env', VIGIL_DEFAULT_THEME: 'dark' } });
  admin = await unlock(server);
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: withCookie(admin), ...(payload ? { payload } : {}) });
const save = (body: object) => call('PUT', '/v1/admin/configuration', body);
const settings = async () => (await server.app.inject({ url: '/v1/system/internal/ui/settings' })).json();

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('configuration', () => {
  it('starts from the environment and shows it in the boot data', async () => {
    const res = await call('GET', '/v1/admin/configuration');
    expect(res.json()).toMatchObject({ appTitle: 'From Env', defaultTheme: 'dark', smtpServerHasPassword: false });
    expect(await settings()).toMatchObject({ appTitle: 'From Env', defaultTheme: 'dark', brandColor: null });
  });

  it('a change is seen by the next boot-data call and survives a restart, winning over the environment', async () => {
    const res = await save({ appTitle: 'Harbour CCTV', defaultLanguage: 'ru', brandColor: '#d4380d' });
    expect(res.json()).toMatchObject({ appTitle: 'Harbour CCTV', defaultLanguage: 'ru' });
    expect(await settings()).toMatchObject({ appTitle: 'Harbour CCTV', defaultLanguage: 'ru', brandColor: '#d4380d' });
    server = await server.restart();
    expect(await settings()).toMatchObject({ appTitle: 'Harbour CCTV', defaultTheme: 'dark' });
  });

  it('keeps the SMTP password write-only and never writes it to the audit log', async () => {
    const res = await save({ smtpServerHost: 'smtp.example.com', smtpServerPassword: 'S3cret-mail' });
    expect(res.json()).toMatchObject({ smtpServerHost: 'smtp.example.com', smtpServerHasPassword: true });
    expect(res.body).not.toContain('S3cret-mail');
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'config.save').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('S3cret-mail');
    expect((await save({ smtpServerPassword: null })).json()).toMatchObject({ smtpServerHasPassword: false });
  });

  it('records each change with its old and new value, and the SMTP password only as changed', async () => {
    await save({ appTitle: 'Harbour CCTV', smtpServerPassword: 'S3cret-mail', links: { site: 'https://example.com' } });
    const [entry] = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'config.save')
      .execute();
    expect(JSON.parse(entry!.details!)).toEqual({
      fields: 'appTitle, links.site, smtpServerPassword',
      'appTitle.old': 'From Env',
      'appTitle.new': 'Harbour CCTV',
      'links.site.old': null,
      'links.site.new': 'https://example.com',
      smtpServerPassword: 'changed',
    });
  });

  it('records switching the audit log off before it goes off, and says since when', async () => {
    const res = await save({ auditLogsEnabled: false });
    expect(res.json()).toMatchObject({ auditLogsEnabled: false, auditLogsDisabledSince: new Date(T0).toISOString() });
    await save({ appTitle: 'Unrecorded' });
    const entries = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'config.save')
      .execute();
    expect(entries.map((e) => JSON.parse(e.details!))).toEqual([
      { fields: 'auditLogsEnabled', 'auditLogsEnabled.old': true, 'auditLogsEnabled.new': false },
    ]);
    const health = async (cookie?: string) =>
      (await server.app.inject({ url: '/v1/system/health', ...(cookie ? { headers: withCookie(cookie) } : {}) })).json()
        .warnings;
    expect(await health(admin)).toContainEqual({ code: 'AUDIT_LOGS_OFF', since: new Date(T0).toISOString() });
    expect(await health()).not.toContainEqual(expect.objectContaining({ code: 'AUDIT_LOGS_OFF' }));
    const back = await save({ auditLogsEnabled: true });
    expect(back.json()).toMatchObject({ auditLogsEnabled: true, auditLogsDisabledSince: null });
    const last = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'config.save').execute();
    expect(JSON.parse(last.at(-1)!.details!)).toEqual({
      fields: 'auditLogsEnabled',
      'auditLogsEnabled.old': false,
      'auditLogsEnabled.new': true,
    });
    expect(await health(admin)).not.toContainEqual(expect.objectContaining({ code: 'AUDIT_LOGS_OFF' }));
  });

  it('refuses control characters in single-line fields, naming the field', async () => {
    for (const [field, value] of [
      ['smtpServerFrom', 'a@example.com\r\nBcc: x@example.com'],
      ['smtpServerHost', 'smtp.example.com\n'],
      ['smtpServerUser', 'user\tname'],
      ['appTitle', 'Title\u0085'],
    ] as const) {
      const res = await save({ [field]: value });
      const body = res.json();
      expect([res.statusCode, body.code, body.field, body.reason], field).toEqual([
        400,
        'ValidationError',
        field,
        'controlCharacters',
      ]);
    }
    expect((await settings()).appTitle).toBe('From Env');
  });

  it('refuses a brand colour one theme could not show, naming the field and the reason', async () => {
    for (const colour of ['#ffe58f', '#0a1a3a']) {
      const res = await save({ brandColor: colour, appTitle: 'Not saved' });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        expect.objectContaining({ code: 'ValidationError', field: 'brandColor', reason: 'brandColorContrast' }),
      ]);
    }
    expect((await settings()).appTitle).toBe('From Env');
  });

  it('refuses values outside the contract', async () => {
    for (const body of [
      { archiveDownloadMaxSeconds: 0 },
      { defaultTheme: 'pink' },
      { links: { pricing: 'javascript:x' } },
      {},
    ]) {
      expect((await save(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/v1/admin/configuration', payload: { appTitle: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('switching password recovery off stops both reset calls', async () => {
    await save({ passwordResetAllowed: false });
    expect((await settings()).passwordResetAllowed).toBe(false);
    const send = { url: '/v1/password/send-reset', payload: { email: 'admin@example.com' } };
    const reset = {
      url: '/v1/password/reset',
      payload: { email: 'admin@example.com', code: '123456', password: 'Another-pass-2026' },
    };
    for (const request of [send, reset]) {
      const res = await server.app.inject({ method: 'POST', ...request });
      expect(res.json(), request.url).toMatchObject({ code: 'Forbidden', reason: 'passwordResetDisabled' });
    }
  });
});

describe('logo', () => {
  it('uploads an image, serves it at the address the boot data gives, and removes it', async () => {
    const res = await call('PUT', '/v1/admin/configuration/logo', { type: 'image/png', data: PNG.toString('base64') });
    expect(res.statusCode).toBe(200);
    const url: string = (await settings()).appLogo;
    expect(url).toMatch(/^\/v1\/system\/logo\?v=[0-9a-f]{16}$/);
    const image = await server.app.inject({ url });
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.equals(PNG)]).toEqual([
      200,
      'image/png',
      true,
    ]);
    await call('DELETE', '/v1/admin/configuration/logo');
    expect((await settings()).appLogo).toBeNull();
    expect((await server.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses bytes that are not the image they claim to be, and too large ones', async () => {
    const fake = await call('PUT', '/v1/admin/configuration/logo', {
      type: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(fake.json()).toMatchObject({ code: 'ValidationError', field: 'data', reason: 'logoNotImage' });
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024)]);
    const large = await call('PUT', '/v1/admin/configuration/logo', {
      type: 'image/png',
      data: big.toString('base64'),
    });
    expect(large.statusCode).toBe(400);
    expect((await settings()).appLogo).toBeNull();
  });
});

describe('test e-mail', () => {
  it("goes to the caller's address and reports where it went", async () => {
    const res = await call('POST', '/v1/admin/configuration/test-email');
    expect(res.json()).toMatchObject({ to: 'admin@example.com', delivered: true, transport: 'outbox' });
    const files = fs.readdirSync(outboxDir(server.dir));
    expect(files).toContain(res.json().answer);
    expect(fs.readFileSync(path.join(outboxDir(server.dir), res.json().answer), 'utf8')).toContain('test message');
  });

  it("reports the mail server's refusal as an answer, not an error", async () => {
    await save({ smtpServerHost: '127.0.0.1', smtpServerPort: 9, smtpServerProtected: false });
    const res = await call('POST', '/v1/admin/configuration/test-email');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      delivered: false,
      transport: 'smtp',
      answer: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});
