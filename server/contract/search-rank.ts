/**
 * How well a text matches what someone typed, for the search call and the console's command
 * palette alike: one rule, written once. No dependencies, so the console imports it as a value
 * (the server ranks streams, mosaics and users with it; the console ranks its pages and actions,
 * whose titles only it knows in the user's language).
 *
 * Ranks, best first: the whole text is the query (`exact`), it starts with it (`prefix`), a word
 * of it does (`word`: the query follows a character that is neither a letter nor a digit), or it
 * holds it anywhere (`anywhere`). Case, surrounding spaces and runs of spaces do not count.
 */
export const SEARCH_RANKS = ['exact', 'prefix', 'word', 'anywhere'] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/** A text as it is compared: lower case, trimmed, runs of white space as one space. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** How `text` matches the (normalized) `query`, or null when it does not hold it at all. */
export function rankText(text: string, query: string): SearchRank | null {
  const q = normalizeSearchText(query);
  if (q === '') return null;
  const t = normalizeSearchText(text);
  if (t === q) return 'exact';
  if (t.startsWith(q)) return 'prefix';
  let at = t.indexOf(q, 1);
  if (at < 0) return null;
  for (; at >= 0; at = t.indexOf(q, at + 1)) {
    if (!WORD_CHARACTER.test(t[at - 1] ?? '')) return 'word';
  }
  return 'anywhere';
}

/** A rank as a number, 0 for `exact`: smaller is better. */
export function rankOrder(rank: SearchRank): number {
  return SEARCH_RANKS.indexOf(rank);
}

export interface FieldMatch<F extends string = string> {
  rank: SearchRank;
  /** Which of the fields matched best (the first given, on a tie). */
  field: F;
}

/**
 * The best match of any of a thing's fields (a stream's name, uid, tags, location), or null.
 * Fields come in order of preference: on equal ranks the earlier field is the one named.
 */
export function rankFields<F extends string>(
  fields: readonly (readonly [F, string | readonly string[] | null | undefined])[],
  query: string,
): FieldMatch<F> | null {
  let best: FieldMatch<F> | null = null;
  for (const [field, value] of fields) {
    const texts = value == null ? [] : typeof value === 'string' ? [value] : value;
    for (const text of texts) {
      const rank = rankText(text, query);
      if (rank && (!best || rankOrder(rank) < rankOrder(best.rank))) best = { rank, field };
      if (best?.rank === 'exact') return best;
    }
  }
  return best;
}

/** Sorts found things: better rank first, then by name (ignoring case), then by id, so ties are stable. */
export function compareRanked(
  a: { rank: SearchRank; name: string; id?: string },
  b: { rank: SearchRank; name: string; id?: string },
): number {
  return (
    rankOrder(a.rank) - rankOrder(b.rank) ||
    compareNames(a.name, b.name) ||
    (a.id ?? '').localeCompare(b.id ?? '', 'en')
  );
}

function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The things whose fields match, ranked, at most `limit`. `fieldsOf` lists a thing's fields in
 * order of preference (see rankFields).
 */
export function rankAll<T extends { name: string; id?: string }, F extends string>(
  things: readonly T[],
  query: string,
  fieldsOf: (thing: T) => readonly (readonly [F, string | readonly string[] | null | undefined])[],
  limit = Infinity,
): (T & { rank: SearchRank; matched: F })[] {
  const found: (T & { rank: SearchRank; matched: F })[] = [];
  for (const thing of things) {
    const match = rankFields(fieldsOf(thing), query);
    if (match) found.push({ ...thing, rank: match.rank, matched: match.field });
  }
  return found.sort(compareRanked).slice(0, limit);
}
