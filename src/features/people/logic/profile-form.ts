import type { Language, UpdateMeBody, User } from '@contract/index';

/** The profile edit form (docs/console.md#screens-and-routes /profile/me/edit, #validation-rules). */
export interface ProfileFormValues {
  email: string;
  fullName: string;
  language: Language;
  oldPassword: string;
  password: string;
  repeat: string;
}

export function profileValuesOf(user: User): ProfileFormValues {
  return {
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    oldPassword: '',
    password: '',
    repeat: '',
  };
}

/**
 * PATCH /v1/user: only what changed (null when nothing did). A new password or e-mail goes with the
 * old password (docs/console.md#validation-rules: the server checks it and refreshes the session).
 */
export function profileBody(user: User, values: Partial<ProfileFormValues>): UpdateMeBody | null {
  // The form leaves out a field that is empty: an empty text.
  const body: UpdateMeBody = {};
  const email = (values.email ?? '').trim();
  const fullName = (values.fullName ?? '').trim();
  if (email && email.toLowerCase() !== user.email.toLowerCase()) body.email = email;
  if (fullName !== user.fullName) body.fullName = fullName;
  if (values.language && values.language !== user.language) body.language = values.language;
  if (values.password) body.password = values.password;
  if (body.password !== undefined || body.email !== undefined) body.oldPassword = values.oldPassword ?? '';
  return Object.keys(body).length > 0 ? body : null;
}

/** Whether the old password is asked for: a new password, or another e-mail, is being typed. */
export function needsOldPassword(user: User, values: Pick<ProfileFormValues, 'email' | 'password'>): boolean {
  const email = (values.email ?? '').trim();
  return !!values.password || (!!email && email.toLowerCase() !== user.email.toLowerCase());
}
