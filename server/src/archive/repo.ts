import type { ArchivePeriod } from '../../contract/schemas/archive';
import type { Db } from '../core/db/db';
import type { PlaylistSegment } from '../media/playlists';
import { MAX_SEGMENT_MS } from '../media/retention';

/** What the archive reads of the recording index: recorded segments, periods and days. */
const SEGMENT_COLUMNS = ['run_id', 'seq', 'start_ms', 'duration_ms', 'file', 'init_file', 'node_id', 'size'] as const;

/**
 * Recorded segments that overlap [start, end), by time (an index range scan on stream and start),
 * leaving out those on the disks of the `away` nodes (silent cluster nodes: unavailable until they return).
 */
export async function recordedBetween(
  db: Db,
  uid: string,
  start: number,
  end: number,
  away: readonly string[] = [],
): Promise<(PlaylistSegment & { node_id: string; size: number })[]> {
  let q = db
    .selectFrom('segments')
    .select(SEGMENT_COLUMNS)
    .where('stream_uid', '=', uid)
    .where('start_ms', '>', start - MAX_SEGMENT_MS)
    .where('start_ms', '<', end)
    .where('recorded', '=', 1);
  if (away.length) q = q.where('node_id', 'not in', away);
  const rows = await q.orderBy('start_ms').orderBy('seq').execute();
  return rows.filter((s) => s.start_ms + s.duration_ms > start);
}

/** The whole recorded extent of a stream; null when nothing is recorded. */
export async function recordedPeriod(db: Db, uid: string): Promise<ArchivePeriod | null> {
  const edge = (direction: 'asc' | 'desc') =>
    db
      .selectFrom('segments')
      .select(['start_ms', 'duration_ms'])
      .where('stream_uid', '=', uid)
      .where('recorded', '=', 1)
      .orderBy('start_ms', direction)
      .limit(1)
      .executeTakeFirst();
  const [first, last] = await Promise.all([edge('asc'), edge('desc')]);
  if (!first || !last) return null;
  return {
    startTime: new Date(first.start_ms).toISOString(),
    endTime: new Date(last.start_ms + last.duration_ms).toISOString(),
  };
}

/** The node whose disk holds a run's files (the one that recorded it). */
export async function runHolder(db: Db, uid: string, run: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('segments')
    .select('node_id')
    .where('stream_uid', '=', uid)
    .where('run_id', '=', run)
    .limit(1)
    .executeTakeFirst();
  return row?.node_id;
}

/** Whether anything is recorded in [from, to) (one short index probe). */
export async function recordedIn(db: Db, uid: string, from: number, to: number): Promise<boolean> {
  const hit = await db
    .selectFrom('segments')
    .select('id')
    .where('stream_uid', '=', uid)
    .where('start_ms', '>', from - MAX_SEGMENT_MS)
    .where('start_ms', '<', to)
    .where('recorded', '=', 1)
    .where((eb) => eb(eb('start_ms', '+', eb.ref('duration_ms')), '>', from))
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}
