import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { ErrorBody, errorResponses, Ok } from '../schemas/common';
import { SetStreamPermissionsBody, StreamPermissionList } from '../schemas/permissions';
import {
  Binary,
  CreateStreamBody,
  CreateStreamReply,
  DeleteStreamQuery,
  GetStreamQuery,
  LogsQuery,
  LogsReply,
  ProbeQuery,
  ProbeReply,
  Stream,
  StreamList,
  StreamListQuery,
  StreamShare,
  StreamStatusReply,
  StreamUidParams,
  UpdateStreamBody,
} from '../schemas/stream';

const VIEW = 'Needs view permission on the stream (admins always): 403 Forbidden otherwise.';
const MANAGE = 'Needs manage permission on the stream (admins always): 403 Forbidden otherwise.';

/** Only a cache-busting tick: an <img> asks again with a new `t`; anything else is a ValidationError. */
export const StreamThumbnailQuery = Type.Object(
  {
    t: Type.Optional(
      Type.String({ maxLength: 32, description: 'Any value (the console sends a tick); ignored by the server.' }),
    ),
  },
  { additionalProperties: false },
);

/** Streams. Per-stream permissions (view, manage) are checked in the handlers, on top of `access`. */
export const streamsRoutes = {
  listStreams: route('listStreams', {
    summary: 'Streams the caller may view: paged, searched, sorted, optionally grouped by tag',
    description: 'access is user; the list leaves out every stream the caller has no view permission on.',
    tags: ['streams'],
    access: 'user',
    querystring: StreamListQuery,
    response: { 200: StreamList, ...errorResponses },
  }),
  createStream: route('createStream', {
    summary: 'Add a stream; the caller receives manage permission on it',
    description:
      'QuotaReached past maxStreamCreation; LicenseExpired when the license is missing or expired; AlreadyUsed for a taken uid.',
    tags: ['streams'],
    access: 'writer',
    body: CreateStreamBody,
    response: { 200: CreateStreamReply, ...errorResponses, 409: ErrorBody },
  }),
  probeStream: route('probeStream', {
    summary: 'Probe a source URL or an existing stream: codecs, size, frame rate, bitrate',
    description: `Exactly one of url and stream_id. With stream_id: ${MANAGE} ProbeError when the source does not answer within 60 s.`,
    tags: ['streams'],
    access: 'writer',
    querystring: ProbeQuery,
    response: { 200: ProbeReply, ...errorResponses, 503: ErrorBody },
  }),
  previewStream: route('previewStream', {
    summary: 'One JPEG frame of a source URL or an existing stream',
    description: `Exactly one of url and stream_id. With stream_id: ${MANAGE} ProbeError when the source does not answer within 60 s.`,
    tags: ['streams'],
    access: 'writer',
    querystring: ProbeQuery,
    produces: 'image/jpeg',
    response: { 200: Binary('A JPEG image.'), ...errorResponses, 503: ErrorBody },
  }),
  pauseStream: route('pauseStream', {
    summary: 'Pause a stream (stops reading and recording); answers the new status',
    description: MANAGE,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    response: { 200: StreamStatusReply, ...errorResponses },
  }),
  resumeStream: route('resumeStream', {
    summary: 'Resume a paused or failed stream; answers the new status',
    description: MANAGE,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    response: { 200: StreamStatusReply, ...errorResponses },
  }),
  getStream: route('getStream', {
    summary: 'One stream; polled every second by the player',
    description: `${VIEW} streamSource is filled for administrators only. extend_lease=true keeps a live-on-demand stream running.`,
    tags: ['streams'],
    access: 'viewer',
    params: StreamUidParams,
    querystring: GetStreamQuery,
    response: { 200: Stream, ...errorResponses },
  }),
  getStreamThumbnail: route('getStreamThumbnail', {
    summary: "The stream's latest picture: a small JPEG of its newest live segment, for the streams grid",
    description:
      'Needs view permission on the stream (admins always); a stream the caller may not view is NotFound, like a ' +
      'missing one. At most 320 pixels wide. NotFound ("No picture yet") while the stream has no live segment ' +
      '(paused, on demand with nobody watching, starting, failed); asking never starts an on-demand stream. ' +
      'Cached per live segment (Cache-Control: private, max-age=5). Unavailable (503) when the picture cannot be made.',
    tags: ['streams'],
    access: 'user',
    params: StreamUidParams,
    querystring: StreamThumbnailQuery,
    produces: 'image/jpeg',
    response: { 200: Binary('A JPEG image.'), ...errorResponses, 503: ErrorBody },
  }),
  updateStream: route('updateStream', {
    summary: 'Save stream settings; only the given fields change',
    description: MANAGE,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    body: UpdateStreamBody,
    response: { 200: Stream, ...errorResponses },
  }),
  deleteStream: route('deleteStream', {
    summary: 'Delete a stream; purge=true also deletes its recordings now',
    description: MANAGE,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    querystring: DeleteStreamQuery,
    response: { 200: Ok, ...errorResponses },
  }),
  getStreamLogs: route('getStreamLogs', {
    summary: 'Recent log lines of the stream (debug page), polled with a cursor',
    description: `${MANAGE} Lines never carry source URLs or credentials.`,
    tags: ['streams'],
    access: 'user',
    params: StreamUidParams,
    querystring: LogsQuery,
    response: { 200: LogsReply, ...errorResponses },
  }),
  getStreamPermissions: route('getStreamPermissions', {
    summary: 'Who may view or manage this stream (explicit grants; administrators are not listed)',
    tags: ['streams', 'users'],
    access: 'admin',
    params: StreamUidParams,
    response: { 200: StreamPermissionList, ...errorResponses },
  }),
  setStreamPermissions: route('setStreamPermissions', {
    summary: 'Replace the list of who may view or manage this stream',
    tags: ['streams', 'users'],
    access: 'admin',
    params: StreamUidParams,
    body: SetStreamPermissionsBody,
    response: { 200: StreamPermissionList, ...errorResponses },
  }),
  getStreamShare: route('getStreamShare', {
    summary: 'A signed watch link for people without an account',
    description: `${MANAGE} The link is stateless (nothing is stored, so this GET changes no state) and valid until expireTime.`,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    response: { 200: StreamShare, ...errorResponses },
  }),
  deleteStreamShare: route('deleteStreamShare', {
    summary: 'Revoke every share link of the stream given out so far',
    description: MANAGE,
    tags: ['streams'],
    access: 'writer',
    params: StreamUidParams,
    response: { 200: Ok, ...errorResponses },
  }),
};
