import type { CreateUserBody, Language, PermissionType, UpdateUserBody, User, UserRole } from '@contract/index';

/** The add and edit user forms' values (docs/console.md#entities User). */
export interface UserFormValues {
  name: string;
  /** Add: the first password. Edit: empty keeps the password. */
  password: string;
  email: string;
  fullName: string;
  language: Language;
  permissionType: PermissionType;
  /** How many streams the user may create: 0 read-only, -1 unlimited. */
  maxStreamCreation: number;
  mustChangePassword: boolean;
}

/** A new user's form: the server's default language, a plain user who may add streams, a password to change. */
export function newUserValues(language: Language): UserFormValues {
  return {
    name: '',
    password: '',
    email: '',
    fullName: '',
    language,
    permissionType: 'user',
    maxStreamCreation: -1,
    mustChangePassword: true,
  };
}

/** A user's edit form, as saved (no password: an empty one keeps it). */
export function userValuesOf(user: User): UserFormValues {
  return {
    name: user.name,
    password: '',
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    permissionType: user.permissionType,
    maxStreamCreation: user.maxStreamCreation,
    mustChangePassword: user.mustChangePassword,
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The form's values made whole: the form leaves out a text field that is empty (an empty text
 * here) and a field it does not show (the stream limit of an administrator: `shown`'s value).
 */
export function filledValues(values: Partial<UserFormValues>, shown: UserFormValues): UserFormValues {
  return {
    name: values.name ?? shown.name,
    password: values.password ?? '',
    email: values.email ?? '',
    fullName: values.fullName ?? '',
    language: values.language ?? shown.language,
    permissionType: values.permissionType ?? shown.permissionType,
    maxStreamCreation: values.maxStreamCreation ?? shown.maxStreamCreation,
    mustChangePassword: values.mustChangePassword ?? shown.mustChangePassword,
  };
}

/** POST /v1/users from the add form: an empty e-mail or full name is left out. */
export function createBody(values: UserFormValues): CreateUserBody {
  const email = trimmed(values.email);
  const fullName = trimmed(values.fullName);
  return {
    name: trimmed(values.name),
    password: values.password,
    ...(email ? { email } : {}),
    ...(fullName ? { fullName } : {}),
    language: values.language,
    permissionType: values.permissionType,
    // An administrator may create any number of streams; the field only speaks of users.
    maxStreamCreation: values.permissionType === 'admin' ? -1 : values.maxStreamCreation,
    mustChangePassword: values.mustChangePassword,
  };
}

/**
 * PUT /v1/user/{login} from the edit form: only what changed (null when nothing did). An empty
 * password keeps the old one; a managed user's directory fields (e-mail, full name, password) are
 * never sent. "Must change password" goes with a new password, or when it was switched.
 */
export function updateBody(saved: UserFormValues, values: UserFormValues, managed: boolean): UpdateUserBody | null {
  const body: UpdateUserBody = {};
  const email = trimmed(values.email);
  const fullName = trimmed(values.fullName);
  if (!managed && email && email !== saved.email) body.email = email;
  if (!managed && fullName !== saved.fullName) body.fullName = fullName;
  if (values.language !== saved.language) body.language = values.language;
  if (values.permissionType !== saved.permissionType) body.permissionType = values.permissionType;
  const limit = values.permissionType === 'admin' ? saved.maxStreamCreation : values.maxStreamCreation;
  if (limit !== saved.maxStreamCreation) body.maxStreamCreation = limit;
  const password = managed ? '' : values.password;
  if (password) body.password = password;
  if (password || values.mustChangePassword !== saved.mustChangePassword) {
    body.mustChangePassword = values.mustChangePassword;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** What a user is allowed, as the users list shows and filters it. */
export function roleOf(user: Pick<User, 'isAdmin' | 'isReadOnly'>): UserRole {
  if (user.isAdmin) return 'admin';
  return user.isReadOnly ? 'readOnly' : 'user';
}

/** What a stream limit means, for the form's explanation: read-only, unlimited, or that many streams. */
export function streamLimitKind(limit: number): 'readOnly' | 'unlimited' | 'limited' {
  if (limit === 0) return 'readOnly';
  return limit < 0 ? 'unlimited' : 'limited';
}
