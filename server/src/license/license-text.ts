import crypto, { type KeyObject } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AppError } from '../core/errors';

/**
 * A license is text the vendor signs and the server checks offline: the canonical JSON of
 * its payload and an Ed25519 signature over exactly those bytes, both base64url, joined by
 * a dot and wrapped between BEGIN and END lines (so it survives e-mail and copy-paste).
 */
const UtcTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$' });

export const LicensePayload = Type.Object(
  {
    format: Type.Literal(1),
    id: Type.String({ minLength: 1, maxLength: 100 }),
    licensee: Type.String({ minLength: 1, maxLength: 200 }),
    productType: Type.Literal('enterprise'),
    issuedAt: UtcTime,
    expiresAt: UtcTime,
    maxStreams: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    features: Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9-]{0,39}$' }), { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type LicensePayload = Static<typeof LicensePayload>;

const BEGIN = '-----BEGIN VIGIL LICENSE-----';
const END = '-----END VIGIL LICENSE-----';

/** JSON with every object's keys sorted and no spaces: one byte string per payload. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The license text of a payload signed with an Ed25519 private key (the vendor's script and the tests). */
export function signLicense(payload: LicensePayload, privateKey: KeyObject | string): string {
  const data = Buffer.from(canonicalJson(payload));
  const signature = crypto.sign(null, data, privateKey);
  const body = `${data.toString('base64url')}.${signature.toString('base64url')}`;
  return [BEGIN, ...(body.match(/.{1,64}/g) ?? []), END, ''].join('\n');
}

/** A trusted key from its base64 SPKI (DER) form, as VIGIL_LICENSE_KEYS lists them. */
export function publicKeyFromBase64(base64: string): KeyObject {
  const key = crypto.createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('a license key must be an Ed25519 public key');
  return key;
}

/** The base64 SPKI form of a public key, for VIGIL_LICENSE_KEYS. */
export function publicKeyToBase64(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).toString('base64');
}

const incorrect = (reason: 'licenseMalformed' | 'licenseSignature' | 'licenseNoKeys', message: string) =>
  new AppError('LicenseIncorrect', message, { field: 'text', reason });

function parts(text: string): { data: Buffer; signature: Buffer } {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw incorrect('licenseMalformed', 'No BEGIN and END lines');
  const body = text.slice(start + BEGIN.length, end).replace(/\s+/g, '');
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(body);
  if (!match) throw incorrect('licenseMalformed', 'The body is not payload.signature');
  return { data: Buffer.from(match[1]!, 'base64url'), signature: Buffer.from(match[2]!, 'base64url') };
}

/**
 * The payload of a license signed by one of the trusted keys. A changed byte, another key,
 * a payload that is not canonical JSON of the expected shape: LicenseIncorrect, with the reason.
 */
export function verifyLicense(text: string, trusted: readonly KeyObject[]): LicensePayload {
  if (trusted.length === 0) throw incorrect('licenseNoKeys', 'No license keys are configured');
  const { data, signature } = parts(text);
  if (!trusted.some((key) => crypto.verify(null, data, key, signature))) {
    throw incorrect('licenseSignature', 'The signature does not match a trusted key');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(data.toString('utf8'));
  } catch {
    throw incorrect('licenseMalformed', 'The payload is not JSON');
  }
  if (!Value.Check(LicensePayload, payload) || canonicalJson(payload) !== data.toString('utf8')) {
    throw incorrect('licenseMalformed', 'The payload is not a license of this format');
  }
  return payload;
}
