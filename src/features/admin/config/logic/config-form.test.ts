import { describe, expect, it } from 'vitest';
import type { Configuration } from '@contract/index';
import { base64Of, configBody, configValuesOf } from './config-form';

const saved: Configuration = {
  appTitle: 'Vigil',
  appLogo: null,
  defaultLanguage: 'en',
  defaultTheme: 'system',
  brandColor: null,
  archiveMaxDepthHours: -1,
  archiveDownloadMaxSeconds: 3600,
  playlistMaxSeconds: 604800,
  rangesMaxSeconds: 10800,
  bookmarkHoldMaxHours: 72,
  smtpServerEnabled: true,
  smtpServerHost: '',
  smtpServerPort: 587,
  smtpServerProtected: false,
  smtpServerUser: '',
  smtpServerFrom: 'Vigil <vigil@localhost>',
  smtpServerHasPassword: true,
  passwordResetAllowed: true,
  requireSecondFactor: 'none',
  auditLogsEnabled: true,
  auditLogsDisabledSince: null,
  auditLogsRetentionDays: 90,
  versionCheckUrl: null,
  links: { documentation: 'https://docs.example.com', site: null, pricing: null },
  oidcIssuer: '',
  oidcClientId: '',
  oidcClientHasSecret: false,
  oidcLabel: '',
  oidcAdminGroups: [],
  oidcReadonlyGroups: [],
  oidcGroupsClaim: 'groups',
  oidcFromEnvironment: [],
};

describe('configuration form', () => {
  it('sends nothing when nothing changed', () => {
    expect(configBody(saved, configValuesOf(saved))).toBeNull();
  });

  it('sends only the changed fields, trimmed, with empty text as null', () => {
    const values = {
      ...configValuesOf(saved),
      appTitle: '  Harbour  ',
      archiveDownloadMaxSeconds: 60,
      bookmarkHoldMaxHours: 24,
      brandColor: '#D4380D',
      links: { documentation: '', site: '', pricing: 'https://shop.example.com' },
    };
    expect(configBody(saved, values)).toEqual({
      appTitle: 'Harbour',
      archiveDownloadMaxSeconds: 60,
      bookmarkHoldMaxHours: 24,
      brandColor: '#D4380D',
      links: { documentation: null, pricing: 'https://shop.example.com' },
    });
  });

  it('keeps the SMTP password unless one is typed or it is cleared', () => {
    expect(configBody(saved, { ...configValuesOf(saved), smtpServerPassword: 'new-one' })).toEqual({
      smtpServerPassword: 'new-one',
    });
    expect(configBody(saved, { ...configValuesOf(saved), smtpServerPasswordClear: true })).toEqual({
      smtpServerPassword: null,
    });
  });

  it('sends single sign-on changes, groups as lists, the secret write-only, and never a field the environment sets', () => {
    const values = {
      ...configValuesOf(saved),
      oidcIssuer: ' https://id.example.com/realms/corp ',
      oidcClientId: 'vigil',
      oidcClientSecret: 's3cret',
      oidcAdminGroups: 'admins, , ops ',
    };
    expect(configBody(saved, values)).toEqual({
      oidcIssuer: 'https://id.example.com/realms/corp',
      oidcClientId: 'vigil',
      oidcClientSecret: 's3cret',
      oidcAdminGroups: ['admins', 'ops'],
    });
    const fromEnvironment = { ...saved, oidcFromEnvironment: ['oidcIssuer', 'oidcClientSecret'] as const };
    expect(
      configBody({ ...fromEnvironment, oidcFromEnvironment: [...fromEnvironment.oidcFromEnvironment] }, values),
    ).toEqual({
      oidcClientId: 'vigil',
      oidcAdminGroups: ['admins', 'ops'],
    });
    const { oidcIssuer: _dropped, ...cleared } = configValuesOf({ ...saved, oidcIssuer: 'https://id.example.com' });
    expect(configBody({ ...saved, oidcIssuer: 'https://id.example.com' }, cleared)).toEqual({ oidcIssuer: '' });
  });

  it('counts a field ProForm dropped as empty, never as unchanged text', () => {
    const { brandColor: _dropped, ...rest } = { ...configValuesOf({ ...saved, brandColor: '#1f6feb' }) };
    expect(configBody({ ...saved, brandColor: '#1f6feb' }, rest)).toEqual({ brandColor: null });
  });

  it('encodes a file as base64', () => {
    expect(base64Of(new TextEncoder().encode('Vigil').buffer)).toBe('VmlnaWw=');
  });
});
