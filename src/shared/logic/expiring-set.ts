/** Ids with an expiry time (ms), e.g. dismissed warnings. */
export type ExpiringSet = Record<string, number>;

export const DAY_MS = 24 * 3600_000;

/** Keeps only well-formed entries that have not expired yet. */
export function liveEntries(value: unknown, now: number): ExpiringSet {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: ExpiringSet = {};
  for (const [id, expiresAt] of Object.entries(value)) {
    if (typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > now) out[id] = expiresAt;
  }
  return out;
}

export function addEntry(set: ExpiringSet, id: string, now: number, ttlMs: number): ExpiringSet {
  return { ...liveEntries(set, now), [id]: now + ttlMs };
}

export function hasEntry(set: ExpiringSet, id: string, now: number): boolean {
  const expiresAt = set[id];
  return expiresAt !== undefined && expiresAt > now;
}
