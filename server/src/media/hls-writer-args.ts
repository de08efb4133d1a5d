import path from 'node:path';
import { FRAME_HEIGHT, FRAME_WIDTH, MOTION_FPS } from './motion/detector';

/**
 * The output half of the recorder's ffmpeg command (pure): fMP4 (CMAF) HLS segments
 * of one run in its own folder. The input half comes from `inputArgs` (sources.ts).
 */
export interface HlsWriterOptions {
  /** The run's folder: `<dataDir>/media/<uid>/<run>`. */
  dir: string;
  /** copy: the source is H.264 already; encode: libx264. */
  mode: 'copy' | 'encode';
  /** Target segment length; segments start on keyframes, so copied streams may run longer. */
  hlsTimeSec: number;
  /** Entries kept in ffmpeg's own playlist (read by the indexer only). */
  listSize: number;
  /** The first segment's number: the stream's numbering goes on across runs. */
  startNumber: number;
  /** Frame rate when known: keyframes every `hlsTimeSec` by frame count too. */
  fps?: number | null;
  /**
   * A quicker start (a live-on-demand stream, with a viewer waiting): the run's first segment
   * is this long (under `hlsTimeSec`), so the first picture can be served sooner. Encoded
   * video gets a keyframe there; copied video is cut at the source's first keyframe after it.
   */
  firstSegmentSec?: number;
  /** Encoded video is scaled to this height (the width follows, even); copied video is left as it is. */
  scaleHeight?: number;
  /**
   * A live-only output (the low-resolution rendition): ffmpeg's own playlist is what players read,
   * so it deletes the segments that leave it, and no wall-clock times are needed for an index.
   */
  liveOnly?: boolean;
  /**
   * WebRTC's RTP leg (recorder only): the stream's H.264 as RTP to this local UDP port, for the
   * server's WebRTC viewers (media/webrtc/). Encoded video then has a keyframe every second (a new
   * viewer starts at the last one) and no B-frames (constrained baseline).
   */
  rtp?: { port: number; ssrc: number };
}

export const PLAYLIST_NAME = 'index.m3u8';
export const INIT_NAME = 'init.mp4';
/** The pid of the ffmpeg writing a run, while it runs. */
export const RECORDER_PID_FILE = 'ffmpeg.pid';
/** Segment files: six digits or more (the numbering never wraps). */
export const SEGMENT_NAME = /^seg-(\d{6,10})\.m4s$/;

/** The codec of every recorded segment: H.264 sources are copied as they come, anything else is encoded with libx264. */
export const RECORDED_CODEC = 'h264';

/** How a source's video is written, from the codecs it sends. */
export function writerMode(codecs: readonly string[]): HlsWriterOptions['mode'] {
  return codecs.includes(RECORDED_CODEC) ? 'copy' : 'encode';
}

/**
 * Output flags for every HLS muxer run. The static ffmpeg of @ffmpeg-installer (a 2018 git
 * build) decides whether to write through temporary files by testing bit 0x800 (the value of
 * its HLS_TEMP_FILE) in the output's format flags instead of in `-hls_flags`; with the bit
 * clear it logs "Cannot use rename on non file protocol" at error level on every start, although
 * the output is a plain file. With the bit set it writes each segment and playlist as `.tmp` and
 * renames it into place (the files are the same, byte for byte, and no reader ever sees half of
 * one). No libavformat defines a format flag at 0x800, so other builds ignore it.
 */
export const HLS_OUTPUT_FLAGS = ['-fflags', '+0x800'];
/** A file ffmpeg is still writing (or never finished, when it was killed meanwhile). */
export const UNFINISHED_SUFFIX = '.tmp';

export function segmentName(seq: number): string {
  return `seg-${String(seq).padStart(6, '0')}.m4s`;
}

/** A quick start's first segment (a live-on-demand stream, with a viewer waiting): half a segment. */
export const quickStartSegmentSec = (hlsTimeSec: number): number => hlsTimeSec / 2;

