import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordRules } from '@contract/errors';
import { GENERATED_LENGTH, generatePassword } from './password-generator';

const random = (count: number) => randomFillSync(new Uint32Array(count));

describe('a generated password', () => {
  it('has every kind of character, and the server accepts it', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword(random);
      expect(password).toHaveLength(GENERATED_LENGTH);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      // The server's rule: long enough to need no mix (a passphrase), enough different characters.
      expect(password.length).toBeGreaterThanOrEqual(passwordRules.passphraseLength);
      expect(new Set(password).size).toBeGreaterThanOrEqual(passwordRules.distinctMin);
    }
  });

  it('differs every time and uses no look-alike characters', () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword(random)));
    expect(seen.size).toBe(100);
    for (const password of seen) expect(password).not.toMatch(/[0O1lIo]/);
  });

  it('is never shorter than one character of each kind', () => {
    expect(generatePassword(random, 2)).toHaveLength(4);
  });
});
