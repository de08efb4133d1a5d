import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { AuditLogList } from '../contract/schemas/audit';
import { ADMIN, createUser, sessionCookie, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();
const STEP = 30_000;
const ALICE = { name: 'alice', password: 'Second-factor-2026' };
const ALICE_SIGN_IN = { login: ALICE.name, password: ALICE.password };

const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });

/** The app's code at the server's clock, `steps` steps of 30 s away. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor((t.now + steps * STEP) / 1000) });

/** Alice, signed in with her password, enrolls an app: her session, the secret and the recovery codes. */
async function enrolAlice(): Promise<{ cookie: string; secret: string; recoveryCodes: string[] }> {
  await createUser(t.server, t.admin, ALICE);
  const cookie = await signIn(t.server, ALICE.name, ALICE.password);
  const started = await inject('POST', '/v1/user/2fa/totp', cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code: await codeAt(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The enrolment's step is used: the tests sign in from the next one.
  t.now += STEP;
  return { cookie, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The password step: its ticket (the password is right and a factor is enrolled). */
async function passwordStep(login = ALICE.name, password = ALICE.password): Promise<string> {
  const res = await inject('POST', '/v1/sign-in', undefined, { login, password });
  expect(res.statusCode, res.body).toBe(200);
  expect(sessionCookie(res)).toBeUndefined();
  const body = res.json() as { secondFactorRequired: boolean; methods: string[]; ticket: string };
  expect(body).toEqual({ secondFactorRequired: true, methods: ['totp', 'recovery'], ticket: expect.any(String) });
  return body.ticket;
}

const secondStep = (payload: { ticket: string; code?: string; recoveryCode?: string }) =>
  inject('POST', '/v1/sign-in/second-factor', undefined, payload);

const auditOf = async (action: string) =>
  ((await inject('GET', `/v1/admin/audit-logs?action=${action}&pageSize=100`, t.admin)).json() as AuditLogList).items;

describe('enrolling an authenticator app', () => {
  it('gives a pending secret with its QR code, turns on only at confirm, and shows the recovery codes once', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const started = await inject('POST', '/v1/user/2fa/totp', cookie);
    const { secret, otpauthUrl, qrSvg } = started.json() as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*alice\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Pending: not on yet, and the password alone still signs in.
    expect((await inject('GET', '/v1/user/2fa/status', cookie)).json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect(sessionCookie(await inject('POST', '/v1/sign-in', undefined, ALICE_SIGN_IN))).toBeTruthy();

    const wrong = await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code: await codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'UnknownLifetimeCode', field: 'code' });
    const confirmed = await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code: await codeAt(secret) });
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await inject('GET', '/v1/user/2fa/status', cookie)).json()).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    // Never again: a second enrolment is refused while one is on, and nothing answers the secret.
    const again = await inject('POST', '/v1/user/2fa/totp', cookie);
    expect(again.json()).toMatchObject({ code: 'ActionNotAcceptable', reason: 'totpAlreadyEnrolled' });
    const me = await inject('GET', '/v1/user', cookie);
    expect(me.json()).toMatchObject({ secondFactor: true });
    expect(me.body).not.toContain(secret);
    // Stored sealed, and the recovery codes as hashes only.
    const row = await t.server.ctx.db.selectFrom('totp_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    const hashes = await t.server.ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);

    expect((await auditOf('profile.second-factor-start')).map((e) => e.outcome)).toEqual(['denied', 'success']);
    expect((await auditOf('profile.second-factor-enrol')).map((e) => e.outcome)).toEqual(['success', 'failure']);
  });

  it('needs a signed-in session, not an API token', async () => {
    const token = await inject('POST', '/v1/token', t.admin, { name: 'x' });
    const secret = (token.json() as { secret: string }).secret;
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/v1/user/2fa/totp',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.json()).toMatchObject({ code: 'Forbidden', reason: 'sessionRequired' });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password and gives the session only then', async () => {
    const { secret } = await enrolAlice();
    const ticket = await passwordStep();
    const res = await secondStep({ ticket, code: await codeAt(secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mustChangePassword: false, user: { name: 'alice', secondFactor: true } });
    const cookie = sessionCookie(res);
    expect((await inject('GET', '/v1/user', cookie)).statusCode).toBe(200);
    // The ticket is single use.
    t.now += STEP;
    const reused = await secondStep({ ticket, code: await codeAt(secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'AuthorizationFailed', reason: 'signInTicketExpired' });
    const success = (await auditOf('auth.sign-in')).find((e) => e.actor === 'alice' && e.outcome === 'success');
    expect(success?.details).toEqual({ reason: 'second factor: code' });
  });

  it('accepts a code one step early or late, and refuses two steps away', async () => {
    const { secret } = await enrolAlice();
    t.now += 10 * STEP;
    const ticket = await passwordStep();
    for (const steps of [-2, 2]) {
      const res = await secondStep({ ticket, code: await codeAt(secret, steps) });
      expect(res.statusCode, `${steps} steps`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UnknownLifetimeCode', field: 'code' });
    }
    expect(sessionCookie(await secondStep({ ticket, code: await codeAt(secret, -1) }))).toBeTruthy();
    expect(
      sessionCookie(await secondStep({ ticket: await passwordStep(), code: await codeAt(secret, 1) })),
    ).toBeTruthy();
  });

  it('refuses a code used once already, even within its window', async () => {
    const { secret } = await enrolAlice();
    const code = await codeAt(secret);
    expect(sessionCookie(await secondStep({ ticket: await passwordStep(), code }))).toBeTruthy();
    const replayed = await secondStep({ ticket: await passwordStep(), code });
    expect(replayed.statusCode).toBe(400);
    // An older step than the one used is refused too.
    const older = await secondStep({ ticket: await passwordStep(), code: await codeAt(secret, -1) });
    expect(older.statusCode).toBe(400);
    const failures = (await auditOf('auth.sign-in')).filter((e) => e.outcome === 'failure');
    expect(failures.map((e) => e.details)).toEqual([
      { reason: 'second factor: wrong code' },
      { reason: 'second factor: wrong code' },
    ]);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { recoveryCodes, cookie } = await enrolAlice();
    const [first = '', second = ''] = recoveryCodes;
    const used = await secondStep({ ticket: await passwordStep(), recoveryCode: first.toUpperCase().replace('-', '') });
    expect(sessionCookie(used)).toBeTruthy();
    const again = await secondStep({ ticket: await passwordStep(), recoveryCode: first });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'UnknownLifetimeCode', field: 'recoveryCode' });
    expect(sessionCookie(await secondStep({ ticket: await passwordStep(), recoveryCode: second }))).toBeTruthy();
    expect((await inject('GET', '/v1/user/2fa/status', cookie)).json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('ends the ticket after 5 minutes', async () => {
    const { secret } = await enrolAlice();
    const ticket = await passwordStep();
    t.now += 5 * 60_000 + 1;
    const res = await secondStep({ ticket, code: await codeAt(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: 'signInTicketExpired' });
  });

  it('limits wrong codes as it limits wrong passwords', async () => {
    const { secret } = await enrolAlice();
    const bad = (await codeAt(secret, 5)) as string;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const ticket = await passwordStep();
      statuses.push((await secondStep({ ticket, code: bad })).statusCode);
    }
    // A ticket waiting for its code holds a failure's place: two tickets and two wrong codes, then the
    // third ticket is the fifth attempt and its code the sixth, refused; so is the password.
    const res = await inject('POST', '/v1/sign-in', undefined, ALICE_SIGN_IN);
    expect(statuses).toEqual([400, 400, 429]);
    expect(res.statusCode).toBe(429);
    expect((await auditOf('auth.sign-in')).some((e) => e.outcome === 'denied')).toBe(true);
  });

  it('gives the address its place back once both steps succeed', async () => {
    const { secret } = await enrolAlice();
    // The address has one place left under its limit (30 in 15 minutes).
    for (let i = 0; i < 29; i++) t.server.ctx.signInLimits.perClient.fail('127.0.0.1');
    expect(sessionCookie(await secondStep({ ticket: await passwordStep(), code: await codeAt(secret) }))).toBeTruthy();
    // That place is free again: another user signs in from the same address.
    expect(await signIn(t.server, ADMIN.login, ADMIN.password)).toBeTruthy();
  });

  it('stops a ticket after 5 wrong codes', async () => {
    const { secret } = await enrolAlice();
    // The account's limit is forgiven between tries, to see the ticket's own limit.
    const ticket = await passwordStep();
    for (let i = 0; i < 5; i++) {
      t.server.ctx.signInLimits.perAccount.reset('user:2');
      expect((await secondStep({ ticket, code: (await codeAt(secret, 4)) as string })).statusCode).toBe(400);
    }
    t.server.ctx.signInLimits.perAccount.reset('user:2');
    const res = await secondStep({ ticket, code: await codeAt(secret) });
    expect(res.json()).toMatchObject({ reason: 'signInTicketExpired' });
  });

  it('leaves API tokens as they are', async () => {
    await createUser(t.server, t.admin, ALICE);
    const cookie = await signIn(t.server, ALICE.name, ALICE.password);
    const token = ((await inject('POST', '/v1/token', cookie, { name: 'cli' })).json() as { secret: string }).secret;
    const { secret } = (await inject('POST', '/v1/user/2fa/totp', cookie)).json() as { secret: string };
    await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code: await codeAt(secret) });
    const me = await t.server.app.inject({ url: '/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});

describe('removing a second factor', () => {
  it('needs the current password or a current code', async () => {
    const { cookie, secret } = await enrolAlice();
    const wrong = await inject('DELETE', '/v1/user/2fa/totp', cookie, { password: 'not-it' });
    expect(wrong.json()).toMatchObject({ code: 'InvalidOldPassword', field: 'password' });
    const badCode = await inject('DELETE', '/v1/user/2fa/totp', cookie, { code: await codeAt(secret, 3) });
    expect(badCode.json()).toMatchObject({ code: 'UnknownLifetimeCode', field: 'code' });
    const removed = await inject('DELETE', '/v1/user/2fa/totp', cookie, { code: await codeAt(secret) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await inject('GET', '/v1/user/2fa/status', cookie)).json()).toMatchObject({ totp: false });
    expect(await signIn(t.server, ALICE.name, ALICE.password)).toBeTruthy();
    expect((await auditOf('profile.second-factor-remove')).map((e) => e.outcome)).toEqual([
      'success',
      'failure',
      'failure',
    ]);
  });

  it('lets an administrator reset a user’s factor, and lists who has one', async () => {
    await enrolAlice();
    const list = (await inject('GET', '/v1/users', t.admin)).json() as {
      items: { name: string; secondFactor: boolean }[];
    };
    expect(list.items.map((u) => [u.name, u.secondFactor])).toEqual([
      ['admin', false],
      ['alice', true],
    ]);
    const res = await inject('DELETE', '/v1/user/alice/2fa', t.admin);
    expect(res.statusCode).toBe(200);
    expect(await signIn(t.server, ALICE.name, ALICE.password)).toBeTruthy();
    expect((await inject('DELETE', '/v1/user/nobody/2fa', t.admin)).statusCode).toBe(404);
    const [entry] = await auditOf('user.second-factor-reset');
    expect(entry).toMatchObject({ actor: 'admin', target: 'alice', outcome: 'success', details: { removed: true } });
  });
});

describe('the policy', () => {
  it('holds a covered user without a factor to enrolling one, and no one else', async () => {
    await createUser(t.server, t.admin, ALICE);
    const saved = await inject('PUT', '/v1/admin/configuration', t.admin, { requireSecondFactor: 'admins' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await inject('POST', '/v1/sign-in', undefined, { login: ADMIN.login, password: ADMIN.password });
    expect(res.json()).toMatchObject({ enrolmentRequired: true });
    const cookie = sessionCookie(res);
    const held = await inject('GET', '/v1/streams', cookie);
    expect(held.json()).toMatchObject({ code: 'Forbidden', reason: 'secondFactorRequired' });
    expect((await inject('GET', '/v1/user/2fa/status', cookie)).json()).toMatchObject({ required: true });
    // A user the policy does not cover goes on as before.
    const alice = await inject('POST', '/v1/sign-in', undefined, ALICE_SIGN_IN);
    expect(alice.json()).not.toHaveProperty('enrolmentRequired');
    expect((await inject('GET', '/v1/streams', sessionCookie(alice))).statusCode).toBe(200);

    const { secret } = (await inject('POST', '/v1/user/2fa/totp', cookie)).json() as { secret: string };
    await inject('POST', '/v1/user/2fa/totp/confirm', cookie, { code: await codeAt(secret) });
    expect((await inject('GET', '/v1/streams', cookie)).statusCode).toBe(200);
  });
});
