import { NewLogin } from '../../contract/schemas/common';
import type { EffectiveOidc } from './settings';

/** The ID token's claims the sign-in reads. */
export type Claims = Record<string, unknown>;

const LOGIN = new RegExp(NewLogin.pattern ?? '^$');
const LOGIN_MAX = NewLogin.maxLength ?? 64;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The login of a new user: `preferred_username`, else the e-mail; null when neither is a valid login. */
export function loginFromClaims(claims: Claims): string | null {
  for (const candidate of [text(claims.preferred_username), text(claims.email)]) {
    if (candidate.length <= LOGIN_MAX && LOGIN.test(candidate)) return candidate;
  }
  return null;
}

/** The e-mail claim when it looks like an address, else ''. */
export function emailFromClaims(claims: Claims): string {
  const email = text(claims.email);
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : '';
}

/** The full name: `name`, else given and family names together. */
export function fullNameFromClaims(claims: Claims): string {
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return name.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200);
}

/** The groups claim: a list of names (a single string counts as one group). */
export function groupsFromClaims(claims: Claims, claimName: string): string[] {
  const value = claims[claimName];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

export type SsoRole = 'admin' | 'readOnly' | 'user';

/** docs/people.md#single-sign-on: an administrator group first, then a read-only one, else a user. */
export function roleFromGroups(
  groups: readonly string[],
  settings: Pick<EffectiveOidc, 'adminGroups' | 'readonlyGroups'>,
): SsoRole {
  if (groups.some((g) => settings.adminGroups.includes(g))) return 'admin';
  if (groups.some((g) => settings.readonlyGroups.includes(g))) return 'readOnly';
  return 'user';
}

/** The users table's columns for a role. */
export function roleColumns(role: SsoRole): { is_admin: number; max_stream_creation: number } {
  if (role === 'admin') return { is_admin: 1, max_stream_creation: -1 };
  if (role === 'readOnly') return { is_admin: 0, max_stream_creation: 0 };
  return { is_admin: 0, max_stream_creation: -1 };
}
