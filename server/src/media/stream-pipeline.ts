import path from 'node:path';
import { isErrorReason } from '../../contract/errors';
import type { LogNote } from '../../contract/schemas/stream';
import type { Db } from '../core/db/db';
import { recordingsRepo } from '../core/db/recordings-repo';
import { AppError } from '../core/errors';
import { INTERRUPTED_TITLE, type AnnotationsRepo } from '../core/db/annotations-repo';
import type { FfmpegInfo } from './ffmpeg-path';
import { quickStartSegmentSec, writerMode } from './hls-writer-args';
import { LiveEdge } from './live-edge';
import { LogRing } from './log-ring';
import { hasLowRes, lowResRunId } from './low-res';
import { LowResRendition } from './low-res-rendition';
import type { RuntimeStatus, StreamRow } from './media-control';
import type { MediaOptions } from './media-options';
import type { LiveSegment } from './playlists';
import { probeSource } from './probe';
import { FATAL, newRunId, startRun, type RecorderRun } from './recorder-run';
import { failureOfError, type StreamFailure } from './stream-failure';
import type { SegmentRow } from './segment-indexer';
import { validateSource, type ValidSource } from './sources';
import { startSubStream } from './sub-stream-run';
import { motionSettingsOf } from './motion/settings';
import { keepingAt } from './recording-settings';
import { createMotionWatcher, type MotionWatcher } from './motion/watcher';
import { RtpFanout } from './webrtc/rtp-fanout';

/** Motion is looked for in a recorded stream with detection on (docs/motion.md). */
const watchesMotion = (row: StreamRow) => row.motion_enabled === 1 && row.archive_enabled === 1;

export interface PipelineEnv {
  db: Db;
  ffmpeg: FfmpegInfo;
  mediaRoot: string;
  mediaDir: string | null;
  now: () => number;
  options: MediaOptions;
  annotations: AnnotationsRepo;
  /** This server's node: its recordings are on this disk, and only it writes its streams' status. */
  nodeId: string;
}

/** One stream's recorder: ffmpeg runs (one folder each), their index, status, logs and live window. */
export class StreamPipeline {
  readonly logs: LogRing;
  /** The newest pictures in parts and segments, for low-latency HLS (in memory; the recording is on disk). */
  readonly edge: LiveEdge;
  status: RuntimeStatus;
  private persisted: RuntimeStatus;
  private saving: Promise<unknown> = Promise.resolve();
  /** Bumped by every halt: a start or retry of an older epoch gives up. */
  private epoch = 0;
  private wanted = false;
  /** Stopped for good (the stream deleted, or run by another node now): nothing starts it again. */
  private retired = false;
  private proc: RecorderRun | null = null;
  private runDone: Promise<void> | null = null;
  runId: string | null = null;
  /** The running recorder's low-resolution rendition (made while asked for); null: none. */
  private lowRes: LowResRendition | null = null;
  /** The input's frame rate as the last run took it (probed, or the demo picture's); null: not known. */
  frameRate: number | null = null;
  private runHadSegment = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private leaseUntil = 0;
  private codec: { source: string; mode: 'copy' | 'encode'; fps: number | null } | null = null;
  private interruptedAt: number | null = null;
  private window: LiveSegment[] = [];
  private discontinuity = 0;
  private next: { seq: number; end: number } | null = null;
  /** WebRTC's feed: the recorder's RTP leg and its viewers (while WebRTC is on and the stream runs). */
  private rtp: RtpFanout | null = null;

  constructor(
    private readonly env: PipelineEnv,
    public row: StreamRow,
  ) {
    this.logs = new LogRing(env.options.logLines, env.now);
    const { options } = env;
    this.edge = new LiveEdge({
      segmentTargetMs: options.hlsTimeSec * 1000,
      partTargetMs: options.partTargetMs,
      keepSegments: options.liveSegments,
      now: env.now,
    });
    this.status = {
      status: row.status,
      failureReason: row.failure_reason,
      failureCode: isErrorReason(row.failure_code) ? row.failure_code : null,
    };
    this.persisted = { ...this.status };
  }

  /** The WebRTC feed of the running recorder; null while none runs or WebRTC is off. */
  get webrtcFeed(): RtpFanout | null {
    return this.proc ? this.rtp : null;
  }

