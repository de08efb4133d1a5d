import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../core/db/db';
import { AppError } from '../core/errors';
import type { FfmpegInfo } from './ffmpeg-path';
import {
  hlsWriterArgs,
  motionOutputArgs,
  quickStartSegmentSec,
  RECORDER_PID_FILE,
  recorderWriterArgs,
} from './hls-writer-args';
import { NOISE, stderrLevel } from './log-ring';
import type { LogLineValue } from './media-control';
import type { LogNote } from '../../contract/schemas/stream';
import type { MediaOptions } from './media-options';
import { failureReason } from './probe';
import { failureOfRun, type StreamFailure } from './stream-failure';
import { dropUnindexedTail } from './reconcile';
import { startFfmpeg, type RunResult } from './run-ffmpeg';
import { RunIndexer, type SegmentRow } from './segment-indexer';
import { inputArgs, stripCredentials, type ValidSource } from './sources';

/**
 * One ffmpeg run of a stream's recorder: its own folder, the process (registered
 * with the child registry, so shutdown kills it), its stderr as log lines, and the
 * indexer that turns its finished segments into rows.
 */

/** Errors that retrying soon will not fix: the stream is failed at once (and retried slowly). */
export const FATAL =
  /No such file|Connection refused|401 Unauthorized|403 Forbidden|404 Not Found|Invalid data found|Protocol not found|not in whitelist|Invalid source/i;

