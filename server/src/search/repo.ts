import type { MatchTier } from '../core/db/text-match';

/**
 * The candidates of a search, with few rows read: the first `limit` by name that match anywhere;
 * when there are that many, also the first `limit` by name that match a word start and a prefix
 * (the best ranks may lie further down the name order). Each query walks rows in name order and
 * stops at `limit`, so a word most names hold costs as little as a rare one. The true best
 * `limit` by rank then name are always among them: an exact match is the first of its prefix
 * matches by name.
 */
export async function tieredCandidates<R>(
  find: (tier: MatchTier, limit: number) => Promise<R[]>,
  key: (row: R) => string,
  limit: number,
): Promise<R[]> {
  const anywhere = await find('anywhere', limit);
  if (anywhere.length < limit) return anywhere;
  const [prefix, word] = await Promise.all([find('prefix', limit), find('word', limit)]);
  const seen = new Set<string>();
  return [...prefix, ...word, ...anywhere].filter((row) => !seen.has(key(row)) && Boolean(seen.add(key(row))));
}
