import { describe, expect, it } from 'vitest';
import { demotes, managedFieldsIn, userChangeRefusal } from './user-rules';

const admin = { id: 2, isAdmin: true, isBlocked: false };

describe('userChangeRefusal', () => {
  it('refuses an administrator acting on themself, whatever the count', () => {
    for (const change of ['block', 'delete', 'demote'] as const) {
      expect(userChangeRefusal(change, { actorId: 2, target: admin, activeAdmins: 5 })).toBe('userSelf');
    }
  });

  it('keeps the last administrator who can sign in, and lets one of several go', () => {
    expect(userChangeRefusal('block', { actorId: 1, target: admin, activeAdmins: 1 })).toBe('userLastAdministrator');
    expect(userChangeRefusal('delete', { actorId: 1, target: admin, activeAdmins: 2 })).toBeNull();
    // A blocked administrator is not the one keeping the server administered.
    expect(
      userChangeRefusal('delete', { actorId: 1, target: { ...admin, isBlocked: true }, activeAdmins: 1 }),
    ).toBeNull();
    expect(
      userChangeRefusal('block', { actorId: 1, target: { ...admin, isAdmin: false }, activeAdmins: 1 }),
    ).toBeNull();
  });
});

describe('managed users and demotion', () => {
  it("names the directory's fields an edit of a managed user would change", () => {
    expect(managedFieldsIn({ fullName: 'x', language: 'ru', password: 'Abcdefgh-1' }, true)).toEqual([
      'fullName',
      'password',
    ]);
    expect(managedFieldsIn({ fullName: 'x' }, false)).toEqual([]);
  });

  it('sees a demotion only of an administrator to a user', () => {
    expect(demotes({ permissionType: 'user' }, true)).toBe(true);
    expect(demotes({ permissionType: 'user' }, false)).toBe(false);
    expect(demotes({ fullName: 'x' }, true)).toBe(false);
  });
});
