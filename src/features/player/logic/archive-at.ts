/**
 * The archive moment a player address asks for (`?at=<ISO time>`, as a bookmark's play link
 * makes it), or null: none, not a time, or in the future.
 */
export function archiveAtOf(value: string | null, now: number): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms < now ? ms : null;
}
