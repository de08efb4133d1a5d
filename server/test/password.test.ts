import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseEml, resetCodeOf, type Mail } from './eml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, removeDir, sessionCookie, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

const ALICE = { name: 'alice', email: 'alice@example.com', password: 'First-pass-2026' };
const NEW_PASSWORD = 'Second-pass-2027';

let server: TestServer;
let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => clock;
/** Outbox files already looked at, so each test step sees only the new mail. */
let seen: Set<string>;

beforeEach(async () => {
  clock = Date.parse('2026-11-22T10:00:00Z');
  seen = new Set();
  server = await startServer({ now });
  const admin = await unlock(server);
  const res = await server.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: withCookie(admin),
    payload: { ...ALICE, permissionType: 'user', mustChangePassword: true },
  });
  expect(res.statusCode).toBe(200);
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

const sendReset = (email: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/v1/password/send-reset', payload: { email }, headers });

const reset = (code: string, password = NEW_PASSWORD, email = ALICE.email) =>
  server.app.inject({ method: 'POST', url: '/v1/password/reset', payload: { email, code, password } });

const signInRaw = (login: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login, password } });

/** The mails written to the outbox since the last call. */
function newMails(): Mail[] {
  const dir = path.join(server.dir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const fresh = fs
    .readdirSync(dir)
    .filter((name) => !seen.has(name))
    .sort();
  fresh.forEach((name) => seen.add(name));
  return fresh.map((name) => parseEml(path.join(dir, name)));
}

function codeOf(mail: Mail): string {
  const code = resetCodeOf(mail);
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/** Asks for a code for Alice and reads it from the outbox. */
async function askCode(): Promise<string> {
  const res = await sendReset(ALICE.email);
  expect(res.statusCode).toBe(200);
  const mails = newMails();
  expect(mails).toHaveLength(1);
  return codeOf(mails[0]!);
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sending a reset code', () => {
  it('writes an RFC 822 message to the outbox and answers retryAfter with the Retry-After header', async () => {
    const res = await sendReset('Alice@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ retryAfter: 60 });
    expect(res.headers['retry-after']).toBe('60');

    const mails = newMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(path.basename(mail.file)).toMatch(/^2026-11-22T10-00-00\.000Z-[0-9a-f]{12}\.eml$/);
    expect(fs.statSync(mail.file).mode & 0o777).toBe(0o600);
    expect(mail.headers).toMatch(/^To: alice@example\.com$/m);
    expect(mail.headers).toMatch(/^From: Vigil <vigil@localhost>$/m);
    expect(mail.headers).toMatch(/^Subject: Vigil password reset code$/m);
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Your Vigil password reset code is ${code}. It expires in 15 minutes.`);
    expect(mail.text).toContain(`Ваш код для сброса пароля Vigil: ${code}.`);

    // Only a hash of the code is stored.
    const rows = await server.ctx.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]).toMatchObject({ expires_at: clock + 15 * 60_000, attempts: 0, used_at: null, voided_at: null });
  });

  it('answers 404 with the message of the spec for an unknown e-mail, and for a blocked user', async () => {
    const unknown = await sendReset('nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NotFound', message: 'User with email nobody@example.com has not found' });

    const alice = await server.ctx.users.byLogin(ALICE.name);
    await server.ctx.users.update(alice!.id, { is_blocked: 1 });
    const blocked = await sendReset(ALICE.email);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toEqual({ code: 'NotFound', message: `User with email ${ALICE.email} has not found` });
    expect(newMails()).toEqual([]);
  });

  it('answers 429 with Retry-After when asked again within 60 s, for known and unknown addresses alike', async () => {
    await askCode();
    clock += 20_000;
    const again = await sendReset(ALICE.email.toUpperCase());
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('TooManyRequests');
    expect(again.headers['retry-after']).toBe('40');
    expect(newMails()).toEqual([]);

    expect((await sendReset('nobody@example.com')).statusCode).toBe(404);
    expect((await sendReset('nobody@example.com')).statusCode).toBe(429);

    clock += 40_000;
    expect((await sendReset(ALICE.email)).statusCode).toBe(200);
    expect(newMails()).toHaveLength(1);
  });

  it('allows about 20 requests an hour per client address', async () => {
    for (let i = 0; i < 20; i++) expect((await sendReset(`probe${i}@example.com`)).statusCode).toBe(404);
    const limited = await sendReset(ALICE.email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    expect(newMails()).toEqual([]);
  });

  it('answers 503 and voids the code when the mail cannot be sent', async () => {
    const mailer = server.ctx.mailer;
    server.ctx.mailer = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
    };
    const res = await sendReset(ALICE.email);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'Unavailable', message: expect.any(String) });
    const rows = await server.ctx.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.voided_at).toBe(clock);

    // Once the mail works again, the address may ask at once.
    server.ctx.mailer = mailer;
    expect((await sendReset(ALICE.email)).statusCode).toBe(200);
  });
});

describe('resetting the password', () => {
  it('sets the new password with a code that works once', async () => {
    const code = await askCode();
    const res = await reset(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await signInRaw(ALICE.name, ALICE.password)).statusCode).toBe(401);
    const signedIn = await signInRaw(ALICE.name, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mustChangePassword).toBe(false);

    const reuse = await reset(code, 'Third-pass-2028');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      code: 'UnknownLifetimeCode',
      message: 'The code is wrong or has expired',
      field: 'code',
    });
    expect((await signInRaw(ALICE.name, 'Third-pass-2028')).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const code = await askCode();
    clock += 15 * 60_000;
    const res = await reset(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UnknownLifetimeCode');
    expect((await signInRaw(ALICE.name, ALICE.password)).statusCode).toBe(200);
  });

  it('accepts a code just before it expires', async () => {
    const code = await askCode();
    clock += 15 * 60_000 - 1000;
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('voids the old code when a new one is asked for', async () => {
    const first = await askCode();
    clock += 61_000;
    const second = await askCode();
    if (first !== second) {
      expect((await reset(first)).json().code).toBe('UnknownLifetimeCode');
    }
    expect((await reset(second)).statusCode).toBe(200);
    const rows = await server.ctx.db.selectFrom('password_reset_codes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.voided_at !== null, r.used_at !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('voids a code after 5 wrong tries; 4 leave it usable', async () => {
    const first = await askCode();
    for (let i = 0; i < 4; i++) expect((await reset(otherThan(first))).statusCode).toBe(400);
    clock += 61_000;
    // A new code starts with a fresh count; 5 wrong tries void it, the right one comes too late.
    const second = await askCode();
    for (let i = 0; i < 5; i++) {
      const res = await reset(otherThan(second));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UnknownLifetimeCode');
    }
    expect((await reset(second)).statusCode).toBe(400);
    expect((await signInRaw(ALICE.name, ALICE.password)).statusCode).toBe(200);

    clock += 61_000;
    const third = await askCode();
    for (let i = 0; i < 4; i++) expect((await reset(otherThan(third))).statusCode).toBe(400);
    expect((await reset(third)).statusCode).toBe(200);
  });

  it('answers UnknownLifetimeCode for an unknown e-mail, and rate-limits many wrong codes per client', async () => {
    const unknown = await reset('123456', NEW_PASSWORD, 'nobody@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UnknownLifetimeCode');
    for (let i = 1; i < 30; i++)
      expect((await reset('123456', NEW_PASSWORD, 'nobody@example.com')).statusCode).toBe(400);
    const limited = await reset('123456', NEW_PASSWORD, 'nobody@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a weak password with PasswordNotComplexEnough and keeps the code', async () => {
    const code = await askCode();
    for (const [weak, reason] of [
      ['short1', 'passwordTooShort'],
      ['password1', 'passwordCommon'],
      ['xalicex-123', 'passwordContainsLogin'],
      ['abcdefghij', 'passwordNeedsKinds'],
    ]) {
      const res = await reset(code, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PasswordNotComplexEnough', field: 'password', reason });
    }
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('ends every session of the user, and only theirs; the new password signs in', async () => {
    const phone = await signIn(server, ALICE.name, ALICE.password);
    const laptop = await signIn(server, ALICE.name, ALICE.password);
    const admin = await signIn(server, ADMIN.login, ADMIN.password);
    const code = await askCode();
    expect((await reset(code)).statusCode).toBe(200);

    for (const cookie of [phone, laptop]) {
      const res = await server.app.inject({ url: '/v1/user', headers: withCookie(cookie) });
      expect(res.statusCode).toBe(401);
    }
    expect((await server.app.inject({ url: '/v1/user', headers: withCookie(admin) })).statusCode).toBe(200);
    const fresh = sessionCookie(await signInRaw(ALICE.name, NEW_PASSWORD));
    expect((await server.app.inject({ url: '/v1/user', headers: withCookie(fresh) })).json().name).toBe('alice');
  });

  it('records the request and the reset in the audit log without the code or the password', async () => {
    const code = await askCode();
    await reset(otherThan(code));
    await reset(code, 'weak');
    expect((await reset(code)).statusCode).toBe(200);
    const rows = await server.ctx.audit.latest(50);
    const actions = rows
      .filter((r) => r.action.startsWith('password.'))
      .map((r) => `${r.action} ${r.outcome}`)
      .reverse();
    expect(actions).toEqual(['password.reset-request success', 'password.reset failure', 'password.reset success']);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(code);
    expect(text).not.toContain(otherThan(code));
    expect(text).not.toContain(NEW_PASSWORD);
    expect(rows.find((r) => r.action === 'password.reset' && r.outcome === 'success')).toMatchObject({
      actor: 'alice',
      target: ALICE.email,
    });
  });
});

describe('while the server is locked', () => {
  it('answers 423 on both routes', async () => {
    const locked = await startServer();
    try {
      const send = await locked.app.inject({
        method: 'POST',
        url: '/v1/password/send-reset',
        payload: { email: ADMIN.email },
      });
      expect(send.statusCode).toBe(423);
      expect(send.json().code).toBe('Locked');
      const res = await locked.app.inject({
        method: 'POST',
        url: '/v1/password/reset',
        payload: { email: ADMIN.email, code: '123456', password: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(423);
      expect(fs.existsSync(path.join(locked.dir, 'outbox'))).toBe(false);
    } finally {
      await locked.close();
      removeDir(locked.dir);
    }
  });
});

/** A minimal SMTP server: enough of RFC 5321 for one client without TLS or auth. */
async function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('with an SMTP server', () => {
  it('sends the code by SMTP, writes no outbox file, and shows the server in the boot settings', async () => {
    const smtp = await fakeSmtp();
    const withSmtp = await startServer({
      dir: server.dir,
      env: {
        VIGIL_SMTP_HOST: '127.0.0.1',
        VIGIL_SMTP_PORT: String(smtp.port),
        VIGIL_MAIL_FROM: 'Ops <ops@example.com>',
      },
      now,
    });
    try {
      const res = await withSmtp.app.inject({
        method: 'POST',
        url: '/v1/password/send-reset',
        payload: { email: ALICE.email },
      });
      expect(res.statusCode).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^Subject: Vigil password reset code$/m);
      expect(smtp.messages[0]).toMatch(/^From: Ops <ops@example\.com>$/m);
      expect(fs.existsSync(path.join(server.dir, 'outbox'))).toBe(false);
      const settings = (await withSmtp.app.inject({ url: '/v1/system/internal/ui/settings' })).json();
      expect(settings).toMatchObject({
        smtpServerEnabled: true,
        smtpServerHost: '127.0.0.1',
        smtpServerPort: smtp.port,
        smtpServerProtected: false,
      });
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('answers 503 Unavailable when the SMTP server cannot be reached', async () => {
    const smtp = await fakeSmtp();
    const port = smtp.port;
    await smtp.close();
    const withSmtp = await startServer({
      dir: server.dir,
      env: { VIGIL_SMTP_HOST: '127.0.0.1', VIGIL_SMTP_PORT: String(port) },
      now,
    });
    try {
      const res = await withSmtp.app.inject({
        method: 'POST',
        url: '/v1/password/send-reset',
        payload: { email: ALICE.email },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('Unavailable');
      const rows = await withSmtp.ctx.db.selectFrom('password_reset_codes').selectAll().execute();
      expect(rows.every((r) => r.voided_at !== null)).toBe(true);
    } finally {
      await withSmtp.close();
    }
  });

  it('shows no SMTP server in the boot settings when none is configured', async () => {
    const settings = (await server.app.inject({ url: '/v1/system/internal/ui/settings' })).json();
    expect(settings).toMatchObject({
      smtpServerEnabled: true,
      smtpServerHost: '',
      smtpServerPort: 587,
      smtpServerProtected: false,
    });
  });
});
