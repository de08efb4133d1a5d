import { describe, expect, it } from 'vitest';
import { errorReasons, passwordRules } from '../contract/errors';
import { passwordWeakness } from '../src/core/security/passwords';

describe('password reasons', () => {
  it.each([
    { password: 'Ab1-xyz', login: '', reason: 'passwordTooShort' },
    { password: '', login: 'alice', reason: 'passwordTooShort' },
    { password: 'Password1', login: '', reason: 'passwordCommon' },
    { password: 'QWERTY123', login: '', reason: 'passwordCommon' },
    { password: 'my-Alice-2026', login: 'alice', reason: 'passwordContainsLogin' },
    { password: 'x1ALICE', login: 'alice', reason: 'passwordTooShort' },
    { password: 'aaaa1111', login: '', reason: 'passwordFewCharacters' },
    { password: 'abcdefghij', login: '', reason: 'passwordNeedsKinds' },
    { password: '1234509876', login: '', reason: 'passwordNeedsKinds' },
  ])('names $reason for "$password" (login "$login")', ({ password, login, reason }) => {
    const weakness = passwordWeakness(password, login);
    expect(weakness?.reason).toBe(reason);
    expect(errorReasons).toContain(reason);
    expect(weakness?.message).toMatch(/\w/);
  });

  it('says the minimum length in its English message', () => {
    expect(passwordWeakness('short', '')?.message).toContain(`${passwordRules.minLength} characters`);
  });

  it.each([
    { password: 'Str0ng-passphrase', login: 'admin' },
    { password: 'eightch1', login: '' },
    { password: 'correct horse battery staple', login: 'bob' },
    { password: 'Watch-Tower-2026', login: 'admin' },
  ])('accepts "$password"', ({ password, login }) => {
    expect(passwordWeakness(password, login)).toBeNull();
  });

  it('takes passphrases of one kind from the passphrase length on', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    expect(passwordWeakness(letters.slice(0, passwordRules.passphraseLength - 1), '')?.reason).toBe(
      'passwordNeedsKinds',
    );
    expect(passwordWeakness(letters.slice(0, passwordRules.passphraseLength), '')).toBeNull();
  });

  it('minds no case when it looks for the login', () => {
    expect(passwordWeakness('Secret-ALICE-7', 'Alice')?.reason).toBe('passwordContainsLogin');
  });
});
