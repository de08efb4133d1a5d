/**
 * Starts a fresh reference server for end-to-end tests on a new temporary data
 * folder (real SQLite), removed again when the process ends.
 * Usage: tsx e2e/support/serve.ts <port> [data folder]
 * The folder's path is written to `dataDirPointer(port)`, so specs can read the mail outbox.
 * A data folder given as the second argument is used as it is and kept (a server started
 * again on the same data, as after a crash or an upgrade).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirPointer } from './data-dir';

const port = process.argv[2] ?? '8181';
const given = process.argv[3];
const dir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
fs.writeFileSync(dataDirPointer(port), dir);
process.env.VIGIL_DATA = dir;
process.env.VIGIL_PORT = port;
process.env.VIGIL_HOST = '127.0.0.1';
process.env.VIGIL_LOG_LEVEL ??= 'warn';
process.on('exit', () => {
  // The demo backfill's encoder may still be writing as the process ends: a folder left is no error.
  try {
    if (!given) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // left for the system's temporary-file cleaning
  }
  fs.rmSync(dataDirPointer(port), { force: true });
});

await import('../../server/src/main');
