import type { ErrorReason } from '../../contract/errors';
import type { UpdateUserBody } from '../../contract/schemas/user';

/** What an administrator does to a user that could leave the server without an administrator. */
export type UserChange = 'block' | 'delete' | 'demote';

export interface UserChangeFacts {
  /** The administrator acting. */
  actorId: number;
  target: { id: number; isAdmin: boolean; isBlocked: boolean };
  /** Administrators who can sign in now (not blocked), the target included when it is one. */
  activeAdmins: number;
}

/**
 * Why the server refuses an administrator's block, delete or demotion, or null when it may:
 * nobody blocks, deletes or demotes themself, and the last administrator who can sign in stays.
 */
export function userChangeRefusal(_change: UserChange, facts: UserChangeFacts): ErrorReason | null {
  if (facts.actorId === facts.target.id) return 'userSelf';
  if (facts.target.isAdmin && !facts.target.isBlocked && facts.activeAdmins <= 1) return 'userLastAdministrator';
  return null;
}

/** The fields an outside directory owns on a managed user: the console may not edit them. */
const DIRECTORY_FIELDS = ['email', 'fullName', 'password'] as const satisfies readonly (keyof UpdateUserBody)[];

/** The directory fields an edit of a managed user would change (none for a user of this server). */
export function managedFieldsIn(body: UpdateUserBody, isManaged: boolean): string[] {
  return isManaged ? DIRECTORY_FIELDS.filter((field) => body[field] !== undefined) : [];
}

/** Whether an edit takes a user's administrator rights away. */
export function demotes(body: UpdateUserBody, isAdmin: boolean): boolean {
  return isAdmin && body.permissionType === 'user';
}
