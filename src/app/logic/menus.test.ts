import { describe, expect, it } from 'vitest';
import {
  canAddStream,
  closesOnOutsideClick,
  isMobileApp,
  isSmallScreen,
  userMenuEntries,
  type MenuContext,
} from './menus';

const base: MenuContext = {
  isAdmin: false,
  isReadOnly: false,
  isEnterprise: false,
  serverSwitcher: false,
  mobileApp: false,
  documentationUrl: null,
  pricingUrl: 'https://vigil.example/pricing',
};

describe('user menu', () => {
  it('gives an ordinary user profile, pricing, theme, language and logout', () => {
    expect(userMenuEntries(base)).toEqual(['profile', 'more-features', 'theme', 'language', 'logout']);
  });

  it('adds administration and API documentation for admins', () => {
    expect(userMenuEntries({ ...base, isAdmin: true })).toEqual([
      'profile',
      'administration',
      'more-features',
      'api-documentation',
      'theme',
      'language',
      'logout',
    ]);
  });

  it('hides pricing for enterprise, shows documentation when linked and the switcher when enabled or in the app', () => {
    const entries = userMenuEntries({
      ...base,
      isEnterprise: true,
      documentationUrl: 'https://docs',
      serverSwitcher: true,
    });
    expect(entries).toEqual(['profile', 'switch-server', 'documentation', 'theme', 'language', 'logout']);
    expect(userMenuEntries({ ...base, mobileApp: true })).toContain('switch-server');
  });

  it('lets only users who are not read-only add streams', () => {
    expect(canAddStream({ isReadOnly: true })).toBe(false);
    expect(canAddStream({ isReadOnly: false })).toBe(true);
  });

  it('recognises the mobile app', () => {
    expect(isMobileApp('Mozilla/5.0 VigilApp/2.1 (android)')).toBe(true);
    expect(isMobileApp('Mozilla/5.0 (Linux; Android 14) Chrome/120')).toBe(false);
  });
});

describe('side panel', () => {
  it('treats 600 px high or under 615 px wide as small', () => {
    expect(isSmallScreen(614, 900)).toBe(true);
    expect(isSmallScreen(615, 601)).toBe(false);
    expect(isSmallScreen(1200, 600)).toBe(true);
  });

  it('closes on an outside click when fixed or small', () => {
    expect(closesOnOutsideClick({ fixed: true, width: 1920, height: 1080 })).toBe(true);
    expect(closesOnOutsideClick({ fixed: false, width: 1920, height: 1080 })).toBe(false);
    expect(closesOnOutsideClick({ fixed: false, width: 500, height: 1080 })).toBe(true);
  });
});
