import { describe, expect, it } from 'vitest';
import { cleanTotpCode, isTotpCode, recoveryCodesText } from './recovery-codes';

describe('recovery codes and app codes', () => {
  it('writes the codes one a line under a heading naming the account', () => {
    expect(recoveryCodesText('Vigil', 'alice', ['abcde-12345', 'fghjk-67890'])).toBe(
      'Vigil: recovery codes of alice (each works once)\n\nabcde-12345\nfghjk-67890\n',
    );
  });

  it('takes six digits, with the spaces apps show between them', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(cleanTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });
});
