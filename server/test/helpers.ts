import { afterEach, beforeEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions, type VigilApp } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import { openDatabase } from '../src/core/db/db';
import { createPostgresDatabase } from './support/postgres';

export const ADMIN = { login: 'admin', password: 'Strong-Pass-2026', email: 'admin@example.com' };

export interface TestServer extends VigilApp {
  dir: string;
  config: ServerConfig;
  /** Closes the app and the database, then opens both again on the same data folder. */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

/** Whether this run's apps use PostgreSQL (`VIGIL_TEST_ENGINE=postgres`) rather than SQLite. */
export const onPostgres = process.env.VIGIL_TEST_ENGINE === 'postgres';
const postgresByDir = new Map<string, string>();

/**
 * With `VIGIL_TEST_ENGINE=postgres`, apps run on a database of the test run's PostgreSQL, one per
 * data folder: an app started again on the same folder finds the same data, as with SQLite.
 */
export async function postgresFor(dir: string): Promise<string> {
  let url = postgresByDir.get(dir);
  if (!url) postgresByDir.set(dir, (url = await createPostgresDatabase()));
  return url;
}

/**
 * A real app on a temporary data folder (real SQLite file, or the PostgreSQL database that
 * `env.VIGIL_DATABASE_URL` names); requests go through fastify's inject.
 */
export async function startServer(
  options: {
    dir?: string;
    env?: Record<string, string>;
    now?: () => number;
    logStream?: NodeJS.WritableStream;
    tunnel?: BuildOptions['tunnel'];
  } = {},
): Promise<TestServer> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
  if (onPostgres && !options.env?.VIGIL_DATABASE_URL) {
    options = { ...options, env: { ...options.env, VIGIL_DATABASE_URL: await postgresFor(dir) } };
  }
  const config = readConfig({ VIGIL_DATA: dir, VIGIL_CONSOLE_DIR: path.join(dir, 'no-console'), ...options.env });
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const built = await buildApp({
    config,
    db,
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.tunnel ? { tunnel: options.tunnel } : {}),
  });
  await built.app.ready();
  const close = async () => {
    await built.app.close();
    await db.destroy();
  };
  return {
    ...built,
    dir,
    config,
    close,
    async restart() {
      await close();
      return startServer({ ...options, dir });
    },
  };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The session cookie's value from a response, or undefined. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'vigil_session')?.value;
}

export function withCookie(secret: string | undefined): Record<string, string> {
  return secret ? { cookie: `vigil_session=${secret}` } : {};
}

export async function unlock(server: Pick<TestServer, 'app'>, who = ADMIN): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/v1/system/unlock', payload: who });
  if (res.statusCode !== 200) throw new Error(`unlock failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('unlock set no cookie');
  return cookie;
}

export async function signIn(server: Pick<TestServer, 'app'>, login: string, password: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/v1/sign-in', payload: { login, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

export async function createUser(
  server: Pick<TestServer, 'app'>,
  adminCookie: string,
  user: { name: string; password: string; permissionType?: 'admin' | 'user'; maxStreamCreation?: number },
): Promise<void> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: withCookie(adminCookie),
    payload: { permissionType: 'user', ...user },
  });
  if (res.statusCode !== 200) throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
}

export const T0 = Date.parse('2026-11-22T10:00:00Z');

export interface ServerUnderTest {
  server: TestServer;
  /** The server's clock (ms); a test moves it forward. */
  now: number;
  /** The first administrator's session cookie. */
  admin: string;
}

/** A fresh server per test, initialized, on a clock the test controls; closed and removed after. */
export function useTestServer(): ServerUnderTest {
  const t = { now: T0, admin: '' } as ServerUnderTest;
  beforeEach(async () => {
    t.now = T0;
    t.server = await startServer({ now: () => t.now });
    t.admin = await unlock(t.server);
  });
  afterEach(async () => {
    await t.server.close();
    removeDir(t.server.dir);
  });
  return t;
}
