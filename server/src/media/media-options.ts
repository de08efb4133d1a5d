import { ARCHIVE_DEFAULTS } from '../core/archive-defaults';
import type { DemoPicture } from './sources';
import type { MotionStore } from './motion/watcher';
import type { WebrtcOptions } from './webrtc/whep-peer';

/** Knobs of the recording side; tests shrink them (1 s segments, a small picture, short leases). */
export interface MediaOptions {
  /** Target segment length (s). */
  hlsTimeSec: number;
  /** Segments in the live playlist. */
  liveSegments: number;
  /** The longest part of the low-latency live playlist (ms); players hold three of them behind the edge. */
  partTargetMs: number;
  /** Live-only segments are kept this long; the live playlist never reaches further back. */
  liveWindowMs: number;
  /** The picture of demo:// sources, encoded to H.264 as it is drawn (a probe of one reports it). */
  demo: DemoPicture;
  indexPollMs: number;
  leaseMs: number;
  /** An on-demand stream stops this long after its last lease ended. */
  idleStopMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  /** Failed streams keep trying this often. */
  failedRetryMs: number;
  /** Consecutive runs without a segment before a stream is failed. */
  failuresBeforeFailed: number;
  probeTimeoutMs: number;
  logLines: number;
  retentionIntervalMs: number;
  /** archiveMaxDepthHours (-1: keep until the disk is full). */
  archiveDepthHours: () => number;
  /** Where motion detection keeps its grid and events (the app gives it); null: no detection. */
  motionStore: MotionStore | null;
  /** Live over WebRTC (WHEP): the recorders' RTP leg and the peers' network settings; null: off. */
  webrtc: WebrtcOptions | null;
}

export const DEFAULT_MEDIA_OPTIONS: MediaOptions = {
  hlsTimeSec: 2,
  liveSegments: 6,
  partTargetMs: 400,
  liveWindowMs: 60_000,
  demo: { width: 640, height: 360, fps: 15 },
  indexPollMs: 500,
  leaseMs: 60_000,
  idleStopMs: 30_000,
  backoffMinMs: 1000,
  backoffMaxMs: 30_000,
  failedRetryMs: 30_000,
  failuresBeforeFailed: 3,
  probeTimeoutMs: 15_000,
  logLines: 2000,
  retentionIntervalMs: 30_000,
  archiveDepthHours: () => ARCHIVE_DEFAULTS.archiveMaxDepthHours,
  motionStore: null,
  webrtc: null,
};
