import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A random key kept in the data folder (readable by the server only), for signing share links. */
export function loadServerSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
