import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../core/db/db';
import { annotationsRepo } from '../core/db/annotations-repo';
import { recordingsRepo, type SegmentVictim } from '../core/db/recordings-repo';
import { SEGMENT_NAME } from './hls-writer-args';
import { isLowResRun } from './low-res';
import { RUN_ID, UID_DIR } from './reconcile';
import type { MotionStore } from './motion/watcher';
import { secondsOfRows } from './motion/grid';
import { segmentsToKeep } from './motion-keep';
import { keepingAt } from './recording-settings';
import { MOTION_POST_ROLL_MS, MOTION_PRE_ROLL_MS } from '../../contract/recording-mode';

/**
 * What the archive keeps (run every 30 s and at start):
 * - live-only segments (recorded = 0) once they leave the live window, but those a recording mode
 *   keeps (near motion, or in hours kept always), which join the archive;
 * - recorded segments older than archiveMaxDepthHours (when it is positive);
 * - while the disk is fuller than the warning percent, the oldest recorded
 *   segments of all streams, a batch at a time (with depth -1 this is the only
 *   limit; with a depth it is a safety net, since a full disk stops recording);
 * - everything of streams that no longer exist (a delete without purge);
 * - run folders left without segments, except the runs being recorded and young ones.
 * None of the first three passes removes a segment under an evidence hold: one that overlaps a
 * held bookmark's interval, or BOOKMARK_MOMENT_HOLD_MS either side of a held moment. A deleted
 * stream takes its bookmarks (and so their holds) with it.
 * Rows go first, then files: a crash in between leaves files, never dangling rows.
 */
export interface RetentionOptions {
  db: Db;
  /** `<dataDir>/media`. */
  mediaRoot: string;
  now: () => number;
  liveWindowMs: number;
  depthHours: () => number;
  diskUsedPercent: () => Promise<number>;
  diskWarnPercent: number;
  /** `<uid>/<run>` of the runs being written now. */
  activeRuns: () => Set<string>;
  /** This server's node: only the segments on its disk are its to remove. */
  nodeId: string;
  /** Motion detection's grid and events, pruned to the same depth as the recordings (docs/motion.md#storage). */
  motionStore?: () => MotionStore | null;
}

export interface RetentionReport {
  live: number;
  depth: number;
  disk: number;
  orphans: number;
  dirs: number;
}

const HOUR = 3_600_000;
/** Longer than any segment: bounds index range scans that look back from a cutoff. */
export const MAX_SEGMENT_MS = 5 * 60_000;
const DISK_BATCH = 200;
const DISK_ROUNDS = 20;

async function remove(db: Db, mediaRoot: string, victims: readonly SegmentVictim[]): Promise<number> {
  await recordingsRepo(db).deleteSegments(victims.map((v) => v.id));
  for (const v of victims) await fs.rm(path.join(mediaRoot, v.stream_uid, v.file), { force: true });
  return victims.length;
}

/** Every recording of one stream: segment rows (in batches), annotations and its media folder. Answers the rows removed. */
export async function removeStreamRecordings(db: Db, mediaRoot: string, uid: string): Promise<number> {
  const removed = await recordingsRepo(db).deleteStreamSegments(uid);
  await annotationsRepo(db).deleteForStream(uid);
  if (UID_DIR.test(uid)) await fs.rm(path.join(mediaRoot, uid), { recursive: true, force: true });
  return removed;
}

