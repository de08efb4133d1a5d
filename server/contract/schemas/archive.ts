import { Type, type Static } from '@sinclair/typebox';
import { IsoTime } from './common';
import { StreamUid } from './stream';

/** The recorded extent of a stream: first and last recorded moment. */
export const ArchivePeriod = Type.Object({ startTime: IsoTime, endTime: IsoTime }, { additionalProperties: false });
export type ArchivePeriod = Static<typeof ArchivePeriod>;

const PeriodOrNull = Type.Union([ArchivePeriod, Type.Null()], { description: 'null: nothing recorded (yet).' });

/** One recorded moment: the picture of the recorded segment holding `time`. */
export const ArchivePreviewQuery = Type.Object({ time: IsoTime }, { additionalProperties: false });
export type ArchivePreviewQuery = Static<typeof ArchivePreviewQuery>;

/** A time window of the archive; start_time must be before end_time. */
export const ArchiveWindowQuery = Type.Object(
  {
    start_time: IsoTime,
    end_time: IsoTime,
  },
  { additionalProperties: false },
);
export type ArchiveWindowQuery = Static<typeof ArchiveWindowQuery>;

/** Minutes to add to UTC to get the viewer's local time (Moscow: 180), i.e. `-new Date().getTimezoneOffset()`. */
export const TimezoneOffset = Type.Integer({ minimum: -840, maximum: 840 });

export const ArchiveRange = Type.Object(
  {
    date: IsoTime,
    status: Type.Integer({ minimum: 0, description: '0: no recording; nonzero (1): a recorded fragment.' }),
  },
  { additionalProperties: false },
);
export type ArchiveRange = Static<typeof ArchiveRange>;

export const ArchiveRangesReply = Type.Object(
  {
    period: PeriodOrNull,
    ranges: Type.Array(ArchiveRange, {
      description:
        'Ordered, contiguous and covering the asked window: each range starts at its date and ends where the next one ' +
        'starts; the last one ends at end_time. Two neighbours never have the same status.',
    }),
  },
  { additionalProperties: false },
);
export type ArchiveRangesReply = Static<typeof ArchiveRangesReply>;

export const ArchiveStatsReply = Type.Object({ period: PeriodOrNull }, { additionalProperties: false });
export type ArchiveStatsReply = Static<typeof ArchiveStatsReply>;

export const AvailableDaysQuery = Type.Object(
  {
    start_time: IsoTime,
    end_time: IsoTime,
    timezone_offset: Type.Optional(TimezoneOffset),
  },
  { additionalProperties: false },
);
export type AvailableDaysQuery = Static<typeof AvailableDaysQuery>;

export const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });

/**
 * Design (the spec does not show the shape): the days of the window that hold at
 * least one recorded second, as the date picker's YYYY-MM-DD strings, in the
 * viewer's time zone (timezone_offset, default UTC) so that the picker can enable
 * them without any date arithmetic. Wrapped in an object so fields can be added.
 */
export const AvailableDaysReply = Type.Object(
  { days: Type.Array(Day, { description: 'Ascending, no duplicates.' }) },
  { additionalProperties: false },
);
export type AvailableDaysReply = Static<typeof AvailableDaysReply>;

export const DownloadQuery = Type.Object(
  {
    start_time: IsoTime,
    end_time: IsoTime,
    timezone_offset: Type.Optional(TimezoneOffset),
  },
  {
    additionalProperties: false,
    description: 'At most archiveDownloadMaxSeconds long (TimeRangeTooLong); timezone_offset only names the file.',
  },
);
export type DownloadQuery = Static<typeof DownloadQuery>;

export const AnnotationType = Type.Union([Type.Literal('event'), Type.Literal('other')], {
  description: 'event: drawn yellowish on the timeline; other: magenta.',
});
export type AnnotationType = Static<typeof AnnotationType>;

/** A mark on the timeline, written by the server (e.g. a stream failure or restart is an event). */
export const Annotation = Type.Object(
  {
    id: Type.String(),
    streamId: StreamUid,
    type: AnnotationType,
    time: IsoTime,
    timeEnd: Type.Union([IsoTime, Type.Null()], { description: 'null: a moment, not an interval.' }),
    title: Type.String({ description: 'Plain text.' }),
  },
  { additionalProperties: false },
);
export type Annotation = Static<typeof Annotation>;

export const AnnotationsQuery = Type.Object(
  {
    streamId: StreamUid,
    from: IsoTime,
    to: IsoTime,
  },
  {
    additionalProperties: false,
    description: 'Annotations overlapping [from, to]; the window is at most playlistMaxSeconds long.',
  },
);
export type AnnotationsQuery = Static<typeof AnnotationsQuery>;

export const AnnotationList = Type.Array(Annotation, { description: 'Ordered by time.' });
export type AnnotationList = Static<typeof AnnotationList>;

/** A number from 0 to 1 written plainly (0, 0.25, .5, 1). */
const FRACTION = '(?:0|1|0?\\.[0-9]{1,6}|1\\.0{1,6})';

/** GET /v1/stream/{uid}/archive/motion: where and when to look for motion. */
export const MotionSearchQuery = Type.Object(
  {
    start_time: IsoTime,
    end_time: IsoTime,
    region: Type.Optional(
      Type.String({
        maxLength: 64,
        pattern: `^${FRACTION},${FRACTION},${FRACTION},${FRACTION}$`,
        description:
          'x,y,w,h in fractions of the picture from its top left (0.5,0,0.5,0.5: the top right quarter); ' +
          'the whole picture when left out. A region that is empty or leaves the picture is a ValidationError on region.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'At most a day long (TimeRangeTooLong); start_time must be before end_time.',
  },
);
export type MotionSearchQuery = Static<typeof MotionSearchQuery>;

export const MotionRange = Type.Object({ startTime: IsoTime, endTime: IsoTime }, { additionalProperties: false });
export type MotionRange = Static<typeof MotionRange>;

export const MotionSearchReply = Type.Object(
  {
    ranges: Type.Array(MotionRange, {
      description:
        'The seconds with motion in the region, merged into ranges (seconds less than 2 s apart join), ascending; ' +
        'each end is the end of its last second.',
    }),
  },
  { additionalProperties: false },
);
export type MotionSearchReply = Static<typeof MotionSearchReply>;
