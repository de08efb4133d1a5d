import { sql, type Expression, type RawBuilder } from 'kysely';
import { normalizeSearchText } from '../../contract/search-rank';
import { likeIgnoringCase } from '../core/db/dialect';

type Db = Parameters<typeof likeIgnoringCase>[0];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Characters a word most often starts after, for the database's cut (the final rank is search-rank's). */
const WORD_SEPARATORS = [' ', '-', '_', '.', '/'];

/**
 * How well a row must match to be a candidate, in the order of `rankText`: `prefix` also takes
 * the exact matches, `word` the prefix ones, `anywhere` every one.
 */
export type MatchTier = 'prefix' | 'word' | 'anywhere';

/** What was typed, as the ranking compares it. */
export function searchText(query: string): string {
  return normalizeSearchText(query);
}

/**
 * Whether any of the columns matches the query at least as well as `tier`, in SQL both dialects
 * run. The candidates it lets through are ranked exactly by `search-rank.ts` afterwards (the
 * database's word start knows only the common separators).
 */
export function matchSql(
  db: Db,
  columns: readonly Expression<unknown>[],
  query: string,
  tier: MatchTier,
  /** Columns holding a JSON array of texts (a stream's tags): each text starts after a quote. */
  lists: readonly Expression<unknown>[] = [],
): RawBuilder<boolean> {
  const text = escapeLike(searchText(query));
  const patternsOf = (start: string) =>
    tier === 'prefix'
      ? [start]
      : tier === 'word'
        ? [start, ...WORD_SEPARATORS.map((s) => `%${escapeLike(s)}${text}%`)]
        : [`%${text}%`];
  const tests = [
    ...columns.flatMap((c) => patternsOf(`${text}%`).map((p) => likeIgnoringCase(db, c, p))),
    ...lists.flatMap((c) => patternsOf(`%"${text}%`).map((p) => likeIgnoringCase(db, c, p))),
  ];
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

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
