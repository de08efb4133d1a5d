import { describe, expect, it } from 'vitest';
import type { User } from '@contract/index';
import { needsOldPassword, profileBody, profileValuesOf } from './profile-form';

const olga: User = {
  name: 'olga',
  email: 'olga@example.com',
  fullName: 'Olga Operator',
  language: 'en',
  isAdmin: false,
  permissionType: 'user',
  maxStreamCreation: 10,
  isManaged: false,
  isBlocked: false,
  isReadOnly: false,
  mustChangePassword: false,
  secondFactor: false,
  createdTime: '2026-01-05T09:00:00.000Z',
};
const saved = profileValuesOf(olga);

describe('saving my profile', () => {
  it('sends nothing when nothing changed', () => {
    expect(profileBody(olga, saved)).toBeNull();
  });

  it('sends the changed name and language without a password', () => {
    expect(profileBody(olga, { ...saved, fullName: ' Olga K. ', language: 'ru' })).toEqual({
      fullName: 'Olga K.',
      language: 'ru',
    });
  });

  it('sends a new password or e-mail with the old password', () => {
    expect(profileBody(olga, { ...saved, oldPassword: 'Old-one-2026', password: 'New-one-2026' })).toEqual({
      password: 'New-one-2026',
      oldPassword: 'Old-one-2026',
    });
    expect(profileBody(olga, { ...saved, email: 'o@example.com', oldPassword: 'Old-one-2026' })).toEqual({
      email: 'o@example.com',
      oldPassword: 'Old-one-2026',
    });
  });

  it('treats the same e-mail in another case as unchanged', () => {
    expect(profileBody(olga, { ...saved, email: olga.email.toUpperCase() })).toBeNull();
    expect(needsOldPassword(olga, { email: olga.email.toUpperCase(), password: '' })).toBe(false);
  });

  it('asks for the old password only for a new password or e-mail', () => {
    expect(needsOldPassword(olga, { email: olga.email, password: '' })).toBe(false);
    expect(needsOldPassword(olga, { email: olga.email, password: 'x' })).toBe(true);
    expect(needsOldPassword(olga, { email: 'new@example.com', password: '' })).toBe(true);
  });

  it('reads a field the form left out (it was empty) as empty text', () => {
    expect(profileBody(olga, { language: 'en', password: 'New-one-2026', oldPassword: 'Old-one-2026' })).toEqual({
      fullName: '',
      password: 'New-one-2026',
      oldPassword: 'Old-one-2026',
    });
  });
});
