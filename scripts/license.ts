/**
 * The vendor's license tool (docs/administration.md, "Issuing a license").
 *
 *   npm run license -- keygen <folder>
 *     makes an Ed25519 key pair: <folder>/vigil-license.key (private, keep it secret) and
 *     prints the public key for the servers' VIGIL_LICENSE_KEYS.
 *   npm run license -- sign --key <file> --licensee <name> --expires <YYYY-MM-DD>
 *                           [--max-streams <n>] [--features cluster,tunnel] [--id <id>]
 *     prints a signed license text to standard output. An --expires day that has already ended is
 *     refused: a server refuses such a license.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validityRefusal } from '../server/src/license/license-state';
import { publicKeyToBase64, signLicense, type LicensePayload } from '../server/src/license/license-text';

function keygen(folder: string): void {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'vigil-license.key');
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
  console.log(`Private key: ${file} (keep it secret; never commit it)`);
  console.log(`VIGIL_LICENSE_KEYS=${publicKeyToBase64(publicKey)}`);
}

function endOfDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`--expires must be YYYY-MM-DD, got "${day}"`);
  return `${day}T23:59:59.000Z`;
}

function sign(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      key: { type: 'string' },
      licensee: { type: 'string' },
      expires: { type: 'string' },
      'max-streams': { type: 'string' },
      features: { type: 'string', default: 'cluster,tunnel' },
      id: { type: 'string' },
    },
  });
  if (!values.key || !values.licensee || !values.expires) throw new Error('sign needs --key, --licensee and --expires');
  const payload: LicensePayload = {
    format: 1,
    id: values.id ?? crypto.randomUUID(),
    licensee: values.licensee,
    productType: 'enterprise',
    issuedAt: new Date().toISOString(),
    expiresAt: endOfDay(values.expires),
    maxStreams: values['max-streams'] === undefined ? null : Number(values['max-streams']),
    features: values.features.split(',').filter(Boolean),
  };
  if (validityRefusal(payload, Date.now()) === 'licenseExpired') {
    throw new Error(`--expires ${values.expires} has already ended: a server would refuse this license`);
  }
  const key = crypto.createPrivateKey(fs.readFileSync(values.key));
  process.stdout.write(signLicense(payload, key));
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'keygen' && rest[0]) keygen(rest[0]);
  else if (command === 'sign') sign(rest);
  else throw new Error('usage: license keygen <folder> | license sign --key <file> --licensee <name> --expires <day>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
