import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../core/errors';
import { isDiscontinuity, type PlaylistSegment } from './playlists';
import { localStamp } from './ranges';
import { runFfmpeg } from './run-ffmpeg';

/**
 * An MP4 clip of the archive, made by ffmpeg from the recorded segments without
 * re-encoding. Each contiguous piece (one run, no hole) becomes a small local HLS
 * playlist of absolute segment paths; ffmpeg's concat demuxer joins the pieces so
 * that time runs on across runs (its HLS demuxer alone does not rebase timestamps at
 * a discontinuity), `-t` cuts at the end, and everything stays under a temporary
 * folder that is removed afterwards.
 *
 * The clip starts on the keyframe that begins the segment holding start_time (a
 * stream copy can only start on a keyframe), so it is at most one segment longer
 * than asked, never shorter at the start.
 */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/** Where clips are made: `<dataDir>/tmp/clips` (emptied at start, so a crash leaves nothing behind for long). */
export const clipsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'clips');

/** Contiguous pieces of the segments (ordered by time) and the clip's media length in seconds. */
export function planClip(
  segments: readonly PlaylistSegment[],
  endMs: number,
): { parts: PlaylistSegment[][]; seconds: number } | null {
  const last = segments.at(-1);
  if (!last) return null;
  const parts: PlaylistSegment[][] = [];
  let ms = 0;
  segments.forEach((s, i) => {
    const prev = segments[i - 1];
    if (!prev || isDiscontinuity(prev, s)) parts.push([]);
    parts.at(-1)!.push(s);
    ms += s === last ? Math.min(s.duration_ms, Math.max(0, endMs - s.start_ms)) : s.duration_ms;
  });
  return ms > 0 ? { parts, seconds: ms / 1000 } : null;
}

function safePath(file: string): string {
  if (/["\r\n]/.test(file)) throw new AppError('InternalServerError');
  return file;
}

/** A local VOD playlist of one piece, with absolute paths. */
export function piecePlaylist(streamDir: string, piece: readonly PlaylistSegment[]): string {
  const longest = Math.max(...piece.map((s) => s.duration_ms));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(longest / 1000))}`];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD', `#EXT-X-MAP:URI="${safePath(path.join(streamDir, piece[0]!.init_file))}"`);
  for (const s of piece)
    lines.push(`#EXTINF:${(s.duration_ms / 1000).toFixed(3)},`, safePath(path.join(streamDir, s.file)));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

export interface Clip {
  file: string;
  size: number;
  cleanup(): Promise<void>;
}

/** Writes the clip into a new folder under `tmpRoot`; AppError NotFound when nothing is recorded there. */
export async function makeClip(o: {
  bin: string;
  /** `<dataDir>/media/<uid>`. */
  streamDir: string;
  tmpRoot: string;
  segments: readonly PlaylistSegment[];
  endMs: number;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<Clip> {
  const plan = planClip(o.segments, o.endMs);
  if (!plan) throw new AppError('NotFound', 'Nothing is recorded in this interval');
  await fs.mkdir(o.tmpRoot, { recursive: true });
  const dir = await fs.mkdtemp(path.join(o.tmpRoot, 'clip-'));
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const list = ['ffconcat version 1.0'];
    for (const [i, piece] of plan.parts.entries()) {
      await fs.writeFile(path.join(dir, `part-${i}.m3u8`), piecePlaylist(o.streamDir, piece));
      list.push(`file 'part-${i}.m3u8'`);
    }
    await fs.writeFile(path.join(dir, 'list.ffconcat'), `${list.join('\n')}\n`);
    const out = path.join(dir, `${crypto.randomBytes(6).toString('hex')}.mp4`);
    const result = await runFfmpeg({
      bin: o.bin,
      args: [
        ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-protocol_whitelist', 'file'],
        ...['-f', 'concat', '-safe', '1', '-i', path.join(dir, 'list.ffconcat')],
        ...[
          '-map',
          '0:v:0',
          '-c',
          'copy',
          '-t',
          plan.seconds.toFixed(3),
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          '-y',
          out,
        ],
      ],
      timeoutMs: o.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
      maxStderrBytes: 8 << 10,
      ...(o.signal ? { signal: o.signal } : {}),
    });
    const size = (await fs.stat(out).catch(() => null))?.size ?? 0;
    if (result.code !== 0 || size === 0) {
      if (result.aborted) throw new AppError('BadRequest', 'The download was cancelled');
      throw new AppError('InternalServerError', 'The clip could not be made');
    }
    return { file: out, size, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** `<stream name>-<local start as YYYY-MM-DD_HH-mm-ss>.mp4`; no path separators or control characters. */
export function clipFileName(streamName: string, startMs: number, offsetMinutes: number): string {
  const base = streamName.replace(/[\p{Cc}\p{Cf}/\\]+/gu, '_').trim() || 'stream';
  return `${base}-${localStamp(startMs, offsetMinutes)}.mp4`;
}

/** RFC 5987 attr-char: everything else is percent-encoded (UTF-8). */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 6266: an ASCII `filename` fallback (quotes, backslashes, control and
 * non-ASCII characters replaced by `_`) and the exact name as `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
