import { describe, expect, it } from 'vitest';
import { passwordRules } from '@contract/errors';
import { passwordPrecheck } from './password-precheck';

describe('password pre-check (the server says the rest)', () => {
  it('refuses fewer characters than the rules ask, whatever else the password has', () => {
    expect(passwordPrecheck('A1-b2-c', 'admin')).toBe('passwordTooShort');
    expect(passwordPrecheck('x'.repeat(passwordRules.minLength - 1))).toBe('passwordTooShort');
    expect(passwordPrecheck('x'.repeat(passwordRules.minLength))).toBeNull();
  });

  it('refuses a password that contains the login, in any case', () => {
    expect(passwordPrecheck('My-Admin-2026', 'admin')).toBe('passwordContainsLogin');
    expect(passwordPrecheck('my-admin-2026', 'ADMIN')).toBe('passwordContainsLogin');
    expect(passwordPrecheck('Watch-Tower-2026', 'admin')).toBeNull();
  });

  it('names the length first, as the server does', () => {
    expect(passwordPrecheck('admin1', 'admin')).toBe('passwordTooShort');
  });

  it('checks no login it does not know yet', () => {
    expect(passwordPrecheck('Str0ng-passphrase', '')).toBeNull();
    expect(passwordPrecheck('Str0ng-passphrase')).toBeNull();
  });

  it('leaves the rest to the server (a common password, one kind of character)', () => {
    expect(passwordPrecheck('password1', 'admin')).toBeNull();
    expect(passwordPrecheck('abcdefghij', 'admin')).toBeNull();
  });
});
