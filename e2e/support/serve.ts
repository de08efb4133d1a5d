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
import crypto from 'node:crypto';
import { publicKeyToBase64 } from '../../server/src/license/license-text';
import { SSHD, createSshRelay } from '../../server/test/support/ssh-relay';
import { dataDirPointer, licenseKeyPath } from './data-dir';

const port = process.argv[2] ?? '8181';
const given = process.argv[3];
const dir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
fs.writeFileSync(dataDirPointer(port), dir);
process.env.VIGIL_DATA = dir;
process.env.VIGIL_PORT = port;
process.env.VIGIL_HOST = '127.0.0.1';
process.env.VIGIL_LOG_LEVEL ??= 'warn';
// WebRTC on loopback (the browser's too: chromium.ts), never on the machine's other addresses.
process.env.VIGIL_WEBRTC_HOSTS ??= '127.0.0.1';
// A vendor made for this server: it trusts the public key, specs sign licenses with the private one.
if (!process.env.VIGIL_LICENSE_KEYS) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(licenseKeyPath(port), privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  process.env.VIGIL_LICENSE_KEYS = publicKeyToBase64(publicKey);
}
// The tunnel's relay: a real OpenSSH server on loopback, for the tunnel spec (location RU). Its
// ports may be fixed with VIGIL_E2E_RELAY_PORT (sshd) and VIGIL_E2E_TUNNEL_PORT (the forwarded one).
const relay =
  !process.env.VIGIL_TUNNEL_RELAYS && fs.existsSync(SSHD)
    ? await createSshRelay(process.env.VIGIL_E2E_RELAY_PORT ? { port: Number(process.env.VIGIL_E2E_RELAY_PORT) } : {})
    : null;
if (relay) {
  const entry = { ...relay.relayEntry('RU'), remotePort: Number(process.env.VIGIL_E2E_TUNNEL_PORT ?? 0) };
  process.env.VIGIL_TUNNEL_RELAYS = JSON.stringify([entry]);
}
process.on('exit', () => {
  relay?.remove();
  // The demo backfill's encoder may still be writing as the process ends: a folder left is no error.
  try {
    if (!given) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // left for the system's temporary-file cleaning
  }
  fs.rmSync(dataDirPointer(port), { force: true });
  fs.rmSync(licenseKeyPath(port), { force: true });
});

await import('../../server/src/main');
