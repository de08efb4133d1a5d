import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
/** docs/security.md, MFA-2: a code of the step before or after the server's is still accepted, no further. */
const TOLERANCE_S = TOTP_PERIOD_S;

/** A new secret: 20 random bytes, base32 (what the apps expect). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The key that seals TOTP secrets in the database, derived from the server's own secret. */
function sealingKey(serverSecret: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'vigil totp secret', 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(serverSecret: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(serverSecret: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The address an authenticator app reads from the QR code. */
export function otpauthUrl(issuer: string, login: string, secret: string): string {
  return generateURI({ issuer, label: login, secret, period: TOTP_PERIOD_S });
}

/** The QR code as an SVG document: drawn here so the console needs no QR library. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step a code belongs to, when it is right at `nowMs` (±1 step) and newer than
 * `afterStep` (the newest step already used); else null.
 */
export async function acceptedStep(secret: string, code: string, nowMs: number, afterStep: number) {
  const epoch = Math.floor(nowMs / 1000);
  if (afterStep >= Math.floor((epoch + TOLERANCE_S) / TOTP_PERIOD_S)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: TOTP_PERIOD_S,
    epochTolerance: TOLERANCE_S,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
