import { passwordRules, type ErrorReason } from '@contract/errors';

/** The reasons the console can tell before sending a new password; the server's rules are the contract's passwordRules. */
export type PrecheckReason = Extract<ErrorReason, 'passwordTooShort' | 'passwordContainsLogin'>;

/**
 * What is wrong with a new password that the console can see by itself, in the server's reason
 * words and order: fewer characters than `passwordRules.minLength`, then the login inside it (in
 * any case; skipped while the login is unknown). Null when neither: the server checks the rest.
 */
export function passwordPrecheck(password: string, login = ''): PrecheckReason | null {
  if (password.length < passwordRules.minLength) return 'passwordTooShort';
  if (login && password.toLowerCase().includes(login.toLowerCase())) return 'passwordContainsLogin';
  return null;
}
