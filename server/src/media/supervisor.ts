import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from '../core/db/db';
import { recordingsRepo } from '../core/db/recordings-repo';
import { isPostgres } from '../core/db/dialect';
import { diskUsedPercent } from '../core/disk';
import { annotationsRepo } from '../core/db/annotations-repo';
import { clipsDir } from './download';
import type { FfmpegInfo } from './ffmpeg-path';
import type { MediaControl, StreamRow } from './media-control';
import type { LiveEdge } from './live-edge';
import type { LiveSegment } from './playlists';
import { killOrphanRecorders, reconcileIndex, UID_DIR, type ReconcileReport } from './reconcile';
import { createRetention, removeStreamRecordings, type RetentionReport } from './retention';
import { keepingAt } from './recording-settings';
import { DEFAULT_MEDIA_OPTIONS, type MediaOptions } from './media-options';
import { StreamPipeline } from './stream-pipeline';
import { PLAYLIST_NAME } from './hls-writer-args';
import { lowResPlaylist } from './low-res';
import { createThumbnails, type Thumbnails } from './thumbnail';
import type { RtpFanout } from './webrtc/rtp-fanout';

export { DEFAULT_MEDIA_OPTIONS, type MediaOptions } from './media-options';

export interface MediaDeps {
  db: Db;
  config: Pick<ServerConfig, 'dataDir' | 'mediaDir' | 'diskWarnPercent' | 'node'>;
  /** From `resolveFfmpeg()`. */
  ffmpeg: FfmpegInfo;
  now?: () => number;
  options?: Partial<MediaOptions>;
  /** Disk use of the data folder in percent (tests replace it). */
  diskUsedPercent?: () => Promise<number>;
}

/** The MediaControl of the stream routes, plus what the archive routes and the tests need. */
export interface RecordingControl extends MediaControl {
  /** The live window of a stream: its newest segments, oldest first (empty when it does not run). */
  live(uid: string): LiveSegment[];
  /**
   * The playlist of the stream's low-resolution rendition as it stands, the rendition started by
   * this ask if it was not running; null: none can run (the recorder does not), or no segment yet.
   */
  lowResPlaylist(uid: string): Promise<string | null>;
  /** The stream's live edge (low-latency HLS), null when this node does not run it. */
  edge(uid: string): LiveEdge | null;
  /** The pid of the stream's recorder, null when none runs. */
  pid(uid: string): number | null;
  /** The stream's WebRTC feed, null when WebRTC is off or this node does not run the stream now. */
  webrtcFeed(uid: string): RtpFanout | null;
  runRetention(): Promise<RetentionReport>;
  /** What the last `startAll` repaired in the index. */
  readonly reconciled: ReconcileReport | null;
  /** `<dataDir>/media`: one folder per stream, one per run inside. */
  readonly mediaRoot: string;
  readonly ffmpegPath: string;
  readonly options: MediaOptions;
  /** The latest picture of each stream (streams grid), made from its live window. */
  readonly thumbnails: Thumbnails;
}

/** Where thumbnail runs write their one-segment playlists: emptied at start, like the clips folder. */
const thumbnailsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'thumbnails');