/**
 * How long the `index`-th segment of a run is before a keyframe may end it, as ffmpeg's HLS muxer
 * cuts with the keyframes of `keyframeTimes`: a quick start's first segment is short, the second
 * ends on the run's grid of whole segment times (at 2 s: 1, then 1, then 2, 2, ...).
 */
export function runSegmentMs(index: number, hlsTimeMs: number, firstSegmentMs: number | null): number {
  if (firstSegmentMs === null || firstSegmentMs >= hlsTimeMs || index > 1) return hlsTimeMs;
  return index === 0 ? firstSegmentMs : hlsTimeMs - firstSegmentMs;
}

/** The first segment's length when it is shorter than the others, else null. */
function firstSegmentOf(options: HlsWriterOptions): number | null {
  const first = options.firstSegmentSec;
  return first !== undefined && first > 0 && first < options.hlsTimeSec ? first : null;
}

/**
 * When ffmpeg forces keyframes (an expression of t and n_forced, the keyframes forced so far):
 * at every segment boundary, and with a short first segment at its end too (0, first, then
 * hlsTimeSec, 2 × hlsTimeSec, ...).
 */
export function keyframeTimes(hlsTimeSec: number, firstSegmentSec: number | null): string {
  if (firstSegmentSec === null) return `expr:gte(t,n_forced*${hlsTimeSec})`;
  return `expr:gte(t,if(lt(n_forced,2),n_forced*${firstSegmentSec},(n_forced-1)*${hlsTimeSec}))`;
}

/** The keyframe interval of encoded video with a WebRTC leg (s): what a new WebRTC viewer waits for at most. */
export const WEBRTC_GOP_SEC = 1;

function videoArgs(options: HlsWriterOptions): string[] {
  if (options.mode === 'copy') return ['-c:v', 'copy'];
  const gopSec = options.rtp ? Math.min(WEBRTC_GOP_SEC, options.hlsTimeSec) : options.hlsTimeSec;
  const gop = options.fps ? String(Math.max(1, Math.round(options.fps * gopSec))) : null;
  return [
    ...(options.scaleHeight ? ['-vf', `scale=-2:${options.scaleHeight}`] : []),
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    // What every browser decodes over WebRTC: no B-frames (zerolatency has none either).
    ...(options.rtp ? ['-profile:v', 'baseline'] : []),
    '-sc_threshold',
    '0',
    // A keyframe at every segment boundary, whatever the source's frame rate.
    ...['-force_key_frames', keyframeTimes(options.hlsTimeSec, firstSegmentOf(options))],
    ...(gop ? ['-g', gop, '-keyint_min', gop] : []),
  ];
}

/** Video only (`-an`): audio is dropped for now, so that every segment is the same simple H.264 track whatever the source carries. */
const MAP_ARGS = ['-map', '0:v:0', '-an', '-sn', '-dn'];

/**
 * The HLS muxer's options as [name, value] pairs: flags of an `hls` output, or the options of a
 * `tee` output's HLS half.
 * - no `delete_segments`: the indexer and retention decide what to delete;
 * - no `append_list`: every run writes a fresh playlist in its own folder;
 * - `program_date_time`: the wall-clock time of each segment, for the index.
 */
function hlsMuxerOptions(options: HlsWriterOptions): [string, string][] {
  const first = firstSegmentOf(options);
  return [
    ['hls_time', String(options.hlsTimeSec)],
    ['hls_list_size', String(options.listSize)],
    // The segments of ffmpeg's first list are cut at the first keyframe after this (the short first one).
    ...(first === null ? [] : [['hls_init_time', String(first)] as [string, string]]),
    [HLS_OUTPUT_FLAGS[0]!.slice(1), HLS_OUTPUT_FLAGS[1]!],
    ['hls_segment_type', 'fmp4'],
    ['hls_fmp4_init_filename', INIT_NAME],
    ['hls_flags', `independent_segments+${options.liveOnly ? 'delete_segments' : 'program_date_time'}`],
    ['start_number', String(options.startNumber)],
    // The name is a printf template: a '%' of the folder must not count.
    ['hls_segment_filename', path.join(options.dir.replace(/%/g, '%%'), 'seg-%06d.m4s')],
  ];
}

