import type { EdgePart, EdgeSegment } from './live-edge';

/**
 * The low-latency live playlist (pure), from a stream's live edge: the HLS specification's partial
 * segments (EXT-X-PART), the next part as a preload hint, and blocking reload announced in
 * EXT-X-SERVER-CONTROL. URIs are relative to `/v1/stream/<uid>/live/index.m3u8`.
 */

export interface LowLatencyInput {
  segments: readonly EdgeSegment[];
  /** The open segment's next part, asked for before it exists. */
  nextPart: { msn: number; index: number } | null;
  /** The segment target (s): EXT-X-TARGETDURATION is never below it. */
  segmentTargetSec: number;
  partTargetMs: number;
  /** The numbers the next segment, part and discontinuity take: the headers of a playlist with nothing listed yet. */
  upcoming?: { msn: number; partSeq: number; discontinuity: number };
  /**
   * false: the complete parts listed as short ordinary segments (the newest three target durations;
   * no EXT-X-PART, preload hint or blocking reload), for the many players of a mosaic.
   */
  parts?: boolean;
}

/** A player holds this many part targets behind the live edge (the specification asks for at least 2, advises 3). */
export const PART_HOLD_BACK_PARTS = 3;

export const liveInitUri = (initId: number) => `ll/init-${initId}.mp4`;
export const livePartUri = (msn: number, index: number) => `ll/part-${msn}-${index}.m4s`;
export const liveSegmentUri = (msn: number) => `ll/seg-${msn}.m4s`;
/** The files of the live edge, as the route reads them back. */
export const LIVE_EDGE_FILE = /^(?:init-(\d{1,9})\.mp4|part-(\d{1,12})-(\d{1,4})\.m4s|seg-(\d{1,12})\.m4s)$/;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function lowLatencyPlaylist(input: LowLatencyInput): string {
  if (input.parts === false) return partsPlaylist(input);
  const { segments, partTargetMs } = input;
  const longest = segments.reduce((max, s) => Math.max(max, s.bytes ? s.durationMs : 0), 0);
  const target = Math.max(input.segmentTargetSec, Math.round(longest / 1000));
  const first = segments[0];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:9',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${seconds(PART_HOLD_BACK_PARTS * partTargetMs)}`,
    `#EXT-X-PART-INF:PART-TARGET=${seconds(partTargetMs)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first?.msn ?? input.upcoming?.msn ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.discontinuity ?? input.upcoming?.discontinuity ?? 0}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  let prev: EdgeSegment | undefined;
  for (const s of segments) {
    const parts = s.parts.filter((p) => p.bytes !== null);
    // An open segment none of whose parts is complete yet: only the preload hint names it.
    if (!s.bytes && parts.length === 0) continue;
    if (prev && s.discontinuity !== prev.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (!prev || s.initId !== prev.initId) lines.push(`#EXT-X-MAP:URI="${liveInitUri(s.initId)}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(s.startMs).toISOString()}`);
    for (const p of parts) {
      const independent = p.independent ? ',INDEPENDENT=YES' : '';
      lines.push(`#EXT-X-PART:DURATION=${seconds(p.durationMs)},URI="${livePartUri(s.msn, p.index)}"${independent}`);
    }
    if (s.bytes) lines.push(`#EXTINF:${seconds(s.durationMs)},`, liveSegmentUri(s.msn));
    prev = s;
  }
  const next = input.nextPart;
  if (next) lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${livePartUri(next.msn, next.index)}"`);
  return `${lines.join('\n')}\n`;
}

/** A tile starts at least this far behind the newest part: a part, a reload and a fetch (see the player's 1.5 s). */
const TILE_START_LEAD_MS = 1000;

/**
 * Where a player of the parts-as-segments playlist starts, as a time before its end (EXT-X-START):
 * at the newest part that starts with a keyframe and leaves at least TILE_START_LEAD_MS after it,
 * else at the oldest listed part that starts with one. A player that starts on another part has no
 * keyframe to decode from (hls.js asks for that part again and again: a black tile); null: none.
 */
function startOffsetMs(parts: readonly EdgePart[]): number | null {
  let fromEnd = 0;
  let oldest: number | null = null;
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    fromEnd += parts[i]!.durationMs;
    if (!parts[i]!.independent) continue;
    if (fromEnd >= TILE_START_LEAD_MS - 1) return fromEnd;
    oldest = fromEnd;
  }
  return oldest;
}

/**
 * The live edge for players that do not block (mosaic tiles): each complete part is a segment of
 * its own, numbered by its part number. Only a segment's first part starts with a keyframe
 * (no EXT-X-INDEPENDENT-SEGMENTS): EXT-X-START names where a player starts.
 */
function partsPlaylist({ segments, partTargetMs, upcoming }: LowLatencyInput): string {
  const listed = segments.flatMap((s) => {
    let offsetMs = 0;
    return s.parts.flatMap((part) => {
      const startMs = s.startMs + offsetMs;
      offsetMs += part.durationMs;
      return part.bytes ? [{ segment: s, part, startMs }] : [];
    });
  });
  const first = listed[0];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(partTargetMs / 1000 - 0.0005))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first?.part.seq ?? upcoming?.partSeq ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.segment.discontinuity ?? upcoming?.discontinuity ?? 0}`,
  ];
  const startAt = startOffsetMs(listed.map(({ part }) => part));
  if (startAt !== null) lines.push(`#EXT-X-START:TIME-OFFSET=-${seconds(startAt)},PRECISE=YES`);
  let prev: EdgeSegment | undefined;
  for (const { segment, part, startMs } of listed) {
    if (prev && segment.discontinuity !== prev.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (!prev || segment.initId !== prev.initId) lines.push(`#EXT-X-MAP:URI="${liveInitUri(segment.initId)}"`);
    if (segment !== prev) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`);
    lines.push(`#EXTINF:${seconds(part.durationMs)},`, livePartUri(segment.msn, part.index));
    prev = segment;
  }
  return `${lines.join('\n')}\n`;
}
