import { describe, expect, it } from 'vitest';
import type { User } from '@contract/index';
import {
  createBody,
  filledValues,
  newUserValues,
  roleOf,
  streamLimitKind,
  updateBody,
  userValuesOf,
} from './user-form';

const ann: User = {
  name: 'ann',
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  language: 'en',
  isAdmin: false,
  permissionType: 'user',
  maxStreamCreation: 5,
  isManaged: false,
  isBlocked: false,
  isReadOnly: false,
  mustChangePassword: false,
  secondFactor: false,
  createdTime: '2026-01-05T09:00:00.000Z',
};

describe('adding a user', () => {
  it('starts as a plain user in the given language who may add streams and must change the password', () => {
    expect(newUserValues('ru')).toMatchObject({
      language: 'ru',
      permissionType: 'user',
      maxStreamCreation: -1,
      mustChangePassword: true,
    });
  });

  it('sends the trimmed fields and leaves out an empty e-mail and full name', () => {
    const values = { ...newUserValues('en'), name: ' bob ', password: ' Secret-pass-1 ', email: ' ', fullName: '' };
    expect(createBody(values)).toEqual({
      name: 'bob',
      password: ' Secret-pass-1 ',
      language: 'en',
      permissionType: 'user',
      maxStreamCreation: -1,
      mustChangePassword: true,
    });
  });

  it('gives an administrator an unlimited stream count whatever the field says', () => {
    const values = {
      ...newUserValues('en'),
      name: 'root2',
      password: 'x',
      permissionType: 'admin' as const,
      maxStreamCreation: 0,
    };
    expect(createBody(values).maxStreamCreation).toBe(-1);
  });
});

describe('editing a user', () => {
  const saved = userValuesOf(ann);

  it('sends nothing when nothing changed, and keeps the password when its field is empty', () => {
    expect(saved.password).toBe('');
    expect(updateBody(saved, { ...saved }, false)).toBeNull();
  });

  it('sends only what changed', () => {
    expect(updateBody(saved, { ...saved, fullName: 'Ann Smith ', maxStreamCreation: 0 }, false)).toEqual({
      fullName: 'Ann Smith',
      maxStreamCreation: 0,
    });
  });

  it('sends a new password with whether it must be changed', () => {
    expect(updateBody(saved, { ...saved, password: 'New-pass-2026', mustChangePassword: true }, false)).toEqual({
      password: 'New-pass-2026',
      mustChangePassword: true,
    });
    expect(updateBody(saved, { ...saved, password: 'New-pass-2026' }, false)).toEqual({
      password: 'New-pass-2026',
      mustChangePassword: false,
    });
  });

  it('never sends the directory fields of a managed user', () => {
    const values = {
      ...saved,
      email: 'x@example.com',
      fullName: 'X',
      password: 'New-pass-2026',
      language: 'ru' as const,
    };
    expect(updateBody(saved, values, true)).toEqual({ language: 'ru' });
  });

  it('makes a user an administrator without touching the stream limit', () => {
    expect(updateBody(saved, { ...saved, permissionType: 'admin', maxStreamCreation: 0 }, false)).toEqual({
      permissionType: 'admin',
    });
  });
});

describe('what a user is allowed', () => {
  it('is admin, user or read-only', () => {
    expect(roleOf({ isAdmin: true, isReadOnly: false })).toBe('admin');
    expect(roleOf({ isAdmin: false, isReadOnly: true })).toBe('readOnly');
    expect(roleOf({ isAdmin: false, isReadOnly: false })).toBe('user');
  });

  it('reads a stream limit as read-only, unlimited or a number', () => {
    expect(streamLimitKind(0)).toBe('readOnly');
    expect(streamLimitKind(-1)).toBe('unlimited');
    expect(streamLimitKind(3)).toBe('limited');
  });
});

describe("the form's values", () => {
  it('read a text field the form left out as empty, and a hidden field as shown', () => {
    const shown = userValuesOf(ann);
    expect(filledValues({ language: 'ru', permissionType: 'admin' }, shown)).toEqual({
      ...shown,
      email: '',
      fullName: '',
      language: 'ru',
      permissionType: 'admin',
    });
  });
});
