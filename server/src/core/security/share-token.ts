import crypto from 'node:crypto';

/** Share links last a week unless revoked (revoking bumps the stream's share version). */
export const SHARE_TTL_MS = 7 * 24 * 3600_000;

function signature(secret: Buffer, uid: string, version: number, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${uid}\n${version}\n${expires}`).digest('base64url');
}

/** A stateless watch token for one stream: making it stores nothing (no GET changes state). */
export function shareToken(secret: Buffer, uid: string, version: number, expires: number): string {
  return `${version}.${expires}.${signature(secret, uid, version, expires)}`;
}

/** True when the token was made for this stream, at its current version, and has not expired. */
export function verifyShareToken(
  secret: Buffer,
  uid: string,
  currentVersion: number,
  token: string,
  now: number,
): boolean {
  const [v, e, sig] = token.split('.');
  const version = Number(v);
  const expires = Number(e);
  if (!sig || !Number.isInteger(version) || !Number.isInteger(expires)) return false;
  if (version !== currentVersion || expires <= now) return false;
  const expected = Buffer.from(signature(secret, uid, version, expires));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
