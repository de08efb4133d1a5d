import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../core/db/db';
import { recordingsRepo } from '../core/db/recordings-repo';
import { isLowResRun } from './low-res';
import { PLAYLIST_NAME, RECORDER_PID_FILE, SEGMENT_NAME, UNFINISHED_SUFFIX, writesPlaylist } from './hls-writer-args';
import { parseHlsPlaylist, RunIndexer } from './segment-indexer';

/**
 * Startup repair of the recording index after a crash or a SIGKILL (docs/security.md, R6),
 * run before any recorder starts (after `killOrphanRecorders`):
 * 1. rows whose segment or init file is gone are dropped;
 * 2. segments a run's playlist lists but the index missed (killed between ffmpeg's
 *    write and the next poll) are indexed;
 * 3. segment files after a run's last indexed one that its playlist does not list
 *    (half-written when the process died), and files ffmpeg was still writing, are
 *    deleted: nothing would ever serve them.
 */
export interface ReconcileReport {
  /** Recorders of a previous server still running, ended. */
  orphans: number;
  dropped: number;
  indexed: number;
  deleted: number;
}

export const RUN_ID = /^[a-z0-9-]{1,40}$/;
export const UID_DIR = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const BATCH = 2000;

async function listDir(dir: string): Promise<Set<string> | null> {
  try {
    return new Set(await fs.readdir(dir));
  } catch {
    return null;
  }
}

async function dropMissing(db: Db, mediaRoot: string, nodeId: string): Promise<number> {
  const listings = new Map<string, Set<string> | null>();
  const missing: number[] = [];
  for (let after = 0; ;) {
    // Only the rows of this node's disk: other nodes' files are theirs to check.
    const rows = await recordingsRepo(db).segmentFilesAfter(nodeId, after, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const dir = path.join(mediaRoot, row.stream_uid, path.dirname(row.file));
      if (!listings.has(dir)) {
        if (listings.size > 64) listings.clear();
        listings.set(dir, await listDir(dir));
      }
      const names = listings.get(dir);
      if (!names?.has(path.basename(row.file)) || !names.has(path.basename(row.init_file))) missing.push(row.id);
    }
    after = rows.at(-1)!.id;
  }
  await recordingsRepo(db).deleteSegments(missing);
  return missing.length;
}

async function repairRun(
  db: Db,
  streamDir: string,
  uid: string,
  runId: string,
  lastSeq: number | undefined,
  recorded: (startMs: number) => boolean,
  now: () => number,
  nodeId: string,
): Promise<{ indexed: number; deleted: number }> {
  const dir = path.join(streamDir, runId);
  const names = (await listDir(dir)) ?? new Set<string>();
  const listed = parseHlsPlaylist(await fs.readFile(path.join(dir, PLAYLIST_NAME), 'utf8').catch(() => ''));
  let indexed = 0;
  let newest = lastSeq ?? -1;
  if (listed.some((e) => e.seq > newest && names.has(e.name))) {
    const last = lastSeq === undefined ? null : await recordingsRepo(db).segmentOfRun(uid, runId, lastSeq);
    const indexer = new RunIndexer({
      db,
      uid,
      runId,
      streamDir,
      recorded,
      now,
      // A missed tail continues its run; a run without rows starts at its program date time.
      floorMs: last ? last.start_ms + last.duration_ms : 0,
      last: last ? { seq: last.seq, end: last.start_ms + last.duration_ms } : null,
      nodeId,
    });
    indexed = await indexer.poll();
    newest = indexer.lastIndexed?.seq ?? newest;
  }
  return { indexed, deleted: await dropUnindexedTail(dir, newest, names) };
}

/**
 * Deletes a finished run's segment files numbered after its last indexed one (never listed, so
 * half-written), and the files ffmpeg was still writing when it died.
 */
export async function dropUnindexedTail(dir: string, newest: number, names?: Set<string>): Promise<number> {
  let deleted = 0;
  for (const name of names ?? (await listDir(dir)) ?? []) {
    const match = SEGMENT_NAME.exec(name);
    if ((match && Number(match[1]) > newest) || name.endsWith(UNFINISHED_SUFFIX)) {
      await fs.rm(path.join(dir, name), { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

/** A live process's command line (NUL-separated), from /proc (Linux); null when it is gone or a zombie. */
async function commandOf(pid: number): Promise<string[] | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (state === '' || state === 'Z') return null;
  return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
}

function kill(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
      return;
    } catch {
      /* try the process itself, or it is gone */
    }
  }
}

/**
 * Recorders of a previous server that died without stopping them (ffmpeg runs in
 * its own process group, so a SIGKILL of the server leaves it writing): each run
 * folder's pid file names it; a process still writing that run is killed. Resolves
 * with the pids ended, once they are gone.
 */
export async function killOrphanRecorders(mediaRoot: string): Promise<number[]> {
  const killed: number[] = [];
  for (const uid of await fs.readdir(mediaRoot).catch(() => [] as string[])) {
    if (!UID_DIR.test(uid)) continue;
    for (const run of await fs.readdir(path.join(mediaRoot, uid)).catch(() => [] as string[])) {
      if (!RUN_ID.test(run)) continue;
      const pidFile = path.join(mediaRoot, uid, run, RECORDER_PID_FILE);
      const pid = Number(await fs.readFile(pidFile, 'utf8').catch(() => ''));
      const playlist = path.join(mediaRoot, uid, run, PLAYLIST_NAME);
      // Only a process still writing this very run: a pid may have been reused since.
      if (Number.isInteger(pid) && pid > 1 && writesPlaylist((await commandOf(pid)) ?? [], playlist)) {
        kill(pid);
        killed.push(pid);
      }
      await fs.rm(pidFile, { force: true });
    }
  }
  for (let i = 0; i < 50 && (await Promise.all(killed.map(commandOf))).some(Boolean); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 40));
  return killed;
}

/**
 * Repairs the index of every known stream; `recorded(uid)` says whether a segment of that stream
 * starting at a moment belongs to the archive (its recording mode then), undefined for a stream that
 * no longer exists.
 */
export async function reconcileIndex(options: {
  db: Db;
  mediaRoot: string;
  now: () => number;
  recorded: (uid: string) => ((startMs: number) => boolean) | undefined;
  /** This server's node: only its segment rows are checked against this disk. */
  nodeId: string;
}): Promise<ReconcileReport> {
  const { db, mediaRoot, now, nodeId } = options;
  const report: ReconcileReport = {
    orphans: 0,
    dropped: await dropMissing(db, mediaRoot, nodeId),
    indexed: 0,
    deleted: 0,
  };
  const uids = await fs.readdir(mediaRoot).catch(() => [] as string[]);
  for (const uid of uids) {
    const recorded = options.recorded(uid);
    if (recorded === undefined || !UID_DIR.test(uid)) continue;
    const streamDir = path.join(mediaRoot, uid);
    const newest = await recordingsRepo(db).newestSeqByRun(uid, nodeId);
    const runs = await fs.readdir(streamDir, { withFileTypes: true }).catch(() => []);
    for (const run of runs) {
      if (!run.isDirectory() || !RUN_ID.test(run.name)) continue;
      // A low-resolution rendition left by a server that stopped: live only, never indexed.
      if (isLowResRun(run.name)) {
        await fs.rm(path.join(streamDir, run.name), { recursive: true, force: true });
        continue;
      }
      const result = await repairRun(db, streamDir, uid, run.name, newest.get(run.name), recorded, now, nodeId);
      report.indexed += result.indexed;
      report.deleted += result.deleted;
    }
  }
  return report;
}
