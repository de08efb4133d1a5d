import { describe, expect, it } from 'vitest';
import type { UiSettings } from '@contract/index';
import { initialLocation, tunnelAvailability } from './availability';

const licensed: {
  productType: UiSettings['productType'];
  isLicenseExpired: boolean;
  features: Record<string, boolean>;
  tunnelLocations: string[];
} = {
  productType: 'enterprise',
  isLicenseExpired: false,
  features: { tunnel: true, cluster: false },
  tunnelLocations: ['RU', 'DE'],
};

describe('whether the tunnel can start', () => {
  it('can with an unexpired license that has the feature and a configured relay', () => {
    expect(tunnelAvailability(licensed)).toBe('available');
  });
  it.each<[string, Partial<typeof licensed>, string]>([
    ['no license', { productType: 'community', isLicenseExpired: false, features: {} }, 'enterpriseOnly'],
    ['an expired license', { isLicenseExpired: true, features: { tunnel: false } }, 'licenseExpired'],
    ['a license without the feature', { features: { tunnel: false } }, 'featureNotInLicense'],
    ['no relay', { tunnelLocations: [] }, 'noRelays'],
  ])('cannot with %s', (_, overrides, why) => {
    expect(tunnelAvailability({ ...licensed, ...overrides })).toBe(why);
  });
});

describe('the edition the tunnel needs', () => {
  it('is read from productType, as the menus read it, whatever isEnterprise says', () => {
    const settings = (productType: UiSettings['productType'], isEnterprise: boolean) => ({
      ...licensed,
      productType,
      isEnterprise,
    });
    expect(tunnelAvailability(settings('enterprise', false))).toBe('available');
    expect(tunnelAvailability(settings('community', true))).toBe('enterpriseOnly');
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