/** Time-sortable, and matching the segment route's `^[a-z0-9-]{1,40}$`. */
export function newRunId(now: number): string {
  return `${now.toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
}

const NO_RESULT = { code: null, signal: null, timedOut: false, aborted: false } as const;

/** One line for failureReason: no URL (not even without credentials: hosts are for administrators), no secrets. */
export function reasonOf(line: string, source: ValidSource, url: string): string {
  return failureReason({ ...NO_RESULT, stderrTail: line }, source, url, 0).replace(
    /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi,
    'the source',
  );
}

export interface RunSpec {
  db: Db;
  /** This server's node, written on every segment row. */
  nodeId: string;
  ffmpeg: FfmpegInfo;
  now: () => number;
  options: MediaOptions;
  uid: string;
  /** `<dataDir>/media/<uid>`. */
  streamDir: string;
  runId: string;
  source: ValidSource;
  /** The source URL as stored (its credentials are removed from every log line). */
  url: string;
  codec: { mode: 'copy' | 'encode'; fps: number | null };
  startNumber: number;
  /** A viewer waits (live on demand): the first segment is half as long, for a sooner first picture. */
  quickStart: boolean;
  floorMs: number;
  recorded: (startMs: number) => boolean;
  log: (level: LogLineValue['level'], text: string, note?: LogNote) => void;
  onSegment: (row: SegmentRow) => void;
  /**
   * Takes the live edge's fragmented MP4 as ffmpeg writes it (low-latency HLS); without it the run
   * writes the recording only.
   */
  onLiveBytes?: (chunk: Buffer) => void;
  /** Takes the small grey pictures motion detection reads (motionOutputArgs); without it the run makes none. */
  onMotionBytes?: (chunk: Buffer) => void;
  /** WebRTC's RTP leg (with `onLiveBytes` only): the local UDP port and SSRC of the stream's feed. */
  rtp?: { port: number; ssrc: number };
}

export interface RunEnd {
  result: RunResult;
  /** Why it ended: its reason word, from all ffmpeg said, and the line that says why (failureReason form). */
  failure: StreamFailure;
  fatal: boolean;
}

export interface RecorderRun {
  pid: number;
  /** SIGTERM (ffmpeg closes its last segment), SIGKILL after the grace time. */
  stop(): void;
  /** Once ffmpeg is gone and its last segments are indexed. */
  done: Promise<RunEnd>;
}

export async function startRun(spec: RunSpec): Promise<RecorderRun> {
  const { options } = spec;
  const dir = path.join(spec.streamDir, spec.runId);
  const writer = spec.onLiveBytes ? recorderWriterArgs : hlsWriterArgs;
  const args = [
    ...inputArgs(spec.source, spec.ffmpeg, { loglevel: 'info', realtime: true, demo: options.demo }),
    ...writer({
      dir,
      mode: spec.codec.mode,
      hlsTimeSec: options.hlsTimeSec,
      listSize: 10,
      startNumber: spec.startNumber,
      fps: spec.codec.fps,
      ...(spec.quickStart ? { firstSegmentSec: quickStartSegmentSec(options.hlsTimeSec) } : {}),
      ...(spec.onLiveBytes && spec.rtp ? { rtp: spec.rtp } : {}),
    }),
    ...(spec.onMotionBytes ? motionOutputArgs() : []),
  ];
  await fs.mkdir(dir, { recursive: true }).catch(() => {
    throw new AppError('InternalServerError', 'Cannot create the recording folder');
  });
  let fatal: string | null = null;
  let lastError: string | null = null;
  const clean = (line: string) => stripCredentials(stripCredentials(line, spec.url), spec.source.input);
  const spawnedAt = spec.now();
  const proc = startFfmpeg({
    bin: spec.ffmpeg.path,
    args,
    timeoutMs: 0,
    stdout: spec.onLiveBytes ? 'pipe' : 'ignore',
    maxStderrBytes: 16 << 10,
    fd3: spec.onMotionBytes !== undefined,
    onStderrLine: (line) => {
      if (NOISE.test(line)) return;
      const level = stderrLevel(line);
      spec.log(level, clean(line));
      if (level === 'error') lastError = line;
      if (!fatal && FATAL.test(line)) fatal = line;
    },
  });
  const onLiveBytes = spec.onLiveBytes;
  if (onLiveBytes) proc.stdout?.on('data', (chunk: Buffer) => onLiveBytes(chunk));
  const onMotionBytes = spec.onMotionBytes;
  if (onMotionBytes) proc.fd3?.on('data', (chunk: Buffer) => onMotionBytes(chunk));
  // If this server dies without a chance to stop it, the next start finds the orphan by this file and ends it.
  const pidFile = path.join(dir, RECORDER_PID_FILE);
  if (proc.pid > 0) await fs.writeFile(pidFile, String(proc.pid)).catch(() => undefined);
  spec.log('info', `ffmpeg started (run ${spec.runId}, ${spec.codec.mode === 'copy' ? 'copy' : 'libx264'})`, {
    key: 'ffmpegStarted',
    run: spec.runId,
    mode: spec.codec.mode,
  });
  const indexer = new RunIndexer({
    db: spec.db,
    uid: spec.uid,
    runId: spec.runId,
    streamDir: spec.streamDir,
    recorded: spec.recorded,
    now: spec.now,
    // Nothing it records is older than the process: ffmpeg 4 rounds its program date time down to the second.
    floorMs: Math.max(spec.floorMs, spawnedAt),
    onSegment: spec.onSegment,
    nodeId: spec.nodeId,
  });
  indexer.start(options.indexPollMs);
  const done = (async (): Promise<RunEnd> => {
    const result: RunResult = await proc.done.catch((e: Error) => ({ ...NO_RESULT, stderrTail: e.message }));
    await fs.rm(pidFile, { force: true });
    indexer.stop();
    await indexer.poll().catch(() => undefined);
    await dropUnindexedTail(dir, indexer.lastIndexed?.seq ?? -1).catch(() => undefined);
    const ended = `ffmpeg ended with ${result.signal ?? `code ${result.code}`}`;
    spec.log('info', ended, { key: 'ffmpegEnded', code: result.signal ? null : result.code, signal: result.signal });
    const line = fatal ?? lastError ?? ended;
    const failure = failureOfRun([fatal, result.stderrTail], reasonOf(line, spec.source, spec.url));
    return { result, failure, fatal: fatal !== null };
  })();
  return { pid: proc.pid, stop: proc.stop, done };
}
