import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { errorResponses } from '../schemas/common';
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

/** Live HLS of a stream (fMP4 segments), and the segment files that live and archive playlists point at. */
export const liveRoutes = {
  getLivePlaylist: route('getLivePlaylist', {
    summary: 'Live HLS playlist of the stream (its newest segments)',
    description:
      `${VIEW} The Stream's live.playlistUrl. A sliding window of the newest segments (fMP4, H.264); ` +
      'while the stream starts, the answer waits (at most 8 s) for its first segment, and is empty after that. ' +
      'Fetching it also holds (and starts) a live-on-demand stream, like extend_lease=true.',
    tags: ['streams'],
    access: 'viewer',
    params: StreamUidParams,
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