  /** The run's WebRTC feed; a feed that cannot open (no UDP port) is said once, and the stream records without it. */
  private async openFeed(): Promise<RtpFanout | null> {
    if (!this.env.options.webrtc) return null;
    this.rtp ??= await RtpFanout.open().catch((error: Error) => {
      this.log('warning', `WebRTC unavailable: ${error.message}`);
      return null;
    });
    this.rtp?.reset();
    return this.rtp;
  }

  get pid(): number | null {
    return this.proc?.pid ?? null;
  }

  get live(): LiveSegment[] {
    const oldest = this.env.now() - this.env.options.liveWindowMs;
    return this.window.filter((s) => s.start_ms + s.duration_ms >= oldest);
  }

  private get streamDir() {
    return path.join(this.env.mediaRoot, this.row.uid);
  }

  private wants(): boolean {
    const { row, env } = this;
    return !row.paused && (!row.on_demand || env.now() < this.leaseUntil + env.options.idleStopMs);
  }

  /** Follows the row: runs, restarts on a new source, or stops (paused, or on demand without a lease). */
  async apply(row: StreamRow): Promise<void> {
    const before = this.row;
    this.row = row;
    if (!this.wants()) return this.halt(row.paused ? 'paused' : 'idle');
    // A new source, or motion detection switched on or off (ffmpeg's command changes): a new run.
    const restart =
      before.source !== row.source ||
      before.sub_source !== row.sub_source ||
      watchesMotion(before) !== watchesMotion(row);
    if (this.wanted && restart) await this.halt(null);
    this.launch();
  }

  /** A player holds this on-demand stream now. */
  get leased(): boolean {
    return this.row.on_demand === 1 && !this.row.paused && this.env.now() < this.leaseUntil;
  }

  extendLease(): void {
    if (!this.row.on_demand || this.row.paused) return;
    this.leaseUntil = this.env.now() + this.env.options.leaseMs;
    this.scheduleIdleCheck();
    this.launch();
  }

  private scheduleIdleCheck(): void {
    clearTimeout(this.idleTimer);
    const delay = this.leaseUntil + this.env.options.idleStopMs - this.env.now();
    this.idleTimer = setTimeout(
      () => {
        if (this.wants()) this.scheduleIdleCheck();
        else void this.halt('idle');
      },
      Math.max(0, delay) + 10,
    );
    this.idleTimer.unref();
  }

  /** Stops ffmpeg (SIGTERM, then SIGKILL) and resolves once it is gone and its last segments are indexed. */
  async halt(status: 'paused' | 'idle' | null): Promise<void> {
    this.epoch += 1;
    this.wanted = false;
    clearTimeout(this.retryTimer);
    if (status === null) clearTimeout(this.idleTimer);
    this.proc?.stop();
    await this.runDone;
    // Its viewers end with it (a stream stopped for good, or started again on another source).
    if (status === null) {
      this.rtp?.close();
      this.rtp = null;
    }
    this.window = [];
    this.edge.clear();
    this.interruptedAt = null;
    this.failures = 0;
    if (status) this.setStatus(status, null);
  }

  /**
   * Stops for good: a later apply or lease starts nothing (a node's follow loop may still hold the
   * row of a stream being deleted). Resolves once ffmpeg is gone and the status writes are done.
   */
  async retire(): Promise<void> {
    this.retired = true;
    await this.halt(null);
    await this.flush();
  }

  /** Waits for the pending status writes. */
  flush(): Promise<unknown> {
    return this.saving;
  }

  log(level: 'info' | 'warning' | 'error', text: string, note?: LogNote): void {
    this.logs.push(level, text, note);
  }

  private setStatus(status: RuntimeStatus['status'], failure: StreamFailure | null): void {
    const next = { status, failureReason: failure?.line ?? null, failureCode: failure?.code ?? null };
    this.status = next;
    const { persisted } = this;
    if (
      persisted.status === status &&
      persisted.failureReason === next.failureReason &&
      persisted.failureCode === next.failureCode
    )
      return;
    this.persisted = next;
    const { db } = this.env;
    const uid = this.row.uid;
    this.saving = this.saving
      .then(() =>
        // A stream handed to another node meanwhile keeps the status its new owner writes.
        recordingsRepo(db).setRunningState(uid, this.env.nodeId, {
          status,
          failure_reason: next.failureReason,
          failure_code: next.failureCode,
        }),
      )
      .catch(() => undefined);
  }

