/**
 * HLS playlists served to players, built from segment rows (pure).
 *
 * Segment URIs are relative to the playlist: both `/v1/stream/<uid>/live/index.m3u8`
 * and `/v1/stream/<uid>/archive/index.m3u8` sit one folder below the stream, so a
 * segment stored as `<run>/seg-000123.m4s` is `../media/<run>/seg-000123.m4s`.
 */

/** The columns of a `segments` row that a playlist needs. */
export interface PlaylistSegment {
  run_id: string;
  seq: number;
  start_ms: number;
  duration_ms: number;
  /** Relative to the stream's media folder: `<run>/seg-000123.m4s`. */
  file: string;
  /** Relative to the stream's media folder: `<run>/init.mp4`. */
  init_file: string;
}

/** A live segment with its discontinuity number (one per ffmpeg run, counted by the supervisor). */
export interface LiveSegment extends PlaylistSegment {
  discontinuity: number;
}

/** Two segments further apart than this are not contiguous: a discontinuity in playlists, a gap in ranges. */
export const GAP_TOLERANCE_MS = 1000;

export const segmentUri = (file: string) => `../media/${file}`;

const isoTime = (ms: number) => new Date(ms).toISOString();

function targetDuration(segments: readonly PlaylistSegment[], fallbackSec: number): number {
  const longest = segments.reduce((max, s) => Math.max(max, s.duration_ms), 0);
  return Math.max(1, longest > 0 ? Math.ceil(longest / 1000 - 0.0005) : fallbackSec);
}

function extinf(durationMs: number): string {
  return `#EXTINF:${(durationMs / 1000).toFixed(3)},`;
}

/** Whether `next` does not continue `prev`: another ffmpeg run, or a hole of more than a second. */
export function isDiscontinuity(prev: PlaylistSegment, next: PlaylistSegment, gapMs = GAP_TOLERANCE_MS): boolean {
  return prev.run_id !== next.run_id || next.start_ms - (prev.start_ms + prev.duration_ms) > gapMs;
}

/**
 * The live playlist: the newest segments, oldest first, as given. A sliding window:
 * no ENDLIST; EXT-X-MEDIA-SEQUENCE is the first segment's sequence number (ffmpeg's
 * numbering continues across the runs of a stream, so it only grows); a run change
 * is a discontinuity with its own init segment, counted by EXT-X-DISCONTINUITY-SEQUENCE.
 * With no segment yet the playlist is empty but valid, and players reload it.
 */
export function livePlaylist(window: readonly LiveSegment[], fallbackTargetSec = 2): string {
  // Numbering is implicit (first + index): keep only the newest segments that number on without a hole.
  let from = window.length - 1;
  while (from > 0 && window[from - 1]!.seq === window[from]!.seq - 1) from -= 1;
  const segments = window.slice(Math.max(0, from));
  const first = segments[0];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDuration(segments, fallbackTargetSec)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first?.seq ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.discontinuity ?? 0}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  let prev: LiveSegment | undefined;
  for (const s of segments) {
    if (prev && s.discontinuity !== prev.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (!prev || s.init_file !== prev.init_file || s.discontinuity !== prev.discontinuity)
      lines.push(`#EXT-X-MAP:URI="${segmentUri(s.init_file)}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${isoTime(s.start_ms)}`, extinf(s.duration_ms), segmentUri(s.file));
    prev = s;
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The archive playlist (VOD) over recorded segments, ordered by time: every segment
 * carries its wall-clock time (EXT-X-PROGRAM-DATE-TIME, what the timeline seeks by);
 * a new run or a hole of more than a second is an EXT-X-DISCONTINUITY followed by
 * the init segment (EXT-X-MAP) again; it ends with EXT-X-ENDLIST.
 */
export function archivePlaylist(segments: readonly PlaylistSegment[], gapMs = GAP_TOLERANCE_MS): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDuration(segments, 2)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  let prev: PlaylistSegment | undefined;
  for (const s of segments) {
    const broken = prev !== undefined && isDiscontinuity(prev, s, gapMs);
    if (broken) lines.push('#EXT-X-DISCONTINUITY');
    if (!prev || broken || s.init_file !== prev.init_file) lines.push(`#EXT-X-MAP:URI="${segmentUri(s.init_file)}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${isoTime(s.start_ms)}`, extinf(s.duration_ms), segmentUri(s.file));
    prev = s;
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
