/**
 * The search's cut in SQL, for every domain's repository (streams, users, mosaics, bookmarks): which
 * rows may match what was typed. The search domain ranks the candidates (search-rank.ts).
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { normalizeSearchText } from '../../../contract/search-rank';
import { likeIgnoringCase } from './dialect';

type Db = Parameters<typeof likeIgnoringCase>[0];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Characters a word most often starts after, for the database's cut (the final rank is search-rank's). */
const WORD_SEPARATORS = [' ', '-', '_', '.', '/'];

/**
 * How well a row must match to be a candidate, in the order of `rankText`: `prefix` also takes
 * the exact matches, `word` the prefix ones, `anywhere` every one.
 */
export type MatchTier = 'prefix' | 'word' | 'anywhere';

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
  const text = escapeLike(normalizeSearchText(query));
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