  private launch(): void {
    if (this.wanted || this.retired) return;
    this.wanted = true;
    if (this.status.status !== 'failed') this.setStatus('pending', null);
    void this.attempt(this.epoch);
  }

  private async attempt(epoch: number): Promise<void> {
    if (epoch !== this.epoch) return;
    try {
      const source = validateSource(this.row.source, this.env.mediaDir);
      if (!source.ok)
        throw new AppError('ValidationError', `Invalid source: ${source.message}`, { reason: source.reason });
      const codec = await this.codecOf(source);
      if (epoch !== this.epoch) return;
      await this.record(epoch, source, codec);
    } catch (error) {
      if (epoch !== this.epoch) return;
      const failure = failureOfError(error);
      this.log('error', failure.line, { key: 'notStarted', reason: failure.code });
      this.failures += 1;
      this.retry(failure, FATAL.test(failure.line));
    }
  }

  /** Copy H.264 sources as they are (probed once per source); encode everything else. */
  private async codecOf(source: ValidSource) {
    const { options, ffmpeg } = this.env;
    if (source.kind === 'demo') return { mode: 'encode' as const, fps: options.demo.fps };
    if (this.codec?.source !== this.row.source) {
      const probe = await probeSource(ffmpeg, source, { url: this.row.source, timeoutMs: options.probeTimeoutMs });
      const mode = writerMode(probe.codecs);
      this.codec = { source: this.row.source, mode, fps: probe.frameRate };
      this.log(
        'info',
        `Source: ${probe.codecs.join(', ') || 'no tracks'}; ${mode === 'copy' ? 'copying H.264' : 'encoding to H.264'}`,
        { key: 'sourceRead', codecs: probe.codecs, mode },
      );
    }
    return this.codec;
  }

  private async nextSegment(): Promise<{ seq: number; end: number }> {
    if (this.next) return this.next;
    const last = await recordingsRepo(this.env.db).lastSegment(this.row.uid);
    return (this.next = last ? { seq: last.seq + 1, end: last.start_ms + last.duration_ms } : { seq: 0, end: 0 });
  }

  private async record(epoch: number, source: ValidSource, codec: { mode: 'copy' | 'encode'; fps: number | null }) {
    const { env } = this;
    this.frameRate = codec.fps;
    let finish!: () => void;
    // One run at a time: a stream applied again while its last run stops starts once that one is gone.
    const before = this.runDone;
    this.runDone = new Promise((resolve) => (finish = resolve));
    let lowRes: LowResRendition | null = null;
    let motion: MotionWatcher | null = null;
    try {
      await before;
      if (epoch !== this.epoch) return;
      const next = await this.nextSegment();
      if (epoch !== this.epoch) return;
      // Claimed before the folder exists, so that retention never takes it for an empty old run.
      const runId = (this.runId = newRunId(env.now()));
      this.runHadSegment = false;
      const rtp = await this.openFeed();
      if (epoch !== this.epoch) {
        this.runId = null;
        return;
      }
      motion = this.motionWatcher();
      const watcher = motion;
      const run = await startRun({
        ...env,
        uid: this.row.uid,
        streamDir: this.streamDir,
        runId,
        source,
        url: this.row.source,
        codec,
        startNumber: next.seq,
        quickStart: this.row.on_demand === 1,
        floorMs: next.end,
        // Kept at once when the archive keeps everything now; near motion, retention keeps it later.
        recorded: (startMs) => keepingAt(this.row, startMs) === 'always',
        log: (level, text, note) => this.log(level, text, note),
        onSegment: (row) => this.onSegment(row),
        onLiveBytes: this.liveFeed(),
        ...(watcher ? { onMotionBytes: (chunk: Buffer) => watcher.feed(chunk) } : {}),
        ...(rtp ? { rtp: { port: rtp.port, ssrc: rtp.ssrc } } : {}),
      }).catch((error: unknown) => {
        this.runId = null;
        throw error;
      });
      this.proc = run;
      lowRes = this.lowRes = this.renditionOf(runId);
      if (epoch !== this.epoch) run.stop();
      const end = await run.done;
      this.edge.endRun();
      this.proc = null;
      this.runId = null;
      if (epoch !== this.epoch) return;
      // It ended by itself: the source went away, or ffmpeg failed.
      if (this.runHadSegment) {
        this.interruptedAt = this.next?.end ?? null;
        this.failures = 0;
      }
      this.failures += 1;
      this.retry(end.failure, end.fatal);
    } finally {
      // The rendition lives only while its run does.
      if (this.lowRes === lowRes) this.lowRes = null;
      await lowRes?.close();
      await motion?.close();
      finish();
    }
  }

