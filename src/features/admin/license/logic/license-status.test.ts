import { describe, expect, it } from 'vitest';
import type { License } from '@contract/index';
import { licenseStatus } from './license-status';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const license = (expiresIn: number | null, expired = false): License => ({
  loaded: expiresIn !== null,
  expired,
  licensee: expiresIn === null ? null : 'Fleet',
  productType: expiresIn === null ? 'community' : 'enterprise',
  expiresAt: expiresIn === null ? null : new Date(NOW + expiresIn).toISOString(),
  issuedAt: null,
  features: [],
  maxStreams: null,
  streamsInUse: 0,
});

describe('license status', () => {
  it('is none without a license', () => {
    expect(licenseStatus(license(null), NOW)).toEqual({ kind: 'none' });
  });

  it('is valid beyond 30 days, expiring within them with whole days left, expired after', () => {
    expect(licenseStatus(license(31 * DAY), NOW)).toEqual({ kind: 'valid' });
    expect(licenseStatus(license(30 * DAY), NOW)).toEqual({ kind: 'expiring', daysLeft: 30 });
    expect(licenseStatus(license(9.5 * DAY), NOW)).toEqual({ kind: 'expiring', daysLeft: 10 });
    expect(licenseStatus(license(60_000), NOW)).toEqual({ kind: 'expiring', daysLeft: 1 });
    expect(licenseStatus(license(-1), NOW)).toEqual({ kind: 'expired' });
  });

  it("believes the server's expired flag over the clock", () => {
    expect(licenseStatus(license(5 * DAY, true), NOW)).toEqual({ kind: 'expired' });
  });
});
