import { Type, type Static, type TLiteral, type TProperties } from '@sinclair/typebox';
import { SingleLine } from './common';
import { SEARCH_RANKS } from '../search-rank';
import { StreamStatus } from './stream';

/** How an item matched (`server/contract/search-rank.ts`, which the console ranks its pages with too). */
export const SearchRankSchema = Type.Union(
  SEARCH_RANKS.map((r) => Type.Literal(r)),
  {
    description:
      'exact: a field is the query; prefix: starts with it; word: a word of it does; anywhere: holds it. ' +
      'Items come best rank first, then by name.',
  },
);

function item<K extends string, M extends string, P extends TProperties>(
  kind: K,
  matched: readonly M[],
  props: P,
  what: string,
) {
  return Type.Object(
    {
      kind: Type.Literal(kind) as TLiteral<K>,
      id: Type.String({
        description: 'What opens it: the stream uid, the mosaic id, the user login, the bookmark id.',
      }),
      name: Type.String({ description: 'What to show.' }),
      rank: SearchRankSchema,
      matched: Type.Union(
        matched.map((m) => Type.Literal(m) as TLiteral<M>),
        { description: 'The field that matched best.' },
      ),
      ...props,
    },
    { additionalProperties: false, description: what },
  );
}

export const SearchStreamItem = item(
  'stream',
  ['name', 'uid', 'tag', 'location'],
  {
    tags: Type.Array(Type.String()),
    location: Type.String({ description: 'The location name; empty when none.' }),
    status: StreamStatus,
  },
  'A stream the caller may view (the same rule as the streams list). The player is /stream/{id}/view.',
);

export const SearchMosaicItem = item(
  'mosaic',
  ['name'],
  { shared: Type.Boolean(), owner: Type.String({ description: 'The owner’s login.' }) },
  'A mosaic the caller may watch (their own and shared ones; all for administrators).',
);

export const SearchUserItem = item(
  'user',
  ['login', 'fullName'],
  { login: Type.String(), fullName: Type.String() },
  'A user, for administrators only. `name` is the full name, or the login when there is none.',
);

/** Reserved: bookmarks join the search with their own source (server/src/search/sources.ts). */
export const SearchBookmarkItem = item(
  'bookmark',
  ['name', 'tag', 'description'],
  {
    streamUid: Type.String(),
    time: Type.String({ format: 'date-time', description: 'The bookmarked moment (its start), ISO 8601.' }),
  },
  'A bookmark on a stream the caller may view; `time` opens its player there.',
);

export const SearchItem = Type.Union([SearchStreamItem, SearchMosaicItem, SearchUserItem, SearchBookmarkItem]);
export type SearchItem = Static<typeof SearchItem>;
export type SearchKind = SearchItem['kind'];
export const SEARCH_KINDS = ['stream', 'mosaic', 'user', 'bookmark'] as const satisfies readonly SearchKind[];

export const SearchQuery = Type.Object(
  {
    q: SingleLine({
      minLength: 1,
      maxLength: 200,
      description: 'What was typed; case and extra spaces do not count.',
    }),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, default: 8, description: 'At most this many items of each kind.' }),
    ),
  },
  { additionalProperties: false },
);

export const SearchReply = Type.Object({ items: Type.Array(SearchItem) }, { additionalProperties: false });
export type SearchReply = Static<typeof SearchReply>;