  /** A new run's motion detection, when the stream is watched and the app gave a store; null otherwise. */
  private motionWatcher(): MotionWatcher | null {
    const store = this.env.options.motionStore;
    if (!store || !watchesMotion(this.row)) return null;
    let warned = false;
    return createMotionWatcher({
      uid: this.row.uid,
      store,
      now: this.env.now,
      // Read through the row, which follows the stream's settings.
      settings: () => motionSettingsOf(this.row),
      onError: (error) => {
        if (warned) return;
        warned = true;
        this.log('warning', `Motion detection could not store what it found: ${error.message}`);
      },
    });
  }

  /** What takes a new run's live pipe; a stream it cannot read is said once, and its recording goes on. */
  private liveFeed(): (chunk: Buffer) => void {
    // An on-demand run starts with a short segment (recorder-run.ts): the edge cuts it alike.
    const quick = this.row.on_demand === 1;
    const feed = this.edge.feed(
      quick ? { firstSegmentMs: quickStartSegmentSec(this.env.options.hlsTimeSec) * 1000 } : {},
    );
    let broken = false;
    return (chunk) => {
      if (broken) return;
      try {
        feed(chunk);
      } catch (error) {
        broken = true;
        this.edge.fail();
        this.log('warning', `Low-latency live stopped: ${(error as Error).message}`);
      }
    };
  }

  /** The run's rendition, for a stream that has one: its sub-stream, or its demo picture drawn small. */
  private renditionOf(runId: string): LowResRendition | null {
    const { row, env } = this;
    if (!hasLowRes(row)) return null;
    const url = row.sub_source ?? row.source;
    const dir = path.join(this.streamDir, lowResRunId(runId));
    const { ffmpeg, options, mediaDir } = env;
    const start = () =>
      startSubStream({ ffmpeg, options, mediaDir, url, dir, log: (level, text) => this.log(level, text) });
    return new LowResRendition(dir, start, options.idleStopMs);
  }

  /**
   * Asked for the rendition's playlist: the rendition's folder, the rendition running (started now
   * if it was not); null while none can run (the recorder does not, or the stream has none).
   */
  askLowRes(): string | null {
    const lowRes = this.lowRes;
    return lowRes?.ask() ? lowRes.folder : null;
  }

  private retry(failure: StreamFailure, fatal: boolean): void {
    const { options } = this.env;
    const failed = fatal || this.failures >= options.failuresBeforeFailed;
    this.setStatus(failed ? 'failed' : 'pending', failed ? failure : null);
    const delay = failed
      ? options.failedRetryMs
      : Math.min(options.backoffMaxMs, options.backoffMinMs * 2 ** Math.max(0, this.failures - 1));
    const seconds = Math.round(delay / 100) / 10;
    this.log('info', `Retrying in ${seconds} s`, { key: 'retrying', seconds });
    const epoch = this.epoch;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.attempt(epoch), delay);
    this.retryTimer.unref();
  }

  private onSegment(row: SegmentRow): void {
    const end = row.start_ms + row.duration_ms;
    this.next = { seq: row.seq + 1, end: Math.max(end, this.next?.end ?? 0) };
    if (!this.runHadSegment) {
      this.runHadSegment = true;
      this.discontinuity += 1;
      this.failures = 0;
      if (this.interruptedAt !== null) {
        const from = this.interruptedAt;
        this.interruptedAt = null;
        void this.env.annotations
          .add(row.stream_uid, 'event', INTERRUPTED_TITLE, from, row.start_ms)
          .catch(() => undefined);
      }
      this.log('info', 'Receiving video', { key: 'receiving' });
    }
    this.window.push({ ...row, discontinuity: this.discontinuity });
    if (this.window.length > this.env.options.liveSegments) this.window.shift();
    if (this.status.status !== 'running') this.setStatus('running', null);
  }
}
