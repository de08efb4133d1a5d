import type { License } from '@contract/index';

/** docs/console.md#screens-and-routes: the expiring banner shows from this many days before the end (the server's health says the same). */
export const EXPIRY_WARNING_DAYS = 30;
const DAY = 86_400_000;

export type LicenseStatus =
  { kind: 'none' } | { kind: 'valid' } | { kind: 'expiring'; daysLeft: number } | { kind: 'expired' };

/** What the license card says: none (community), valid, expiring within 30 days (whole days left, at least 1), expired. */
export function licenseStatus(license: License, now: number): LicenseStatus {
  if (!license.loaded || !license.expiresAt) return { kind: 'none' };
  const left = Date.parse(license.expiresAt) - now;
  if (license.expired || left <= 0) return { kind: 'expired' };
  if (left <= EXPIRY_WARNING_DAYS * DAY) return { kind: 'expiring', daysLeft: Math.max(1, Math.ceil(left / DAY)) };
  return { kind: 'valid' };
}
