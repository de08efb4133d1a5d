import { Type } from '@sinclair/typebox';
import { route } from '../route';
import {
  AnnotationList,
  AnnotationsQuery,
  ArchivePreviewQuery,
  ArchiveRangesReply,
  ArchiveStatsReply,
  ArchiveWindowQuery,
  AvailableDaysQuery,
  AvailableDaysReply,
  DownloadQuery,
  MotionSearchQuery,
  MotionSearchReply,
} from '../schemas/archive';
import { ErrorBody, errorResponses } from '../schemas/common';
import { Binary, StreamUidParams } from '../schemas/stream';

const VIEW = 'Needs view permission on the stream (admins always): 403 Forbidden otherwise.';
const LICENSE = 'LicenseExpired (403) when watching the archive is locked by a missing or expired license.';

/** The recorded archive of one stream, and the annotations drawn on its timeline. */
export const archiveRoutes = {
  getArchivePlaylist: route('getArchivePlaylist', {
    summary: 'HLS playlist (VOD) of the archive between start_time and end_time',
    description: `${VIEW} ${LICENSE} At most playlistMaxSeconds long (TimeRangeTooLong).`,
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: ArchiveWindowQuery,
    produces: 'application/vnd.apple.mpegurl',
    response: {
      200: Type.String({ description: 'An M3U8 playlist; segment URLs are relative to it.' }),
      ...errorResponses,
    },
  }),
  getArchiveRanges: route('getArchiveRanges', {
    summary: 'Recorded fragments and gaps between start_time and end_time, for the timeline',
    description: `${VIEW} At most rangesMaxSeconds long (TimeRangeTooLong). The period is the whole recorded extent.`,
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: ArchiveWindowQuery,
    response: { 200: ArchiveRangesReply, ...errorResponses },
  }),
  getArchiveStats: route('getArchiveStats', {
    summary: 'First and last recorded moment of the stream',
    description: VIEW,
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    response: { 200: ArchiveStatsReply, ...errorResponses },
  }),
  getArchiveAvailableDays: route('getArchiveAvailableDays', {
    summary: "Days with recordings, as YYYY-MM-DD in the viewer's time zone, for the date picker",
    description: `${VIEW} The window is at most 366 days long (TimeRangeTooLong).`,
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: AvailableDaysQuery,
    response: { 200: AvailableDaysReply, ...errorResponses },
  }),
  downloadArchive: route('downloadArchive', {
    summary: 'The archive between start_time and end_time as one MP4 file (attachment)',
    description:
      `${VIEW} ${LICENSE} start_time must be before end_time and the clip at most archiveDownloadMaxSeconds long ` +
      '(TimeRangeTooLong). The file name is sent with RFC 6266 filename*.',
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: DownloadQuery,
    produces: 'video/mp4',
    response: { 200: Binary('An MP4 video, sent as an attachment.'), ...errorResponses },
  }),
  searchArchiveMotion: route('searchArchiveMotion', {
    summary: 'When something moved in a region of the picture between start_time and end_time',
    description:
      `${VIEW} At most a day long (TimeRangeTooLong). Read from the per-second motion grid the server keeps ` +
      'beside the recording (docs/motion.md); streams with motion detection off have none.',
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: MotionSearchQuery,
    response: { 200: MotionSearchReply, ...errorResponses },
  }),
  getArchivePreview: route('getArchivePreview', {
    summary: 'A small picture of a recorded moment: the keyframe that starts the recorded segment holding time',
    description:
      `${VIEW} A stream the caller may not view, and any share link, is NotFound, as for the rest of the archive. ` +
      'A JPEG at most 240 pixels wide, for timeline hover previews and event rows. NotFound ("Nothing is recorded ' +
      'at this time") over a gap. Kept per segment: Cache-Control: private, max-age=3600 and an ETag ' +
      '(If-None-Match answers 304). Unavailable (503) when the picture cannot be made.',
    tags: ['archive'],
    access: 'user',
    params: StreamUidParams,
    querystring: ArchivePreviewQuery,
    produces: 'image/jpeg',
    response: { 200: Binary('A JPEG image.'), ...errorResponses, 503: ErrorBody },
  }),
  listAnnotations: route('listAnnotations', {
    summary: 'Annotations of a stream between from and to, for the timeline',
    description: `${VIEW}`,
    tags: ['archive'],
    access: 'user',
    querystring: AnnotationsQuery,
    response: { 200: AnnotationList, ...errorResponses },
  }),
};
