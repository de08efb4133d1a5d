import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, PageNumber, PageSize } from './common';
import { StreamName, StreamUid } from './stream';

export const EventId = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[0-9]+$',
  description: 'A malformed id is a ValidationError.',
});

export const EventType = Type.Union([Type.Literal('motion')], {
  description: 'motion: something moved in the picture.',
});
export type EventType = Static<typeof EventType>;

/** One event of a stream: an interval of its recording when something happened. */
export const StreamEvent = Type.Object(
  {
    id: EventId,
    streamId: StreamUid,
    streamName: StreamName,
    type: EventType,
    startTime: IsoTime,
    endTime: IsoTime,
    thumbnailUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'A picture of the event (relative to the server origin); null: none was kept.',
    }),
    reviewed: Type.Boolean({ description: 'The caller marked it reviewed (each user has their own marks).' }),
  },
  { additionalProperties: false },
);
export type StreamEvent = Static<typeof StreamEvent>;

/** Stream ids separated by commas: one request for the streams of a wall. */
const StreamUidList = Type.String({
  minLength: 1,
  maxLength: 8_000,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*(?:,[A-Za-z0-9][A-Za-z0-9_-]*)*$',
  description: 'Only these streams: their ids separated by commas (a wall asks for its tiles at once).',
});

/** GET /v1/events: every filter narrows; only events of streams the caller may view are ever listed. */
export const EventListQuery = Type.Object(
  {
    from: Type.Optional({ ...IsoTime, description: 'Events that end at or after this time.' }),
    to: Type.Optional({ ...IsoTime, description: 'Events that start at or before this time.' }),
    streamId: Type.Optional(StreamUid),
    streamIds: Type.Optional(StreamUidList),
    followed: Type.Optional(
      Type.Boolean({ description: "true: only the streams the caller follows (their profile's followedStreams)." }),
    ),
    reviewed: Type.Optional(
      Type.Boolean({ description: 'true: only those the caller reviewed; false: only the others.' }),
    ),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type EventListQuery = Static<typeof EventListQuery>;

export const EventList = Type.Object(
  {
    items: Type.Array(StreamEvent, { description: 'Newest first (by start time).' }),
    total: Type.Integer({ minimum: 0, description: 'Events matching the filters.' }),
  },
  { additionalProperties: false },
);
export type EventList = Static<typeof EventList>;

/** POST /v1/events/reviewed: marks for the caller only. */
export const ReviewEventsBody = Type.Object(
  {
    ids: Type.Array(EventId, {
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      description: 'Ids of events of streams the caller may view; others are left alone (as missing ones).',
    }),
    reviewed: Type.Boolean({ description: 'true: mark reviewed; false: mark not reviewed.' }),
  },
  { additionalProperties: false },
);
export type ReviewEventsBody = Static<typeof ReviewEventsBody>;

export const ReviewEventsReply = Type.Object(
  { updated: Type.Integer({ minimum: 0, description: 'How many of the ids were events the caller may view.' }) },
  { additionalProperties: false },
);
export type ReviewEventsReply = Static<typeof ReviewEventsReply>;
