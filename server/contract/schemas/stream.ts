import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { errorReasons } from '../errors';
import { IsoTime, PageNumber, PageSize, SingleLine } from './common';
import { MOTION_CELLS, MOTION_SENSITIVITY_MAX, MOTION_SENSITIVITY_MIN } from '../motion-grid';
import { RECORDING_MODES, SCHEDULE_CELLS } from '../recording-mode';

/** Letters, digits, dash and underscore only: a uid is never a path (no dots, slashes or NUL). */
export const StreamUid = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
  description: 'Stable stream id: letters, digits, dash and underscore, starting with a letter or digit.',
});

export const StreamUidParams = Type.Object({ uid: StreamUid }, { additionalProperties: false });

/**
 * The static words docs/console.md#api-calls puts where a uid also goes: GET /v1/stream/probe and /preview beside
 * GET /v1/stream/{uid}, POST /v1/stream/pause/{uid} and /resume/{uid} beside POST
 * /v1/stream/{uid}/permissions. The static path answers, so a stream with one of these uids could
 * never be read or have its permissions set: no new stream may take one (the server's own uids end
 * in a random suffix and never do).
 */
export const RESERVED_STREAM_UIDS = ['pause', 'resume', 'probe', 'preview'] as const;

/** A uid a new stream may take: a StreamUid that is none of the reserved words. */
export const NewStreamUid = Type.String({
  minLength: StreamUid.minLength,
  maxLength: StreamUid.maxLength,
  pattern: `^(?!(?:${RESERVED_STREAM_UIDS.join('|')})$)[A-Za-z0-9][A-Za-z0-9_-]*$`,
  description: `${StreamUid.description ?? ''} Not one of ${RESERVED_STREAM_UIDS.join(', ')} (words of the API's paths).`,
});

/**
 * Where the server reads the video from. The scheme is checked here; the server
 * checks the rest (file: only inside the media folder, no shell metacharacters)
 * before any process starts. May hold credentials: administrators only.
 */
export const StreamSource = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^(rtsp|rtsps|rtmp|rtmps|http|https|file|demo)://[^\\s]+$',
  description:
    'rtsp://, rtsps://, rtmp://, rtmps://, http(s):// (HLS, MJPEG), file:// (inside the media folder) or demo://<label>.',
});

/**
 * A second, low-resolution source of the same camera (most IP cameras have a sub-stream URL): small
 * mosaic tiles play it. The same rules as the main source; may hold credentials: administrators only.
 */
export const StreamSubSource = Type.Union([StreamSource, Type.Null()], {
  description:
    "The camera's low-resolution sub-stream, by the same rules as streamSource; null: none " +
    '(demo:// streams make a small rendition themselves).',
});

export const StreamStatus = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('running'),
    Type.Literal('paused'),
    Type.Literal('failed'),
    Type.Literal('idle'),
  ],
  {
    description:
      'pending: starting or reconnecting; running: receiving video; paused: stopped by an operator; ' +
      'failed: gave up, see failureReason; idle: a live-on-demand stream nobody watches (no lease). ' +
      '"Available" means pending or running.',
  },
);
export type StreamStatus = Static<typeof StreamStatus>;

export const StreamName = SingleLine({ minLength: 1, maxLength: 200 });
export const StreamTag = SingleLine({ minLength: 1, maxLength: 64 });
export const StreamTags = Type.Array(StreamTag, { maxItems: 50, uniqueItems: true });
const LocationName = SingleLine({ maxLength: 200, description: 'Where the camera is; empty when not set.' });
const Marker = SingleLine({
  maxLength: 64,
  description: 'Free label the operator attaches (e.g. a map marker or colour); empty when not set.',
});

/**
 * Why a failed stream failed, in one word: the reason words of a refused or unreadable source
 * (errorReasons, as a ProbeError's `reason`), read from what ffmpeg said by the same classifier.
 */
export const StreamFailureCode = Type.Union([Type.Union(errorReasons.map((r) => Type.Literal(r))), Type.Null()], {
  description:
    'Why the stream failed, in one stable word of the error reasons (probeRefused, probeNotFound, fileMissing, ...); ' +
    'probeUnreadable when ffmpeg said nothing the server recognises (failureReason then holds its line); ' +
    'null unless status is failed, or when the failure is not about the source (failureReason says what).',
});
export type StreamFailureCode = Static<typeof StreamFailureCode>;