export function hlsWriterArgs(options: HlsWriterOptions): string[] {
  return [
    ...MAP_ARGS,
    ...videoArgs(options),
    '-f',
    'hls',
    ...hlsMuxerOptions(options).flatMap(([name, value]) => [`-${name}`, value]),
    path.join(options.dir, PLAYLIST_NAME),
  ];
}

/**
 * The live edge's output (low-latency HLS, live-edge.ts): fragmented MP4 on stdout, a fragment
 * for every picture (a fragment of at least 1 µs), each flushed to the pipe at once. The init waits
 * for the first picture (`delay_moov`): a copied stream's parameter sets come with it. If it fails,
 * the recording goes on without it (`onfail=ignore`).
 */
const LIVE_PIPE_OUTPUT =
  '[onfail=ignore:f=mp4:movflags=+empty_moov+delay_moov+default_base_moof+frag_keyframe:frag_duration=1:flush_packets=1]pipe:1';

/** Backslashes before the characters the tee muxer's parser reads as syntax (at one level of parsing). */
export function teeEscape(value: string): string {
  return value.replace(/[\\':|[\]=,]/g, (c) => `\\${c}`);
}

/**
 * WebRTC's RTP leg: H.264 packets of at most 1200 bytes to the server's local UDP port. The
 * parameter sets go before every keyframe (`dump_extra`): with global headers (fMP4) they would
 * otherwise be in the init only, and browsers would get none.
 */
export function rtpOutput(rtp: { port: number; ssrc: number }): string {
  const url = `rtp://127.0.0.1:${rtp.port}?pkt_size=1200`;
  return `[onfail=ignore:f=rtp:payload_type=96:ssrc=${rtp.ssrc}:bsfs/v=dump_extra]${teeEscape(url)}`;
}

/**
 * The recorder's output: the same HLS recording as `hlsWriterArgs` (the same muxer with the same
 * options, so the same files), and the live edge's fragmented MP4 on stdout, from one encode (the
 * `tee` muxer). An encoded picture carries its parameter sets in the init, as with the `hls` muxer
 * alone (`+global_header`: the `tee` muxer does not ask for it by itself); a copied stream is
 * tagged `avc1`, as the `hls` muxer alone tags it (through `tee`, an MPEG-TS source's tag would stay).
 * With `rtp`, WebRTC's RTP leg is a third output (`rtpOutput`).
 */
export function recorderWriterArgs(options: HlsWriterOptions): string[] {
  // An option's value is read twice (the outputs, then the options); the file name once.
  const hls = hlsMuxerOptions(options)
    .map(([name, value]) => `${name}=${teeEscape(teeEscape(value))}`)
    .join(':');
  return [
    ...MAP_ARGS,
    ...videoArgs(options),
    ...(options.mode === 'encode' ? ['-flags', '+global_header'] : ['-tag:v', 'avc1']),
    '-f',
    'tee',
    `[f=hls:${hls}]${teeEscape(path.join(options.dir, PLAYLIST_NAME))}|${LIVE_PIPE_OUTPUT}` +
      (options.rtp ? `|${rtpOutput(options.rtp)}` : ''),
  ];
}

/**
 * Motion detection's output (docs/motion.md#how-it-works): the picture 5 times a second, 64 × 36
 * grey (each pixel the mean of its area), raw, to file descriptor 3, one thread: about 2.4 % of a
 * core for a 640 × 360 camera. No scene score (it misses steady motion), no frame skipping (`select`
 * and `skip_frame` would need `-vsync 0` for every output).
 */
export function motionOutputArgs(): string[] {
  return [
    ...MAP_ARGS,
    '-vf',
    `fps=${MOTION_FPS},scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:flags=area,format=gray`,
    '-threads',
    '1',
    '-f',
    'rawvideo',
    'pipe:3',
  ];
}

/** Whether a command line (its arguments) writes this playlist: as an `hls` output, or as the HLS half of a `tee` one. */
export function writesPlaylist(args: readonly string[], playlist: string): boolean {
  const teed = `]${teeEscape(playlist)}|`;
  return args.some((arg) => arg === playlist || arg.includes(teed));
}
