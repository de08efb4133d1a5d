import type { PermissionLevel } from '@contract/index';

/**
 * One grant as a permission page edits it: `id` is the other side of the grant (a login on a
 * stream's page, a stream uid on a user's page) and its level.
 */
export interface Grant {
  id: string;
  level: PermissionLevel;
}

/** What an unsaved list changes against the saved one (ids). */
export interface GrantDiff {
  added: string[];
  removed: string[];
  changed: string[];
  dirty: boolean;
}

/** Ids compare as the server compares logins: without regard to case. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const hasGrant = (rows: readonly Grant[], id: string) => rows.some((r) => same(r.id, id));

/** Adds a grant at the end with `level` (view by default); an id already listed is left as is. */
export function addGrant(rows: readonly Grant[], id: string, level: PermissionLevel = 'view'): Grant[] {
  const trimmed = id.trim();
  if (!trimmed || hasGrant(rows, trimmed)) return [...rows];
  return [...rows, { id: trimmed, level }];
}

export function removeGrant(rows: readonly Grant[], id: string): Grant[] {
  return rows.filter((r) => !same(r.id, id));
}

export function changeGrantLevel(rows: readonly Grant[], id: string, level: PermissionLevel): Grant[] {
  return rows.map((r) => (same(r.id, id) ? { ...r, level } : r));
}

/** What was added, removed or given another level; the order of the rows does not matter. */
export function diffGrants(saved: readonly Grant[], draft: readonly Grant[]): GrantDiff {
  const added = draft.filter((r) => !hasGrant(saved, r.id)).map((r) => r.id);
  const removed = saved.filter((r) => !hasGrant(draft, r.id)).map((r) => r.id);
  const changed = draft.filter((r) => saved.some((s) => same(s.id, r.id) && s.level !== r.level)).map((r) => r.id);
  return { added, removed, changed, dirty: added.length + removed.length + changed.length > 0 };
}