/**
 * Motion detection on the stream's recording (docs/motion.md). Defaults: on, sensitivity 5, no mask.
 * Only recorded streams are watched.
 */
export const StreamMotion = Type.Object(
  {
    isEnable: Type.Boolean({ description: 'Motion is looked for while the stream records.' }),
    sensitivity: Type.Integer({
      minimum: MOTION_SENSITIVITY_MIN,
      maximum: MOTION_SENSITIVITY_MAX,
      description: '1: only large, clear changes; 10: small ones too.',
    }),
    mask: Type.Array(Type.Integer({ minimum: 0, maximum: MOTION_CELLS - 1 }), {
      maxItems: MOTION_CELLS,
      uniqueItems: true,
      description:
        'Cells of the 16 × 9 grid left out (a tree, a road): cell i is column i % 16 of row ⌊i / 16⌋ from the top left.',
    }),
  },
  { additionalProperties: false },
);
export type StreamMotion = Static<typeof StreamMotion>;

/** What the archive keeps (docs/motion.md#recording-modes). */
export const RecordingModeSchema = Type.Union(
  RECORDING_MODES.map((m) => Type.Literal(m)),
  {
    description:
      'always: everything; motion: what is near motion (5 s before, 10 s after; needs motion detection on); ' +
      'schedule: by the weekly schedule.',
  },
);

/** A week of hours, each off, always or motion, in a time zone. */
export const RecordingScheduleSchema = Type.Object(
  {
    timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone of the hours (Europe/Moscow).' }),
    days: Type.Array(
      Type.Array(Type.Union(SCHEDULE_CELLS.map((c) => Type.Literal(c))), { minItems: 24, maxItems: 24 }),
      { minItems: 7, maxItems: 7, description: '7 days, Monday first, of 24 hours each.' },
    ),
  },
  { additionalProperties: false },
);
export type RecordingScheduleBody = Static<typeof RecordingScheduleSchema>;

/** A stream as the API shows it. */
export const Stream = Type.Object(
  {
    uid: StreamUid,
    name: StreamName,
    streamSource: Type.Union([StreamSource, Type.Null()], {
      description: 'Only filled for administrators (it may carry credentials); null for everyone else.',
    }),
    subSource: Type.Union([StreamSource, Type.Null()], {
      description:
        'The low-resolution sub-stream. Only filled for administrators (it may carry credentials); null for everyone else, or when none.',
    }),
    tags: StreamTags,
    status: StreamStatus,
    failureReason: Type.Union([Type.String(), Type.Null()], {
      description: "Why the stream failed, in English (the server's own line); null unless status is failed.",
    }),
    failureCode: StreamFailureCode,
    location: Type.Object({ name: LocationName }, { additionalProperties: false }),
    meta: Type.Object(
      {
        marker: Marker,
        canManage: Type.Boolean({
          description:
            'The caller may edit, pause, resume and delete it (manage permission or admin, and not read-only).',
        }),
      },
      { additionalProperties: false },
    ),
    archive: Type.Object(
      {
        isEnable: Type.Boolean({ description: 'Recording is on.' }),
        mode: RecordingModeSchema,
        schedule: Type.Union([RecordingScheduleSchema, Type.Null()], {
          description: 'The weekly schedule (used when mode is schedule); null when none was drawn.',
        }),
      },
      { additionalProperties: false },
    ),
    motion: StreamMotion,
    live: Type.Object(
      {
        onDemand: Type.Boolean({ description: 'Runs only while a player holds a lease (extend_lease=true).' }),
        playlistUrl: Type.String({
          description:
            'Live HLS playlist (getLivePlaylist, /v1/stream/{uid}/live/index.m3u8), relative to the server origin; used as given.',
        }),
        lowResPlaylistUrl: Type.Union([Type.String(), Type.Null()], {
          description:
            'Live HLS playlist of the low-resolution rendition (getLiveLowResPlaylist, /v1/stream/{uid}/live/low.m3u8), ' +
            'made from the sub-stream, or beside the main picture for demo:// sources; null: the stream has none. ' +
            'Small mosaic tiles play it. Live only: never recorded.',
        }),
      },
      { additionalProperties: false },
    ),
    node: Type.Object(
      { id: Type.String(), available: Type.Boolean({ description: 'The cluster node running the stream answers.' }) },
      { additionalProperties: false },
    ),
    createdTime: IsoTime,
  },
  { additionalProperties: false },
);
export type Stream = Static<typeof Stream>;

