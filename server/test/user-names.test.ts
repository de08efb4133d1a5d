import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/core/db/migrations';
import { ADMIN, createUser, onPostgres, removeDir, signIn, startServer, useTestServer, withCookie } from './helpers';

const t = useTestServer();

const createRaw = (user: Record<string, unknown>) =>
  t.server.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: withCookie(t.admin),
    payload: { permissionType: 'user', password: 'Strong-pass-2026', ...user },
  });

const patchMe = (cookie: string, body: Record<string, unknown>) =>
  t.server.app.inject({ method: 'PATCH', url: '/v1/user', headers: withCookie(cookie), payload: body });

const signInRaw = (login: string, password: string) =>
  t.server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login, password } });

describe('one identity per login and e-mail (across both, case-insensitively)', () => {
  it('refuses a login that is another user’s e-mail, and an e-mail that another user has', async () => {
    await createUser(t.server, t.admin, { name: 'mallory', password: 'Sly-Pass-2026!' });
    const mallory = await signIn(t.server, 'mallory', 'Sly-Pass-2026!');

    const asLogin = await patchMe(mallory, { name: 'ADMIN@example.com' });
    expect(asLogin.statusCode).toBe(409);
    expect(asLogin.json()).toMatchObject({ code: 'AlreadyUsed', field: 'name' });

    const asEmail = await patchMe(mallory, { email: 'Admin@Example.com', oldPassword: 'Sly-Pass-2026!' });
    expect(asEmail.statusCode).toBe(409);
    expect(asEmail.json()).toMatchObject({ code: 'AlreadyUsed', field: 'email' });

    // The victim still signs in with their e-mail into their own account.
    const victim = await signInRaw(ADMIN.email, ADMIN.password);
    expect(victim.statusCode).toBe(200);
    expect(victim.json().user.name).toBe('admin');
  });

  it('refuses a new user whose login or e-mail another user holds', async () => {
    await createUser(t.server, t.admin, { name: 'bob', password: 'Builder-Pass-26' });
    const loginIsEmail = await createRaw({ name: 'admin@EXAMPLE.com' });
    expect(loginIsEmail.json()).toMatchObject({ code: 'AlreadyUsed', field: 'name' });
    const emailIsLogin = await createRaw({ name: 'carol', email: 'BOB' + '@x.example' });
    expect(emailIsLogin.statusCode).toBe(200);
    const emailTaken = await createRaw({ name: 'dave', email: 'bob@X.example' });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({ code: 'AlreadyUsed', field: 'email' });
    const sameLogin = await createRaw({ name: 'BOB' });
    expect(sameLogin.json()).toMatchObject({ code: 'AlreadyUsed', field: 'name' });
  });

  it('refuses a login that is a word of the API\'s paths (a user "webauthn" could never be read), new or renamed', async () => {
    const created = await createRaw({ name: 'webauthn' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'ValidationError', field: 'name' });
    // Only the word itself: a login that merely starts with it is fine.
    expect((await createRaw({ name: 'webauthn2' })).statusCode).toBe(200);
    await createUser(t.server, t.admin, { name: 'mallory', password: 'Sly-Pass-2026!' });
    const mallory = await signIn(t.server, 'mallory', 'Sly-Pass-2026!');
    const renamed = await patchMe(mallory, { name: 'webauthn' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'ValidationError', field: 'name' });
  });

  it('lets exactly one of two racing requests take an e-mail', async () => {
    const answers = await Promise.all([
      createRaw({ name: 'first', email: 'shared@example.com' }),
      createRaw({ name: 'second', email: 'SHARED@example.com' }),
      createRaw({ name: 'shared@example.com' }),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('AlreadyUsed');
  });

  it('keeps a user’s own login and e-mail usable after renaming, and frees the old login', async () => {
    await createUser(t.server, t.admin, { name: 'erin', password: 'Kept-Secret-26' });
    const erin = await signIn(t.server, 'erin', 'Kept-Secret-26');
    expect((await patchMe(erin, { name: 'erin@example.com' })).statusCode).toBe(200);
    expect((await patchMe(erin, { email: 'ERIN@example.com', oldPassword: 'Kept-Secret-26' })).statusCode).toBe(200);
    expect((await signInRaw('erin@example.com', 'Kept-Secret-26')).statusCode).toBe(200);
    expect((await createRaw({ name: 'erin' })).statusCode).toBe(200);
  });
});

describe('existing databases', () => {
  // An existing SQLite file is upgraded: a PostgreSQL database is always migrated from nothing.
  it.skipIf(onPostgres)(
    'migrates users that shared an e-mail: the later one loses the e-mail, and the audit log says so',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-names-'));
      try {
        const sqlite = new SQLite(path.join(dir, 'vigil.db'));
        const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
        const before = Object.fromEntries(
          Object.entries(migrations).filter(([name]) => name < '2026-11-24-001-unique-user-names'),
        );
        const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
        expect(error).toBeUndefined();
        const insert = sqlite.prepare(
          `INSERT INTO users (login, email, password_hash, created_at, updated_at) VALUES (?, ?, 'x', 0, 0)`,
        );
        insert.run('victim', 'victim@example.com');
        insert.run('victim@example.com', 'attacker@example.com');
        insert.run('copycat', 'VICTIM@example.com');
        await db.destroy();

        const server = await startServer({ dir });
        const rows = await server.ctx.db.selectFrom('users').select(['login', 'email']).orderBy('id').execute();
        expect(rows).toEqual([
          { login: 'victim', email: '' },
          { login: 'victim@example.com', email: 'attacker@example.com' },
          { login: 'copycat', email: '' },
        ]);
        const audit = await server.ctx.audit.latest(10);
        expect(audit.map((a) => a.target).sort()).toEqual(['copycat', 'victim']);
        expect((await server.ctx.users.byLoginOrEmail('VICTIM@example.com'))?.login).toBe('victim@example.com');
        await server.close();
      } finally {
        removeDir(dir);
      }
    },
  );
});
