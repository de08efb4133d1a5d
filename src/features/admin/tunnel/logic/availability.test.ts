import { describe, expect, it } from 'vitest';
import { initialLocation, tunnelAvailability } from './availability';

const licensed: {
  isEnterprise: boolean;
  isLicenseExpired: boolean;
  features: Record<string, boolean>;
  tunnelLocations: string[];
} = {
  isEnterprise: true,
  isLicenseExpired: false,
  features: { tunnel: true, cluster: false },
  tunnelLocations: ['RU', 'DE'],
};

describe('whether the tunnel can start', () => {
  it('can with an unexpired license that has the feature and a configured relay', () => {
    expect(tunnelAvailability(licensed)).toBe('available');
  });
  it.each<[string, Partial<typeof licensed>, string]>([
    ['no license', { isEnterprise: false, isLicenseExpired: false, features: {} }, 'enterpriseOnly'],
    ['an expired license', { isLicenseExpired: true, features: { tunnel: false } }, 'licenseExpired'],
    ['a license without the feature', { features: { tunnel: false } }, 'featureNotInLicense'],
    ['no relay', { tunnelLocations: [] }, 'noRelays'],
  ])('cannot with %s', (_, overrides, why) => {
    expect(tunnelAvailability({ ...licensed, ...overrides })).toBe(why);
  });
});

describe('the location the page offers first', () => {
  it("is the tunnel's own, else RU, else the first", () => {
    expect(initialLocation(['RU', 'DE'], 'DE')).toBe('DE');
    expect(initialLocation(['DE', 'RU'], null)).toBe('RU');
    expect(initialLocation(['DE', 'NL'], 'FR')).toBe('DE');
    expect(initialLocation([], null)).toBeUndefined();
  });
});
