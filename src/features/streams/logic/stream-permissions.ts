import type { PermissionLevel, SetStreamPermissionsBody, StreamPermission, User } from '@contract/index';

/** One grant on the stream as the permission page edits it. */
export interface PermissionRow {
  login: string;
  level: PermissionLevel;
}

/** What an unsaved list changes against the saved one. */
export interface PermissionDiff {
  added: string[];
  removed: string[];
  changed: string[];
  dirty: boolean;
}

/** Logins compare as the server compares them: without regard to case. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const has = (rows: readonly PermissionRow[], login: string) => rows.some((r) => same(r.login, login));

/** The server's grants on one stream, as editable rows (the stream's own fields dropped). */
export function rowsOf(items: readonly Pick<StreamPermission, 'login' | 'level'>[]): PermissionRow[] {
  return items.map(({ login, level }) => ({ login, level }));
}

/** Adds a user at the end with `level` (view by default); a user already listed is left as is. */
export function addUser(
  rows: readonly PermissionRow[],
  login: string,
  level: PermissionLevel = 'view',
): PermissionRow[] {
  const trimmed = login.trim();
  if (!trimmed || has(rows, trimmed)) return [...rows];
  return [...rows, { login: trimmed, level }];
}

export function removeUser(rows: readonly PermissionRow[], login: string): PermissionRow[] {
  return rows.filter((r) => !same(r.login, login));
}

export function changeLevel(rows: readonly PermissionRow[], login: string, level: PermissionLevel): PermissionRow[] {
  return rows.map((r) => (same(r.login, login) ? { ...r, level } : r));
}

/** Who was added, removed or given another level; order of the rows does not matter. */
export function diffPermissions(saved: readonly PermissionRow[], draft: readonly PermissionRow[]): PermissionDiff {
  const added = draft.filter((r) => !has(saved, r.login)).map((r) => r.login);
  const removed = saved.filter((r) => !has(draft, r.login)).map((r) => r.login);
  const changed = draft
    .filter((r) => saved.some((s) => same(s.login, r.login) && s.level !== r.level))
    .map((r) => r.login);
  return { added, removed, changed, dirty: added.length + removed.length + changed.length > 0 };
}

/**
 * Users who may be added: not administrators (they see every stream and the
 * server ignores their grants) and not listed yet; sorted by login.
 */
export function candidateUsers<U extends Pick<User, 'name' | 'isAdmin'>>(
  users: readonly U[],
  rows: readonly PermissionRow[],
): U[] {
  return users.filter((u) => !u.isAdmin && !has(rows, u.name)).sort((a, b) => a.name.localeCompare(b.name));
}

/** POST body: the complete list, which replaces the stream's grants. */
export function toSaveBody(rows: readonly PermissionRow[]): SetStreamPermissionsBody {
  return { items: rows.map(({ login, level }) => ({ login, level })) };
}

/** Page numbers still to ask for after the first page, to have every one of `total` users. */
export function remainingPages(total: number, pageSize: number): number[] {
  const pages = Math.ceil(Math.max(0, total) / pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}
