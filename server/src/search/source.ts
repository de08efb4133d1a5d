import type { SearchItem, SearchKind } from '../../contract/schemas/search';
import { compareRanked, rankFields } from '../../contract/search-rank';
import type { SearchDeps } from './plugin';
import type { UserRow } from '../users';

export type ItemOf<K extends SearchKind> = Extract<SearchItem, { kind: K }>;
type Field<K extends SearchKind> = ItemOf<K>['matched'];

/** A thing a source found, before it is ranked: the item without its rank, and the texts to rank it by. */
export interface Candidate<K extends SearchKind> {
  item: Omit<ItemOf<K>, 'rank' | 'matched'>;
  /** The fields that may match, in order of preference (the name first). */
  fields: readonly (readonly [Field<K>, string | readonly string[]])[];
}

/**
 * One kind of thing the search finds. A source answers only what the caller may see, and gives
 * its candidates best first, at most `limit` of them (the database's cut: see data/search-sql);
 * the search then ranks them exactly with the contract's rule, shared with the console.
 * A new kind is one source file and one line in `sources.ts`.
 */
export interface SearchSource<K extends SearchKind = SearchKind> {
  kind: K;
  find(ctx: SearchDeps, user: UserRow, query: string, limit: number): Promise<Candidate<K>[]>;
}

/** A source, with its kind checked against its candidates. */
export const source = <K extends SearchKind>(s: SearchSource<K>): SearchSource<K> => s;

/** Candidates a source reads beyond the limit, so the exact ranking may reorder the database's rough one. */
const SLACK = 16;

/** Ranks a source's candidates with the shared rule: the best `limit`, rank then name. */
export function ranked<K extends SearchKind>(candidates: readonly Candidate<K>[], query: string, limit: number) {
  const items: ItemOf<K>[] = [];
  for (const candidate of candidates) {
    const match = rankFields(candidate.fields, query);
    if (match) items.push({ ...candidate.item, rank: match.rank, matched: match.field } as ItemOf<K>);
  }
  return items.sort(compareRanked).slice(0, limit);
}

/** Every source's best `limit` items, by kind in the sources' order. */
export async function runSearch(
  sources: readonly SearchSource[],
  ctx: SearchDeps,
  user: UserRow,
  query: string,
  limit: number,
): Promise<SearchItem[]> {
  const found = await Promise.all(
    sources.map(async (s) => ranked(await s.find(ctx, user, query, limit + SLACK), query, limit)),
  );
  return found.flat();
}
