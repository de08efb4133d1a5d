import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegInfo } from '../media/ffmpeg-path';
import { BoxSplitter, readInit, shiftSegmentTimes, type TrackInit } from '../media/fmp4';
import { HLS_OUTPUT_FLAGS, INIT_NAME, PLAYLIST_NAME, SEGMENT_NAME, segmentName } from '../media/hls-writer-args';
import { parseHlsPlaylist } from '../media/segment-indexer';
import { filterValue } from '../media/sources';
import type { SharedPiece } from './plan';
import { timeCodeFilters, timeCodeStrip } from '../media/time-code';

/*
 * The files of the demo archive's shared pieces (backfill.ts): the ffmpeg command that draws and
 * encodes a stretch of the day, the check of what it wrote, the move of a piece's fragment times
 * to its place in the day, and the links that make each stream's runs of them.
 */

export interface Picture {
  width: number;
  height: number;
  /**
   * Frames a second (a whole number): the picture is drawn once a second (its clock and time
   * code change once a second) and each drawing is repeated to this rate.
   */
  fps: number;
}

/** The lavfi graph of a stretch of the window: its clock starts at the stretch's start. */
export function backfillGraph(
  label: string,
  startMs: number,
  caps: Pick<FfmpegInfo, 'hasDrawtext' | 'fontFile'>,
  picture: Picture,
): string {
  const { width, height } = picture;
  const text = !!caps.hasDrawtext && !!caps.fontFile;
  const fontsize = Math.max(8, Math.round(height / 8));
  const pad = Math.max(2, Math.round(fontsize / 3));
  const style = `fontfile=${filterValue(caps.fontFile ?? '')}:fontsize=${fontsize}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=${Math.max(1, Math.round(fontsize / 5))}`;
  // What never changes (the bars, the time code's strip, the label) is drawn once and repeated
  // (`loop`): about a tenth less work than drawing it every second.
  const still = [
    `smptebars=size=${width}x${height}:rate=1`,
    timeCodeStrip(width, height),
    ...(text ? [`drawtext=${style}:expansion=none:text=${filterValue(label)}:x=${pad}:y=${pad}`] : []),
    'loop=loop=-1:size=1',
  ];
  // Then once a second: the machine-readable clock (time-code.ts, no font needed: it is there in
  // every picture) and the archive's wall clock in local time (pts counts from 0 at the stretch's start).
  const second = [
    timeCodeFilters(startMs / 1000, width, height, false),
    ...(text
      ? [
          `drawtext=${style}:text=${filterValue(`%{pts:localtime:${Math.round(startMs / 1000)}}`)}:x=${pad}:y=h-th-${pad}`,
        ]
      : []),
  ];
  // Each drawing repeated to the frame rate (a frame at T + 0.5 s shows T's second, as it should).
  const repeat = picture.fps === 1 ? [] : [`fps=${picture.fps}`];
  return [...still, ...second, ...repeat].join(',');
}

/** A stretch of archive one ffmpeg writes: a shared piece (or, in tests, an interval). */
export type Stretch = Pick<SharedPiece, 'startMs' | 'endMs' | 'startNumber'>;

/** ffmpeg's arguments for one stretch, written into `dir` as seg-<startNumber>... */
export function backfillArgs(
  stretch: Stretch,
  label: string,
  dir: string,
  segmentMs: number,
  caps: Pick<FfmpegInfo, 'hasDrawtext' | 'fontFile'>,
  picture: Picture,
): string[] {
  const segmentSec = segmentMs / 1000;
  const gop = String(Math.max(1, Math.round(segmentSec * picture.fps)));
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'],
    ...['-protocol_whitelist', 'none', '-f', 'lavfi', '-i', backfillGraph(label, stretch.startMs, caps, picture)],
    ...['-t', String((stretch.endMs - stretch.startMs) / 1000)],
    ...['-map', '0:v:0', '-an', '-sn', '-dn'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1', '-qp', '34'],
    // One keyframe a segment: each segment starts on one and plays on its own.
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-f', 'hls', '-hls_time', String(segmentSec), '-hls_list_size', '6', ...HLS_OUTPUT_FLAGS],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', INIT_NAME, '-hls_flags', 'independent_segments'],
    ...['-start_number', String(stretch.startNumber)],
    ...['-hls_segment_filename', path.join(dir.replace(/%/g, '%%'), 'seg-%06d.m4s'), path.join(dir, PLAYLIST_NAME)],
  ];
}

/** Checks what ffmpeg wrote: every planned segment, of the planned length, and nothing more; their sizes. */
export async function writtenSegments(dir: string, piece: SharedPiece, segmentMs: number): Promise<number[]> {
  const names = new Set(await fs.readdir(dir));
  if (!names.has(INIT_NAME)) throw new Error('no init segment was written');
  const listed = parseHlsPlaylist(await fs.readFile(path.join(dir, PLAYLIST_NAME), 'utf8'));
  const last = piece.startNumber + piece.segments - 1;
  if (listed.at(-1)?.seq !== last) throw new Error(`the playlist ends at ${listed.at(-1)?.seq}, not ${last}`);
  const odd = listed.find((e) => Math.abs(e.durationMs - segmentMs) > 1);
  if (odd) throw new Error(`${odd.name} lasts ${odd.durationMs} ms, not ${segmentMs}`);
  const extra = [...names].filter((n) => {
    const m = SEGMENT_NAME.exec(n);
    return m && (Number(m[1]) < piece.startNumber || Number(m[1]) > last);
  });
  if (extra.length) throw new Error(`unplanned segments: ${extra.join(', ')}`);
  const sizes: number[] = [];
  for (let seq = piece.startNumber; seq <= last; seq += 1) {
    const name = segmentName(seq);
    if (!names.has(name)) throw new Error(`${name} is missing`);
    sizes.push((await fs.stat(path.join(dir, name))).size);
  }
  return sizes;
}

/** The video track's timing from an init segment file. */
export function trackInit(init: Buffer): TrackInit {
  const moov = new BoxSplitter().push(init).find((box) => box.type === 'moov');
  if (!moov) throw new Error('the init segment has no moov');
  return readInit(moov.bytes);
}

/**
 * `shiftSegmentTimes` on a segment file, in place: only its first bytes (the boxes before the
 * media data) are written back. Synchronous: a piece's few hundred small files take a few
 * milliseconds this way, and many times that through the thread pool.
 */
export function shiftFile(file: string, track: TrackInit, shiftMs: number, sequence: number): void {
  const fd = fsSync.openSync(file, 'r+');
  try {
    const segment = fsSync.readFileSync(fd);
    const changed = shiftSegmentTimes(segment, track, shiftMs, sequence);
    fsSync.writeSync(fd, segment, 0, changed, 0);
  } finally {
    fsSync.closeSync(fd);
  }
}

/** A hard link; a copy where the file system has none (or not across these folders). */
export function linkOrCopy(from: string, to: string): void {
  try {
    fsSync.linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    fsSync.copyFileSync(from, to);
  }
}
