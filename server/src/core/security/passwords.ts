import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { passwordRules, type ErrorReason } from '../../../contract/errors';
import { AppError } from '../errors';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 64 };

/** scrypt$N$r$p$salt$hash, all parts needed to verify later even if the defaults change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, PARAMS.keylen, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(expected, actual);
}

/** A hash of a random password, to spend the same time on unknown logins as on known ones. */
export const decoyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

const COMMON = new Set([
  'password',
  'password1',
  '12345678',
  '123456789',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'admin123',
  'letmein1',
  'welcome1',
]);

const { minLength, passphraseLength, distinctMin } = passwordRules;

export type PasswordReason = Extract<
  ErrorReason,
  'passwordTooShort' | 'passwordCommon' | 'passwordContainsLogin' | 'passwordFewCharacters' | 'passwordNeedsKinds'
>;

/** Why a password will not do: the contract's reason word and the same in English. */
export interface PasswordWeakness {
  reason: PasswordReason;
  message: string;
}

const weakness = (reason: PasswordReason, message: string): PasswordWeakness => ({ reason, message });

/**
 * Why a password is too weak, or null when it will do. Long passphrases of
 * letters only are fine; short ones need two kinds of characters.
 */
export function passwordWeakness(password: string, login = ''): PasswordWeakness | null {
  if (password.length < minLength) return weakness('passwordTooShort', `at least ${minLength} characters`);
  if (COMMON.has(password.toLowerCase())) return weakness('passwordCommon', 'a commonly used password');
  if (login && password.toLowerCase().includes(login.toLowerCase()))
    return weakness('passwordContainsLogin', 'contains the login');
  if (new Set(password).size < distinctMin) return weakness('passwordFewCharacters', 'too few different characters');
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length < passphraseLength && kinds < 2)
    return weakness('passwordNeedsKinds', `mix letters with digits or symbols, or use ${passphraseLength}+ characters`);
  return null;
}

/** Refuses a weak password (PasswordNotComplexEnough on the password field), saying why in a word and in English. */
export function refuseWeakPassword(password: string, login: string): void {
  const weak = passwordWeakness(password, login);
  if (weak)
    throw new AppError('PasswordNotComplexEnough', `Password is not complex enough: ${weak.message}`, {
      field: 'password',
      reason: weak.reason,
    });
}
