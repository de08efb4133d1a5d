import { describe, expect, it } from 'vitest';
import { defaultGroupBase, escapeFilterValue, filterTemplateValid, inGroup, roleOf, userFilter } from './filter';

describe('directory search filters', () => {
  it("escapes what means something in a filter, so a login can't widen the search", () => {
    expect(escapeFilterValue('*')).toBe('\\2a');
    expect(escapeFilterValue(')(uid=*')).toBe('\\29\\28uid=\\2a');
    expect(escapeFilterValue('a\\b')).toBe('a\\5cb');
    expect(escapeFilterValue('nul\u0000')).toBe('nul\\00');
    expect(escapeFilterValue('jürgen')).toBe('j\\c3\\bcrgen');
    expect(escapeFilterValue('alice.doe-1')).toBe('alice.doe-1');
  });

  it('fills every {login} of the template', () => {
    expect(userFilter('(|(uid={login})(sAMAccountName={login}))', 'a*')).toBe('(|(uid=a\\2a)(sAMAccountName=a\\2a))');
  });

  it('takes only templates that name {login} with paired parentheses', () => {
    expect(filterTemplateValid('(uid={login})')).toBe(true);
    expect(filterTemplateValid('(&(objectClass=person)(uid={login}))')).toBe(true);
    expect(filterTemplateValid('(uid=alice)')).toBe(false);
    expect(filterTemplateValid('(uid={login}')).toBe(false);
    expect(filterTemplateValid('uid={login}')).toBe(false);
    expect(filterTemplateValid('(uid={login}))(')).toBe(false);
  });
});

describe('groups and roles', () => {
  const groups = ['CN=Video Admins,OU=Groups,DC=corp,DC=example', 'cn=guards,ou=groups,dc=corp,dc=example'];

  it('matches a group by its DN (any case and spacing) or by its name', () => {
    expect(inGroup('cn=video admins, ou=groups, dc=corp, dc=example', groups)).toBe(true);
    expect(inGroup('Guards', groups)).toBe(true);
    expect(inGroup('cn=guards,ou=other,dc=corp,dc=example', groups)).toBe(false);
    expect(inGroup('', groups)).toBe(false);
  });

  it('gives the administrator role first, then read-only, else user', () => {
    expect(roleOf(groups, { adminGroups: ['Video Admins'], readOnlyGroups: ['guards'] })).toBe('admin');
    expect(roleOf(groups, { adminGroups: ['others'], readOnlyGroups: ['guards'] })).toBe('readOnly');
    expect(roleOf(groups, { adminGroups: [], readOnlyGroups: [] })).toBe('user');
  });

  it("looks for groups in the user base's domain by default", () => {
    expect(defaultGroupBase('ou=people,dc=example,dc=org')).toBe('dc=example,dc=org');
    expect(defaultGroupBase('ou=people,o=corp')).toBe('ou=people,o=corp');
  });
});
