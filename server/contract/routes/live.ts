import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
import { Binary, StreamUid, StreamUidParams } from '../schemas/stream';

const VIEW = 'Needs view permission on the stream (admins always): 403 Forbidden otherwise.';

/** What a live playlist answers, the main picture's and the low-resolution one's alike. */
const LIVE_PLAYLIST_RESPONSE = {
  200: Type.String({ description: 'An M3U8 playlist; segment URLs are relative to it (../media/<run>/<file>).' }),
  ...errorResponses,
};

/** The path of one media file: strictly a run id and a segment or init file name, never a path. */
export const SegmentParams = Type.Object(
  {
    uid: StreamUid,
    run: Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'One recorder run (a folder of segments).' }),
    file: Type.String({
      pattern: '^(init\\.mp4|seg-[0-9]{6,10}\\.m4s)$',
      description: 'init.mp4 (the run’s init segment) or seg-NNNNNN.m4s (a media segment).',
    }),
  },
  { additionalProperties: false },
);

/**
 * A blocking playlist reload (the HLS specification's low-latency delivery directives, as players
 * send them): the answer waits until the playlist holds segment `_HLS_msn` (and its part
 * `_HLS_part`) or later.
 */
export const LivePlaylistQuery = Type.Object(
  {
    _HLS_msn: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1e12, description: 'Wait for this media sequence number.' }),
    ),
    _HLS_part: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 9999, description: 'With _HLS_msn: wait for this part of that segment.' }),
    ),
    parts: Type.Optional(
      Type.Boolean({
        description:
          'false: no partial-segment tags: the complete parts (of the newest three target durations) are listed as ' +
          'short ordinary segments, numbered by part (only a segment’s first part starts with a keyframe), with ' +
          'no preload hint or blocking reload. For the many players of a mosaic, which would each hold one of the ' +
          'browser’s connections to the server with a blocking reload.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** One file of the live edge (low-latency HLS), named by the live playlist: never a path. */
export const LiveEdgeFileParams = Type.Object(
  {
    uid: StreamUid,
    file: Type.String({
      pattern: '^(init-[0-9]{1,9}\\.mp4|part-[0-9]{1,12}-[0-9]{1,4}\\.m4s|seg-[0-9]{1,12}\\.m4s)$',
      description:
        'init-N.mp4 (an init segment), part-M-P.m4s (part P of segment M) or seg-M.m4s (segment M, all its parts).',
    }),
  },
  { additionalProperties: false },
);

/** The content type of WHEP's offers and answers. */
export const SDP_TYPE = 'application/sdp';
/** The longest offer taken (a browser's is 3 to 6 kB). */
export const MAX_OFFER_BYTES = 64 * 1024;

/** A WHEP offer: an SDP text (RFC 8866), sent as application/sdp. */
export const WhepOffer = Type.String({
  minLength: 1,
  maxLength: MAX_OFFER_BYTES,
  description: 'The browser’s SDP offer (Content-Type: application/sdp): one video section, receive only.',
});

/** One WHEP session of a stream, named by the Location its start answered with. */
export const WhepSessionParams = Type.Object(
  {
    uid: StreamUid,
    session: Type.String({ pattern: '^[a-f0-9]{32}$', description: 'The session, from the Location header.' }),
  },
  { additionalProperties: false },
);

const WHEP_FALLBACK =
  'Unavailable with the reason webrtcOff (WebRTC switched off on the server) or webrtcUnsupportedCodec (a ' +
  'picture that WebRTC cannot carry as it is, e.g. a copied camera stream with B-frames): the player then ' +
  'plays the live playlist (low-latency HLS) instead.';

/** Live HLS of a stream (fMP4 segments), and the segment files that live and archive playlists point at. */
export const liveRoutes = {
  getLivePlaylist: route('getLivePlaylist', {
    summary: 'Live HLS playlist of the stream (low-latency HLS: its newest segments and their parts)',
    description:
      `${VIEW} The Stream's live.playlistUrl. A sliding window of the newest segments (fMP4, H.264) with ` +
      'the parts of the last few (EXT-X-PART, at most EXT-X-PART-INF’s PART-TARGET long) and the next part ' +
      'as EXT-X-PRELOAD-HINT; its files are getLiveEdgeFile’s. Players that do not read parts play its ' +
      'segments as ordinary live HLS. With _HLS_msn (and _HLS_part) the answer waits until the playlist holds ' +
      'that segment (part), or three target durations at most and then answers as it stands; a segment ' +
      'more than two past the newest is a ValidationError. While the stream starts, the answer waits (at ' +
      'most 8 s) for its first part, and is empty after that. Fetching it also holds (and starts) a ' +
      'live-on-demand stream, like extend_lease=true.',
    tags: ['streams'],
    access: 'viewer',
    params: StreamUidParams,
    querystring: LivePlaylistQuery,
    produces: 'application/vnd.apple.mpegurl',
    response: LIVE_PLAYLIST_RESPONSE,
  }),
  getLiveLowResPlaylist: route('getLiveLowResPlaylist', {
    summary: 'Live HLS playlist of the stream’s low-resolution rendition (small mosaic tiles)',
    description:
      `${VIEW} The Stream's live.lowResPlaylistUrl: made from the stream's sub-stream (subSource), or beside the ` +
      'main picture for demo:// sources; live only, never recorded. NotFound when the stream has no low-resolution ' +
      'rendition. Like the main live playlist it waits (at most 8 s) while the stream starts, and holds (and starts) ' +
      'a live-on-demand stream.',
    tags: ['streams'],
    access: 'viewer',
    params: StreamUidParams,
    produces: 'application/vnd.apple.mpegurl',
    response: LIVE_PLAYLIST_RESPONSE,
  }),
  getLiveEdgeFile: route('getLiveEdgeFile', {
    summary: 'One file of the live playlist: an init segment, a part or a segment of the live edge (fMP4)',
    description:
      `${VIEW} Kept in memory for the newest segments only. A part the live playlist announces as its ` +
      'preload hint is answered once it is complete (the answer waits, at most three target durations); ' +
      'NotFound when the file is not (or no longer) there.',
    tags: ['streams'],
    access: 'viewer',
    params: LiveEdgeFileParams,
    produces: 'video/mp4',
    response: { 200: Binary('An fMP4 init segment, part or media segment.'), ...errorResponses },
  }),
  startWhep: route('startWhep', {
    summary: 'Start watching the stream live over WebRTC (WHEP, RFC 9725)',
    description:
      `${VIEW} The body is the player’s SDP offer (Content-Type: application/sdp); the answer (201) is the ` +
      'server’s SDP answer with all its candidates (no trickle), and its Location header names the session ' +
      '(DELETE it to stop). An offer that is not SDP, or takes no H.264 with packetization mode 1, is a ' +
      `ValidationError (reason sdpMalformed or webrtcUnsupportedCodec). ${WHEP_FALLBACK} Like the live ` +
      'playlist it holds (and starts) a live-on-demand stream, waiting (at most 8 s) while the stream starts; ' +
      'the session ends when the caller’s session or share link stops working.',
    tags: ['streams'],
    access: 'viewer',
    params: StreamUidParams,
    body: WhepOffer,
    consumes: [SDP_TYPE],
    produces: SDP_TYPE,
    response: {
      201: Type.String({ description: 'The server’s SDP answer (application/sdp).' }),
      ...errorResponses,
      503: ErrorBody,
    },
  }),
  endWhep: route('endWhep', {
    summary: 'Stop a WebRTC (WHEP) session',
    description: `${VIEW} NotFound when the session is not (or no longer) there.`,
    tags: ['streams'],
    access: 'viewer',
    params: WhepSessionParams,
    response: { 204: Type.Null({ description: 'The session ended.' }), ...errorResponses },
  }),
  patchWhep: route('patchWhep', {
    summary: 'Trickle ICE or an ICE restart of a WHEP session: not supported',
    description: `${VIEW} MethodNotAllowed (405) for a session that is there (NotFound otherwise): the server’s answer carries all its candidates.`,
    tags: ['streams'],
    access: 'viewer',
    params: WhepSessionParams,
    response: { 204: Type.Null(), ...errorResponses, 405: ErrorBody },
  }),
  getSegment: route('getSegment', {
    summary: 'One media file of the stream: an init segment or a media segment (fMP4)',
    description: `${VIEW} NotFound when the file does not exist (any more).`,
    tags: ['streams'],
    access: 'viewer',
    params: SegmentParams,
    produces: 'video/mp4',
    response: { 200: Binary('An fMP4 init or media segment.'), ...errorResponses },
  }),
};
