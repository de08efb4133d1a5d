import { describe, expect, it } from 'vitest';
import { emailFromClaims, fullNameFromClaims, groupsFromClaims, loginFromClaims, roleFromGroups } from './claims';

describe('claims of single sign-on', () => {
  it('takes the login from preferred_username, else the e-mail, and refuses what is no login', () => {
    expect(loginFromClaims({ preferred_username: 'ada', email: 'ada@corp.example' })).toBe('ada');
    expect(loginFromClaims({ preferred_username: 'Ada Lovelace', email: 'ada@corp.example' })).toBe('ada@corp.example');
    expect(loginFromClaims({ preferred_username: 'x'.repeat(65) })).toBeNull();
    expect(loginFromClaims({})).toBeNull();
    // A word of the API's paths is no login: the e-mail is taken instead.
    expect(loginFromClaims({ preferred_username: 'webauthn', email: 'w@corp.example' })).toBe('w@corp.example');
  });

  it('reads the e-mail, the full name and the groups defensively', () => {
    expect(emailFromClaims({ email: 'not an address' })).toBe('');
    expect(fullNameFromClaims({ given_name: 'Ada', family_name: 'King' })).toBe('Ada King');
    expect(fullNameFromClaims({ name: 'Ada\nKing' })).toBe('Ada King');
    expect(groupsFromClaims({ roles: 'ops' }, 'roles')).toEqual(['ops']);
    expect(groupsFromClaims({ groups: ['a', 3, 'b'] }, 'groups')).toEqual(['a', 'b']);
  });

  it('maps groups to a role: administrator first, then read-only, else a user', () => {
    const settings = { adminGroups: ['admins'], readonlyGroups: ['viewers'] };
    expect(roleFromGroups(['viewers', 'admins'], settings)).toBe('admin');
    expect(roleFromGroups(['viewers'], settings)).toBe('readOnly');
    expect(roleFromGroups(['staff'], settings)).toBe('user');
  });
});
