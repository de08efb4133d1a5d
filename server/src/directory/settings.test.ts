import { describe, expect, it } from 'vitest';
import { checkSave, directoryEnvironment, effectiveDirectory, environmentFields, mergeSave } from './settings';

describe('directory settings', () => {
  it('reads only the VIGIL_LDAP_* variables that are set, group lists split on semicolons', () => {
    const env = directoryEnvironment({
      VIGIL_LDAP_URL: 'ldaps://dc.example.org:636',
      VIGIL_LDAP_ADMIN_GROUPS: 'cn=a,ou=g,dc=example,dc=org; Video Admins',
      VIGIL_LDAP_STARTTLS: '0',
    });
    expect(env).toEqual({
      serverUrl: 'ldaps://dc.example.org:636',
      adminGroups: ['cn=a,ou=g,dc=example,dc=org', 'Video Admins'],
      startTls: false,
    });
    expect(environmentFields(env)).toEqual(['serverUrl', 'adminGroups', 'startTls']);
  });

  it('refuses variables it could not use, naming them', () => {
    expect(() => directoryEnvironment({ VIGIL_LDAP_URL: 'http://dc' })).toThrow(/VIGIL_LDAP_URL/);
    expect(() => directoryEnvironment({ VIGIL_LDAP_USER_FILTER: '(uid=x)' })).toThrow(/VIGIL_LDAP_USER_FILTER/);
    expect(() => directoryEnvironment({ VIGIL_LDAP_SYNC_MINUTES: '-1' })).toThrow(/VIGIL_LDAP_SYNC_MINUTES/);
    expect(() => directoryEnvironment({ VIGIL_LDAP_TLS_VERIFY: 'yes' })).toThrow(/VIGIL_LDAP_TLS_VERIFY/);
  });

  it('lets the environment win over what was saved', () => {
    const c = effectiveDirectory({ serverUrl: 'ldap://saved', syncMinutes: 5 }, { serverUrl: 'ldap://env' });
    expect(c).toMatchObject({ serverUrl: 'ldap://env', syncMinutes: 5 });
    expect(() => checkSave({ serverUrl: 'ldap://other' }, { serverUrl: 'ldap://env' })).toThrow(/environment/);
  });

  it('keeps the saved password unless a new one or null comes', () => {
    expect(mergeSave({ bindPassword: 'old' }, { bindDn: 'cn=x' })).toEqual({ bindPassword: 'old', bindDn: 'cn=x' });
    expect(mergeSave({ bindPassword: 'old' }, { bindPassword: null })).toEqual({ bindPassword: '' });
  });
});
