import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../core/errors';
import { piecePlaylist } from './download';
import type { PlaylistSegment } from './playlists';
import { isJpeg } from './probe';
import { runFfmpeg } from './run-ffmpeg';

/**
 * The latest picture of each stream for the streams grid: the first frame (a
 * keyframe) of the newest live segment, scaled down to a JPEG by one bounded
 * ffmpeg run. One picture is kept per stream until a newer segment arrives, so
 * the grid's refreshes within a segment cost nothing; requests for a stream
 * whose picture is being made wait for that run; runs are few at a time.
 * Pictures of recorded moments (the first keyframe of the recorded segment holding a time) are
 * made the same way, smaller, and kept per segment.
 */
export const NO_PICTURE = 'No picture yet';
/** Width of a recorded moment's picture (timeline hover, event rows). */
export const MOMENT_WIDTH = 240;
export const THUMBNAIL_TIMEOUT_MS = 10_000;

export interface ThumbnailOptions {
  /** The ffmpeg binary. */
  bin: string;
  /** `<dataDir>/media`: one folder per stream. */
  mediaRoot: string;
  /** Where the one-segment playlists ffmpeg reads are written for a moment. */
  tmpDir: string;
  /** Width of the picture at most (the source's when smaller); the height keeps the aspect. */
  width?: number;
  timeoutMs?: number;
  /** ffmpeg runs at once. */
  maxConcurrent?: number;
  /** Runs waiting for a turn; past this, a stream's older picture is answered, else TooManyRequests. */
  maxQueued?: number;
  /** Streams whose picture is kept (least recently asked for goes first). */
  maxEntries?: number;
  /** Recorded segments whose picture is kept (least recently asked for goes first). */
  maxMoments?: number;
}

export interface ThumbnailStats {
  /** ffmpeg runs started. */
  runs: number;
  /** Answers from the kept picture of the newest segment. */
  hits: number;
  /** Requests that waited for a run another request had started. */
  joined: number;
  /** Older pictures answered because too many runs were waiting. */
  stale: number;
}

export interface Thumbnails {
  /** A JPEG of the newest segment of a live window (oldest first); null when the window is empty. */
  of(uid: string, live: readonly PlaylistSegment[]): Promise<Buffer | null>;
  /**
   * A JPEG of a recorded segment's first frame (the keyframe it starts with; nothing else of it is
   * decoded), at most 240 pixels wide, kept per segment; concurrent asks for one segment share a run.
   */
  moment(uid: string, segment: PlaylistSegment): Promise<Buffer>;
  /** Drops the stream's pictures (the stream is deleted). */
  forget(uid: string): void;
  readonly stats: Readonly<ThumbnailStats>;
  /** Streams with a kept picture. */
  readonly size: number;
  /** Stops the runs, refuses what waits; resolves once every ffmpeg is gone. */
  close(): Promise<void>;
}

const MAX_JPEG_BYTES = 1 << 20;

