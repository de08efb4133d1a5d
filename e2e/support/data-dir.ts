import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where an e2e server started on `port` writes the path of its data folder. */
export function dataDirPointer(port: number | string): string {
  return path.join(os.tmpdir(), `vigil-e2e-${port}.datadir`);
}

export function dataDirOf(port: number | string): string {
  return fs.readFileSync(dataDirPointer(port), 'utf8').trim();
}

/** Where an e2e server started on `port` keeps the private key of the vendor it trusts (made at its start). */
export function licenseKeyPath(port: number | string): string {
  return path.join(os.tmpdir(), `vigil-e2e-${port}.license-key.pem`);
}
