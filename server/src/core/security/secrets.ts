import crypto from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newSecret(prefix = ''): string {
  return prefix + crypto.randomBytes(32).toString('base64url');
}

/** 128 random bits: public ids of sessions and tokens. */
export function newId(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
