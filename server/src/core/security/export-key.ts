import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { settingsRepo } from '../db/settings-repo';

/**
 * The Ed25519 key pair that signs case exports (docs/exports.md). The private key never leaves
 * the server: only the public key is answered, as base64 SPKI DER and as PEM.
 */
export interface ExportKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Base64 of the public key's SPKI DER. */
  publicKeyBase64: string;
  /** The public key as PEM (SPKI), for `openssl pkeyutl -verify -pubin`. */
  publicKeyPem: string;
}

const newPrivatePem = () =>
  crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

function fromPrivatePem(pem: string): ExportKey {
  const privateKey = crypto.createPrivateKey(pem);
  const publicKey = crypto.createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyBase64: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

function readable(pem: string): ExportKey | null {
  try {
    const key = fromPrivatePem(pem);
    return key.privateKey.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/** A single server's key: `<dataDir>/export-key.pem` (readable by the server only), made at the first start. */
export function loadExportKey(dataDir: string): ExportKey {
  const file = path.join(dataDir, 'export-key.pem');
  try {
    const existing = readable(fs.readFileSync(file, 'utf8'));
    if (existing) return existing;
  } catch {
    // first start
  }
  const pem = newPrivatePem();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, pem, { mode: 0o600 });
  return fromPrivatePem(pem);
}

/**
 * A cluster's key: kept in the shared database, so a package made on one node verifies on every
 * node. The first node to start makes it; the others read the same.
 */
export async function sharedExportKey(settings: ReturnType<typeof settingsRepo>, now: number): Promise<ExportKey> {
  return fromPrivatePem(await settings.putOnce('export-key', newPrivatePem(), now));
}
