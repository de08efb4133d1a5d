import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Login, PageNumber, PageSize, SingleLine } from './common';
import { StreamName, StreamUid } from './stream';
import { BOOKMARK_DESCRIPTION_MAX, BOOKMARK_NAME_MAX, BOOKMARK_TAG_MAX, BOOKMARK_TAGS_MAX } from '../bookmark-limits';

export * from '../bookmark-limits';

export const BookmarkId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'A malformed id is a ValidationError.',
});

export const BookmarkIdParams = Type.Object({ id: BookmarkId }, { additionalProperties: false });

const BookmarkName = SingleLine({ minLength: 1, maxLength: BOOKMARK_NAME_MAX, description: 'Required; not blank.' });
const BookmarkDescription = Type.String({ maxLength: BOOKMARK_DESCRIPTION_MAX, description: 'Empty when not set.' });
export const BookmarkTag = SingleLine({ minLength: 1, maxLength: BOOKMARK_TAG_MAX });
const BookmarkTags = Type.Array(BookmarkTag, {
  maxItems: BOOKMARK_TAGS_MAX,
  uniqueItems: true,
  description: 'Short labels; kept as typed (trimmed), matched ignoring case.',
});
const StartTime = {
  ...IsoTime,
  description: 'The moment, or the start of the interval (ISO 8601, as the archive calls).',
};
const EndTime = Type.Union([IsoTime, Type.Null()], {
  description:
    'null: a moment. Otherwise the end of the interval: after startTime (ValidationError on endTime, ' +
    'reason bookmarkEndBeforeStart) and at most a day after it (TimeRangeTooLong on endTime).',
});
const Hold = Type.Boolean({
  description:
    "Evidence hold: retention (depth, disk-full pass, live window) never removes a segment overlapping the bookmark's " +
    'interval, or, for a moment, 30 s either side of it (BOOKMARK_MOMENT_HOLD_MS). Turning it on or off, moving ' +
    'a held interval, or deleting a held bookmark needs the right to hold: an administrator, or a user who may ' +
    'manage the stream (403 Forbidden, reason holdNotAllowed, otherwise). A user other than an administrator ' +
    'holds at most bookmarkHoldMaxHours in all (403 QuotaReached on hold, reason holdCapReached).',
});

export const Bookmark = Type.Object(
  {
    id: BookmarkId,
    streamUid: StreamUid,
    streamName: StreamName,
    name: BookmarkName,
    description: BookmarkDescription,
    tags: BookmarkTags,
    startTime: IsoTime,
    endTime: Type.Union([IsoTime, Type.Null()], { description: 'null: a moment.' }),
    hold: Hold,
    author: Type.Union([Login, Type.Null()], {
      description: "Who made it; null once the author's account is deleted.",
    }),
    createdTime: IsoTime,
    updatedTime: IsoTime,
    meta: Type.Object(
      {
        canEdit: Type.Boolean({
          description:
            'The caller may edit and delete it: its author (not read-only), a user who may manage the stream, or an administrator.',
        }),
        canHold: Type.Boolean({
          description:
            'The caller may put it under evidence hold or release it: a user who may manage the stream, or an administrator.',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Bookmark = Static<typeof Bookmark>;

export const BOOKMARK_SORTS = ['time-desc', 'time-asc'] as const;
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];

/** GET /v1/bookmarks: every filter narrows; only bookmarks of streams the caller may view are ever listed. */
export const BookmarkListQuery = Type.Object(
  {
    search: Type.Optional(
      SingleLine({
        maxLength: 200,
        description: 'A part of the name, description or a tag (typed text, no wildcards).',
      }),
    ),
    streamUid: Type.Optional(StreamUid),
    tag: Type.Optional({ ...BookmarkTag, description: 'Bookmarks with this tag (ignoring case).' }),
    from: Type.Optional({ ...IsoTime, description: 'Bookmarks that end at or after this time.' }),
    to: Type.Optional({ ...IsoTime, description: 'Bookmarks that start at or before this time.' }),
    sort: Type.Optional(
      Type.Union(
        BOOKMARK_SORTS.map((s) => Type.Literal(s)),
        { description: 'By start time; newest first by default.' },
      ),
    ),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type BookmarkListQuery = Static<typeof BookmarkListQuery>;

export const BookmarkList = Type.Object(
  {
    items: Type.Array(Bookmark),
    total: Type.Integer({ minimum: 0, description: 'Bookmarks matching the filters.' }),
    tags: Type.Array(BookmarkTag, {
      description:
        'Every tag of the bookmarks the caller may see (whatever the filters), sorted, at most 200: the tag filter offers them.',
    }),
  },
  { additionalProperties: false },
);
export type BookmarkList = Static<typeof BookmarkList>;

/** POST /v1/bookmark. */
export const CreateBookmarkBody = Type.Object(
  {
    streamUid: {
      ...StreamUid,
      description:
        'A stream the caller may view: otherwise ValidationError on streamUid, reason bookmarkStreamUnknown.',
    },
    name: BookmarkName,
    description: Type.Optional(BookmarkDescription),
    tags: Type.Optional(BookmarkTags),
    startTime: StartTime,
    endTime: Type.Optional(EndTime),
    hold: Type.Optional({ ...Hold, default: false }),
  },
  { additionalProperties: false },
);
export type CreateBookmarkBody = Static<typeof CreateBookmarkBody>;

/**
 * PATCH /v1/bookmark/{id}: a partial update. A field left out keeps its value; endTime null makes
 * it a moment. The stream of a bookmark never changes.
 */
export const UpdateBookmarkBody = Type.Object(
  {
    name: Type.Optional(BookmarkName),
    description: Type.Optional(BookmarkDescription),
    tags: Type.Optional(BookmarkTags),
    startTime: Type.Optional(StartTime),
    endTime: Type.Optional(EndTime),
    hold: Type.Optional(Hold),
  },
  { additionalProperties: false },
);
export type UpdateBookmarkBody = Static<typeof UpdateBookmarkBody>;

/** GET /v1/bookmarks/hold-usage: how much of their cap of held hours the caller has used. */
export const BookmarkHoldUsage = Type.Object(
  {
    heldHours: Type.Number({
      minimum: 0,
      description:
        "The hours of recordings the caller's held bookmarks keep: each one's interval, a moment counting " +
        'BOOKMARK_MOMENT_HOLD_MS either side of it.',
    }),
    maxHours: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: "The configuration's bookmarkHoldMaxHours; null for an administrator, who is not capped.",
    }),
  },
  { additionalProperties: false },
);
export type BookmarkHoldUsage = Static<typeof BookmarkHoldUsage>;
