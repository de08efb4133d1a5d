import { describe, expect, it } from 'vitest';
import type { Directory } from '@contract/index';
import { directoryBody, directoryValuesOf, linesOf } from './directory-form';

const saved: Directory = {
  settings: {
    serverUrl: 'ldap://dc.example.org',
    bindDn: 'cn=vigil,dc=example,dc=org',
    userBase: 'ou=people,dc=example,dc=org',
    userFilter: '(|(uid={login})(sAMAccountName={login}))',
    groupBase: '',
    adminGroups: ['cn=admins,ou=groups,dc=example,dc=org'],
    readOnlyGroups: [],
    syncMinutes: 60,
    startTls: false,
    tlsVerify: true,
  },
  hasBindPassword: true,
  fromEnvironment: ['serverUrl'],
  users: 3,
  lastSync: null,
};

describe('directory form', () => {
  it('sends nothing when nothing changed', () => {
    expect(directoryBody(saved, directoryValuesOf(saved))).toBeNull();
  });

  it('sends only the changed fields, group lists one a line, and never what the environment sets', () => {
    const values = {
      ...directoryValuesOf(saved),
      serverUrl: 'ldap://other.example.org',
      readOnlyGroups: ' guards \n\n viewers ',
      syncMinutes: 15,
    };
    expect(directoryBody(saved, values)).toEqual({ readOnlyGroups: ['guards', 'viewers'], syncMinutes: 15 });
  });

  it('keeps the bind password unless a new one is typed, or clears it when asked', () => {
    expect(directoryBody(saved, { ...directoryValuesOf(saved), bindPassword: 'New-secret-1' })).toEqual({
      bindPassword: 'New-secret-1',
    });
    expect(directoryBody(saved, { ...directoryValuesOf(saved), bindPasswordClear: true })).toEqual({
      bindPassword: null,
    });
  });

  it('reads lines as a list without blanks', () => {
    expect(linesOf('a\n  \n b ')).toEqual(['a', 'b']);
    expect(linesOf(undefined)).toEqual([]);
  });
});