/** One supervised ffmpeg per running stream, the recording index, retention. */
export function createMediaControl(deps: MediaDeps): RecordingControl {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const options: MediaOptions = { ...DEFAULT_MEDIA_OPTIONS, ...deps.options };
  const mediaRoot = path.join(deps.config.dataDir, 'media');
  const annotations = annotationsRepo(db);
  const thumbnails = createThumbnails({
    bin: deps.ffmpeg.path,
    mediaRoot,
    tmpDir: thumbnailsDir(deps.config.dataDir),
  });
  const nodeId = deps.config.node.id;
  const env = { db, ffmpeg: deps.ffmpeg, mediaRoot, mediaDir: deps.config.mediaDir, now, options, annotations, nodeId };
  const pipelines = new Map<string, StreamPipeline>();
  let reconciled: ReconcileReport | null = null;
  let retentionTimer: NodeJS.Timeout | undefined;
  let retentionRun: Promise<RetentionReport> | null = null;
  let closed = false;

  const retention = createRetention({
    db,
    mediaRoot,
    now,
    liveWindowMs: options.liveWindowMs,
    // Read through the options at every run: the app points it at the saved configuration.
    depthHours: () => options.archiveDepthHours(),
    diskUsedPercent: deps.diskUsedPercent ?? (() => diskUsedPercent(deps.config.dataDir)),
    diskWarnPercent: deps.config.diskWarnPercent,
    activeRuns: () => new Set([...pipelines.values()].flatMap((p) => (p.runId ? [`${p.row.uid}/${p.runId}`] : []))),
    nodeId,
    // Read through the options at every run: the app gives the store after this is made.
    motionStore: () => options.motionStore,
  });

  const runRetention = () => {
    retentionRun ??= retention.run().finally(() => {
      retentionRun = null;
    });
    return retentionRun;
  };

  /** Stops a stream this node no longer runs (handed to another node, or deleted elsewhere); its status is the new owner's. */
  async function release(uid: string): Promise<void> {
    const pipeline = pipelines.get(uid);
    if (!pipeline) return;
    pipelines.delete(uid);
    thumbnails.forget(uid);
    await pipeline.retire();
  }

  async function apply(row: StreamRow): Promise<void> {
    if (closed || !UID_DIR.test(row.uid)) return;
    // A node runs ffmpeg only for its own streams.
    if (row.node_id !== nodeId) return release(row.uid);
    let pipeline = pipelines.get(row.uid);
    if (!pipeline) {
      pipeline = new StreamPipeline(env, row);
      pipelines.set(row.uid, pipeline);
    }
    await pipeline.apply(row);
  }

  const deleteRecordings = (uid: string) => removeStreamRecordings(db, mediaRoot, uid);

  return {
    mediaRoot,
    ffmpegPath: deps.ffmpeg.path,
    options,
    demoPicture: options.demo,
    thumbnails,
    get reconciled() {
      return reconciled;
    },
    get ready() {
      return reconciled !== null;
    },
    apply,
    release,
    async stop(uid) {
      await pipelines.get(uid)?.halt('paused');
    },
    status: (uid) => pipelines.get(uid)?.status,
    extendLease(uid) {
      if (!closed) pipelines.get(uid)?.extendLease();
    },
    leases: () => [...pipelines.values()].filter((p) => p.leased).length,
    frameRate: (uid) => pipelines.get(uid)?.frameRate ?? null,
    logs(uid, since, limit) {
      return pipelines.get(uid)?.logs.read(since, limit) ?? { lines: [], cursor: since ?? 0 };
    },
    async purge(uid) {
      const pipeline = pipelines.get(uid);
      pipelines.delete(uid);
      thumbnails.forget(uid);
      await pipeline?.retire();
      await deleteRecordings(uid);
    },
    live: (uid) => pipelines.get(uid)?.live ?? [],
    edge: (uid) => pipelines.get(uid)?.edge ?? null,
    async lowResPlaylist(uid) {
      const run = pipelines.get(uid)?.askLowRes();
      if (!run) return null;
      const written = await fs.readFile(path.join(mediaRoot, uid, run, PLAYLIST_NAME), 'utf8').catch(() => null);
      return written === null ? null : lowResPlaylist(written, run);
    },
    pid: (uid) => pipelines.get(uid)?.pid ?? null,
    webrtcFeed: (uid) => pipelines.get(uid)?.webrtcFeed ?? null,
    runRetention,
    async startAll() {
      await fs.mkdir(mediaRoot, { recursive: true });
      // Clips of downloads cut short by a crash.
      await fs.rm(clipsDir(deps.config.dataDir), { recursive: true, force: true });
      await fs.rm(thumbnailsDir(deps.config.dataDir), { recursive: true, force: true });
      const orphans = await killOrphanRecorders(mediaRoot);
      // A server on its own database (SQLite) is the only node: everything recorded there is on its disk.
      if (!isPostgres(db)) {
        await recordingsRepo(db).claimAllFor(nodeId);
      }
      const rows = await recordingsRepo(db).allStreams();
      const byUid = new Map(rows.map((r) => [r.uid, r]));
      // Segments found on disk are kept as the stream's recording mode said at their time.
      const recorded = (uid: string) => {
        const row = byUid.get(uid);
        return row ? (startMs: number) => keepingAt(row, startMs) === 'always' : undefined;
      };
      reconciled = {
        ...(await reconcileIndex({ db, mediaRoot, now, recorded, nodeId })),
        orphans: orphans.length,
      };
      for (const row of rows) if (row.node_id === nodeId) await apply(row);
      await runRetention().catch(() => undefined);
      if (!closed && !retentionTimer) {
        retentionTimer = setInterval(() => void runRetention().catch(() => undefined), options.retentionIntervalMs);
        retentionTimer.unref();
      }
    },
    async close() {
      closed = true;
      clearInterval(retentionTimer);
      const all = [...pipelines.values()];
      await Promise.all([...all.map((p) => p.halt(null)), thumbnails.close()]);
      await retentionRun?.catch(() => undefined);
      await Promise.all(all.map((p) => p.flush()));
    },
  };
}