export function createThumbnails(options: ThumbnailOptions): Thumbnails {
  const {
    bin,
    mediaRoot,
    tmpDir,
    width = 320,
    timeoutMs = THUMBNAIL_TIMEOUT_MS,
    maxConcurrent = 2,
    maxQueued = 64,
    maxEntries = 256,
    maxMoments = 512,
  } = options;
  const stats: ThumbnailStats = { runs: 0, hits: 0, joined: 0, stale: 0 };
  const kept = new Map<string, { file: string; jpeg: Buffer }>();
  const pending = new Map<string, Promise<Buffer>>();
  const waiting: { start: () => void; refuse: (error: Error) => void }[] = [];
  const stopping = new AbortController();
  let active = 0;

  /** Recorded moments by `<uid>/<segment file>`, least recently asked for first. */
  const moments = new Map<string, Buffer>();
  const momentRuns = new Map<string, Promise<Buffer>>();

  const keep = (uid: string, file: string, jpeg: Buffer) => {
    kept.delete(uid);
    kept.set(uid, { file, jpeg });
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  };
  const keepMoment = (key: string, jpeg: Buffer) => {
    moments.delete(key);
    moments.set(key, jpeg);
    if (moments.size > maxMoments) moments.delete(moments.keys().next().value!);
  };

  /** Takes a turn now, or a promise of one (the caller counted the queue). */
  const turn = (): Promise<void> => {
    if (stopping.signal.aborted) return Promise.reject(new AppError('Unavailable', 'The server is stopping'));
    if (active < maxConcurrent) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((start, refuse) => waiting.push({ start, refuse }));
  };
  /** Hands the turn to the next waiting run. */
  const done = () => {
    const next = waiting.shift();
    if (next) next.start();
    else active -= 1;
  };

  async function render(uid: string, segment: PlaylistSegment, wide = width): Promise<Buffer> {
    const streamDir = path.join(mediaRoot, uid);
    if (!(await fs.stat(path.join(streamDir, segment.file)).catch(() => null))?.isFile())
      throw new AppError('NotFound', NO_PICTURE);
    await fs.mkdir(tmpDir, { recursive: true });
    const list = path.join(tmpDir, `${crypto.randomBytes(8).toString('hex')}.m3u8`);
    try {
      await fs.writeFile(list, piecePlaylist(streamDir, [segment]));
      stats.runs += 1;
      const result = await runFfmpeg({
        bin,
        args: [
          ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-protocol_whitelist', 'file'],
          ...['-i', list, '-map', '0:v:0', '-an', '-frames:v', '1', '-vf', `scale=w='min(${wide},iw)':h=-2`],
          ...['-f', 'image2', '-c:v', 'mjpeg', '-q:v', '5', 'pipe:1'],
        ],
        timeoutMs,
        stdout: 'buffer',
        maxStdoutBytes: MAX_JPEG_BYTES,
        maxStderrBytes: 4 << 10,
        signal: stopping.signal,
      });
      if (result.code === 0 && !result.stdoutOverflow && isJpeg(result.stdout)) return result.stdout;
      throw new AppError('Unavailable', result.aborted ? 'The server is stopping' : 'The picture could not be made');
    } finally {
      await fs.rm(list, { force: true });
    }
  }

  return {
    of(uid, live) {
      const newest = live.at(-1);
      if (!newest) {
        kept.delete(uid);
        return Promise.resolve(null);
      }
      const old = kept.get(uid);
      if (old?.file === newest.file) {
        stats.hits += 1;
        keep(uid, old.file, old.jpeg);
        return Promise.resolve(old.jpeg);
      }
      // A run for this stream is under way: its picture is at most a segment older.
      const running = pending.get(uid);
      if (running) {
        stats.joined += 1;
        return running;
      }
      if (active >= maxConcurrent && waiting.length >= maxQueued) {
        if (!old)
          return Promise.reject(new AppError('TooManyRequests', 'Too many pictures are being made', { retryAfter: 5 }));
        stats.stale += 1;
        return Promise.resolve(old.jpeg);
      }
      const run = turn()
        .then(() => render(uid, newest).finally(done))
        .then((jpeg) => {
          if (!stopping.signal.aborted) keep(uid, newest.file, jpeg);
          return jpeg;
        })
        .finally(() => pending.delete(uid));
      pending.set(uid, run);
      return run;
    },
    moment(uid, segment) {
      const key = `${uid}/${segment.file}`;
      const old = moments.get(key);
      if (old) {
        stats.hits += 1;
        keepMoment(key, old);
        return Promise.resolve(old);
      }
      const running = momentRuns.get(key);
      if (running) {
        stats.joined += 1;
        return running;
      }
      if (active >= maxConcurrent && waiting.length >= maxQueued)
        return Promise.reject(new AppError('TooManyRequests', 'Too many pictures are being made', { retryAfter: 5 }));
      const run = turn()
        .then(() => render(uid, segment, MOMENT_WIDTH).finally(done))
        .then((jpeg) => {
          if (!stopping.signal.aborted) keepMoment(key, jpeg);
          return jpeg;
        })
        .finally(() => momentRuns.delete(key));
      momentRuns.set(key, run);
      return run;
    },
    forget(uid) {
      kept.delete(uid);
      for (const key of [...moments.keys()]) if (key.startsWith(`${uid}/`)) moments.delete(key);
    },
    stats,
    get size() {
      return kept.size;
    },
    async close() {
      stopping.abort();
      for (const w of waiting.splice(0)) w.refuse(new AppError('Unavailable', 'The server is stopping'));
      await Promise.allSettled([...pending.values(), ...momentRuns.values()]);
      kept.clear();
      moments.clear();
    },
  };
}