export const GroupType = Type.Union([Type.Literal('tag'), Type.Literal('none')]);
export type GroupType = Static<typeof GroupType>;
export const SortType = Type.Union([Type.Literal('date'), Type.Literal('name'), Type.Literal('status')], {
  description: 'date: newest first; name: A to Z; status: available first, then by name.',
});
export type SortType = Static<typeof SortType>;

export const StreamListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(PageSize),
    groupType: Type.Optional(GroupType),
    sortType: Type.Optional(SortType),
    onlyAvailable: Type.Optional(Type.Boolean({ description: 'Only pending or running streams.' })),
    isOnlyAvailable: Type.Optional(
      Type.Boolean({ description: 'Same as onlyAvailable; the name the status poll sends.' }),
    ),
    nodeId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'Only the streams of this cluster node (the streams list filters by node when clustering is on).',
      }),
    ),
    searchingValues: Type.Optional(
      Type.Array(SingleLine({ minLength: 1, maxLength: 200 }), {
        maxItems: 20,
        description:
          'Each value must match the name, uid or a tag (case-insensitive substring); repeat the key for several.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StreamListQuery = Static<typeof StreamListQuery>;

/**
 * Design (the spec does not show it): groups describe the whole filtered result,
 * items only the current page. A stream with several tags is in each of their
 * groups; streams without tags are in the group whose tag is null, which comes last.
 */
export const StreamGroup = Type.Object(
  {
    tag: Type.Union([StreamTag, Type.Null()], { description: 'null: the "untagged" group.' }),
    count: Type.Integer({ minimum: 0, description: 'Streams with this tag in the whole filtered result.' }),
    uids: Type.Array(StreamUid, { description: "Uids of this page's items in this group, in list order." }),
  },
  { additionalProperties: false },
);
export type StreamGroup = Static<typeof StreamGroup>;

export const StreamList = Type.Object(
  {
    items: Type.Array(Stream, { description: 'Only streams the caller may view.' }),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    groups: Type.Optional(
      Type.Array(StreamGroup, {
        description:
          'Only with groupType=tag: tags A to Z, untagged last. Items are then ordered by group, then by sortType.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StreamList = Static<typeof StreamList>;

/** The settings a writer sets, shared by create (name and source required) and update (all optional). */
const settings = {
  name: StreamName,
  streamSource: StreamSource,
  subSource: StreamSubSource,
  tags: StreamTags,
  location: Type.Object({ name: LocationName }, { additionalProperties: false }),
  meta: Type.Object({ marker: Marker }, { additionalProperties: false }),
  archive: Type.Object(
    {
      isEnable: Type.Optional(Type.Boolean()),
      mode: Type.Optional(RecordingModeSchema),
      schedule: Type.Optional(RecordingScheduleSchema),
    },
    { additionalProperties: false, description: 'Fields left out keep their values.' },
  ),
  live: Type.Object({ onDemand: Type.Boolean() }, { additionalProperties: false }),
  motion: Type.Partial(StreamMotion, {
    additionalProperties: false,
    description: 'Fields left out keep their values.',
  }),
};

/** PUT /v1/stream/{uid}: only the given fields change; the uid never does. */
export const UpdateStreamBody = Type.Partial(Type.Object(settings), { additionalProperties: false, minProperties: 1 });
export type UpdateStreamBody = Static<typeof UpdateStreamBody>;

/** uid omitted: the server makes one. Defaults: no tags, not on demand, recorded (not when on demand). */
export const CreateStreamBody = Type.Object(
  {
    ...UpdateStreamBody.properties,
    uid: Type.Optional(NewStreamUid),
    name: settings.name,
    streamSource: settings.streamSource,
  },
  { additionalProperties: false },
);
export type CreateStreamBody = Static<typeof CreateStreamBody>;

export const CreateStreamReply = Type.Object({ uid: StreamUid }, { additionalProperties: false });
export type CreateStreamReply = Static<typeof CreateStreamReply>;

export const GetStreamQuery = Type.Object(
  { extend_lease: Type.Optional(Type.Boolean({ description: 'A live-on-demand player keeps the stream running.' })) },
  { additionalProperties: false },
);

export const DeleteStreamQuery = Type.Object(
  {
    purge: Type.Optional(Type.Boolean({ description: 'true: also delete the recordings now; else retention does.' })),
  },
  { additionalProperties: false },
);

export const StreamStatusReply = Type.Object({ status: StreamStatus }, { additionalProperties: false });
export type StreamStatusReply = Static<typeof StreamStatusReply>;

const note = <K extends string, P extends Record<string, TSchema>>(key: K, props: P) =>
  Type.Object({ key: Type.Literal(key), ...props }, { additionalProperties: false });

/**
 * A line the server writes itself (not ffmpeg's), as a key and its values, so that a client can
 * show it in its user's language; `text` says the same in English.
 */
export const LogNote = Type.Union(
  [
    note('ffmpegStarted', { run: Type.String(), mode: Type.Union([Type.Literal('copy'), Type.Literal('encode')]) }),
    note('ffmpegEnded', {
      code: Type.Union([Type.Integer(), Type.Null()], { description: 'Its exit code; null when a signal ended it.' }),
      signal: Type.Union([Type.String(), Type.Null()], { description: 'The signal that ended it, e.g. SIGTERM.' }),
    }),
    note('sourceRead', {
      codecs: Type.Array(Type.String(), { description: 'The codecs of the source; empty when it has no tracks.' }),
      mode: Type.Union([Type.Literal('copy'), Type.Literal('encode')], {
        description: 'copy: H.264 recorded as it is; encode: encoded to H.264.',
      }),
    }),
    note('retrying', { seconds: Type.Number({ minimum: 0 }) }),
    note('receiving', {}),
    note('notStarted', { reason: StreamFailureCode }),
  ],
  {
    description:
      'ffmpegStarted, ffmpegEnded, sourceRead (what the source sends and whether it is copied), retrying (in seconds), ' +
      'receiving (the first segment of a run), notStarted (an attempt that failed before ffmpeg recorded, with its ' +
      "reason word as in failureCode; `text` is the server's own line, to show where the word is probeUnreadable or null).",
  },
);
export type LogNote = Static<typeof LogNote>;

/** Log lines of a stream or of the server; polled with a cursor. */
export const LogLine = Type.Object(
  {
    seq: Type.Integer({ minimum: 0, description: 'Increasing line number.' }),
    time: IsoTime,
    level: Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('error')]),
    text: Type.String({ description: 'Plain text; never carries passwords, tokens or source credentials.' }),
    note: Type.Optional(LogNote),
  },
  { additionalProperties: false },
);
export type LogLine = Static<typeof LogLine>;

export const LogsQuery = Type.Object(
  {
    since: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        description: 'The cursor of the previous reply: only newer lines.',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
  },
  { additionalProperties: false },
);
export type LogsQuery = Static<typeof LogsQuery>;

export const LogsReply = Type.Object(
  {
    lines: Type.Array(LogLine, { description: 'Oldest first; the last `limit` lines when since is omitted.' }),
    cursor: Type.Integer({ minimum: 0, description: 'Pass as `since` next time.' }),
  },
  { additionalProperties: false },
);
export type LogsReply = Static<typeof LogsReply>;

/** Probe and preview: exactly one of url and stream_id (both or neither is a ValidationError). */
export const ProbeQuery = Type.Object(
  { url: Type.Optional(StreamSource), stream_id: Type.Optional(StreamUid) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
export type ProbeQuery = Static<typeof ProbeQuery>;

export const ProbeReply = Type.Object(
  {
    codecs: Type.Array(Type.String(), { description: 'Codec names of the tracks, e.g. ["h264", "aac"].' }),
    width: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    height: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    frameRate: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'Frames per second.' }),
    bitrate: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Bits per second, when known.' }),
  },
  { additionalProperties: false, description: 'null: not found in the source.' },
);
export type ProbeReply = Static<typeof ProbeReply>;

/** A stateless signed link: computing it stores nothing, so GET changes no state. */
export const StreamShare = Type.Object(
  {
    url: Type.String({ description: 'Watch link with the token, for people without an account.' }),
    token: Type.String(),
    expireTime: IsoTime,
  },
  { additionalProperties: false },
);
export type StreamShare = Static<typeof StreamShare>;

/**
 * A non-JSON success body (image, video). Typed `unknown`: the console reads it
 * as a Blob, the server sends a Buffer or a stream.
 */
export function Binary(description: string) {
  return Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });
}