export function createRetention(o: RetentionOptions) {
  const { db, mediaRoot } = o;
  const annotations = annotationsRepo(db);
  const recordings = recordingsRepo(db);
  /** Per stream, up to where live-only segments were already swept (keeps each sweep's index scan short). */
  const sweptUntil = new Map<string, number>();

  async function liveOnly(uid: string, now: number): Promise<number> {
    const cutoff = now - o.liveWindowMs;
    const from = (sweptUntil.get(uid) ?? Number.NEGATIVE_INFINITY) - MAX_SEGMENT_MS;
    const rows = await recordings.liveOnlyVictims(uid, o.nodeId, from, cutoff);
    sweptUntil.set(uid, cutoff);
    const leaving = rows.filter((r) => r.start_ms + r.duration_ms < cutoff);
    const kept = new Set(await keptOf(uid, leaving));
    return remove(
      db,
      mediaRoot,
      leaving.filter((r) => !kept.has(r.id)),
    );
  }

  /**
   * Of the live-only segments leaving the rolling buffer, those a recording mode keeps: near motion
   * (by the grid), or in hours a schedule keeps always (docs/motion.md#recording-modes). They join
   * the archive; the rest go.
   */
  async function keptOf(uid: string, leaving: readonly SegmentVictim[]): Promise<number[]> {
    if (leaving.length === 0) return [];
    const archive = await recordings.archiveOf(uid);
    if (!archive || archive.archive_enabled !== 1 || archive.archive_mode === 'always') return [];
    const first = Math.min(...leaving.map((r) => r.start_ms)) - MOTION_POST_ROLL_MS;
    const last = Math.max(...leaving.map((r) => r.start_ms + r.duration_ms)) + MOTION_PRE_ROLL_MS;
    const rows = (await o.motionStore?.()?.gridRows(uid, first, last)) ?? [];
    const seconds = [...secondsOfRows(rows, Math.floor(first / 1000), Math.ceil(last / 1000))].map((s) => s.second);
    const ids = segmentsToKeep(leaving, seconds, (t) => keepingAt(archive, t));
    await recordings.markRecorded(ids);
    return ids;
  }

  async function tooOld(uid: string, now: number): Promise<number> {
    const hours = o.depthHours();
    if (!(hours > 0)) return 0;
    const cutoff = now - hours * HOUR;
    await annotations.deleteBefore(uid, cutoff);
    await o.motionStore?.()?.pruneBefore(uid, cutoff);
    const rows = await recordings.victimsBefore(uid, o.nodeId, cutoff - MAX_SEGMENT_MS);
    return remove(db, mediaRoot, rows);
  }

  /** The oldest recorded segments of all streams, while the disk is too full. */
  async function diskPressure(uids: readonly string[], now: number): Promise<number> {
    let removed = 0;
    for (let round = 0; round < DISK_ROUNDS && (await o.diskUsedPercent()) > o.diskWarnPercent; round += 1) {
      const oldest: SegmentVictim[] = [];
      for (const uid of uids)
        oldest.push(
          ...(await recordings.victimsBefore(uid, o.nodeId, now - o.liveWindowMs - MAX_SEGMENT_MS, DISK_BATCH)),
        );
      if (oldest.length === 0) break;
      oldest.sort((a, b) => a.start_ms - b.start_ms);
      removed += await remove(db, mediaRoot, oldest.slice(0, DISK_BATCH));
    }
    return removed;
  }

  /** A stream that no longer exists: its rows, annotations and folder. */
  async function orphan(uid: string): Promise<number> {
    const removed = await removeStreamRecordings(db, mediaRoot, uid);
    sweptUntil.delete(uid);
    return removed;
  }

  async function emptyRuns(uid: string, active: Set<string>, now: number): Promise<number> {
    let removed = 0;
    const runs = await fs.readdir(path.join(mediaRoot, uid), { withFileTypes: true }).catch(() => []);
    for (const run of runs) {
      if (!run.isDirectory() || !RUN_ID.test(run.name) || active.has(`${uid}/${run.name}`)) continue;
      // A low-resolution rendition's folder goes with its run (the pipeline, or the next start, removes it).
      if (isLowResRun(run.name)) continue;
      const dir = path.join(mediaRoot, uid, run.name);
      const stat = await fs.stat(dir).catch(() => null);
      if (!stat || stat.mtimeMs > now - o.liveWindowMs) continue;
      const names = await fs.readdir(dir).catch(() => null);
      if (names && !names.some((n) => SEGMENT_NAME.test(n))) {
        await fs.rm(dir, { recursive: true, force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** One pass over everything. */
  async function run(): Promise<RetentionReport> {
    const now = o.now();
    const report: RetentionReport = { live: 0, depth: 0, disk: 0, orphans: 0, dirs: 0 };
    const known = await recordings.streamUids();
    for (const uid of known) {
      report.live += await liveOnly(uid, now);
      report.depth += await tooOld(uid, now);
    }
    report.disk = await diskPressure(known, now);
    await recordings.deleteOrphanAnnotations();
    const knownSet = new Set(known);
    const active = o.activeRuns();
    for (const uid of await fs.readdir(mediaRoot).catch(() => [] as string[])) {
      if (!UID_DIR.test(uid)) continue;
      if (!knownSet.has(uid)) report.orphans += await orphan(uid);
      else report.dirs += await emptyRuns(uid, active, now);
    }
    return report;
  }

  return { run };
}

export type Retention = ReturnType<typeof createRetention>;
