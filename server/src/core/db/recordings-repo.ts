import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { BOOKMARK_MOMENT_HOLD_MS } from '../../../contract/schemas/bookmark';
import type { Db } from './db';
import type { SegmentsTable, StreamsTable } from './schema';

/**
 * The recording index: segments of every stream's runs and the streams' running state as the
 * recorders write them. The media engine writes it, retention prunes it, the archive, live and
 * statistics domains read it; one repository for all of them.
 */
export type SegmentRow = Selectable<SegmentsTable>;
export type NewSegment = Omit<Insertable<SegmentsTable>, 'id'>;

/** A segment retention may remove: where it is and what it covers. */
export type SegmentVictim = Pick<SegmentRow, 'id' | 'stream_uid' | 'file' | 'start_ms' | 'duration_ms'>;
const VICTIM_COLUMNS = ['id', 'stream_uid', 'file', 'start_ms', 'duration_ms'] as const;
const ID_BATCH = 500;

/**
 * True for a `segments` row that overlaps a held bookmark of its stream: the bookmark's interval,
 * or BOOKMARK_MOMENT_HOLD_MS either side of a moment. Plain SQL both engines accept.
 */
export function isHeldSegment(): Expression<SqlBool> {
  const around = sql.lit(BOOKMARK_MOMENT_HOLD_MS);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM bookmarks b WHERE b.stream_uid = segments.stream_uid AND b.hold = 1
    AND segments.start_ms < COALESCE(b.end_ms, b.start_ms + ${around})
    AND segments.start_ms + segments.duration_ms > CASE WHEN b.end_ms IS NULL THEN b.start_ms - ${around} ELSE b.start_ms END)`;
}

/**
 * True for a row of a stream's time span [start, end) (ms) that overlaps a held bookmark of that
 * stream, as `isHeldSegment` (the motion grid and events a hold keeps with the video).
 */
export function isHeldSpan(
  stream: Expression<unknown>,
  start: Expression<unknown>,
  end: Expression<unknown>,
): Expression<SqlBool> {
  const around = sql.lit(BOOKMARK_MOMENT_HOLD_MS);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM bookmarks b WHERE b.stream_uid = ${stream} AND b.hold = 1
    AND ${start} < COALESCE(b.end_ms, b.start_ms + ${around})
    AND ${end} > CASE WHEN b.end_ms IS NULL THEN b.start_ms - ${around} ELSE b.start_ms END)`;
}

/** The opposite: a segment retention may remove. */
export function isUnheldSegment(): Expression<SqlBool> {
  return sql<SqlBool>`NOT ${isHeldSegment()}`;
}

export function recordingsRepo(db: Db) {
  const unheldOf = (uid: string, nodeId: string) =>
    db
      .selectFrom('segments')
      .select(VICTIM_COLUMNS)
      .where('stream_uid', '=', uid)
      .where('node_id', '=', nodeId)
      .where(isUnheldSegment());

  return {
    /** A segment the recorder finished; answers its id. */
    async addSegment(values: NewSegment): Promise<number> {
      const { id } = await db.insertInto('segments').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async deleteSegments(ids: readonly number[]): Promise<void> {
      for (let i = 0; i < ids.length; i += ID_BATCH)
        await db
          .deleteFrom('segments')
          .where('id', 'in', ids.slice(i, i + ID_BATCH))
          .execute();
    },

    /** Every segment row of one stream, in batches; answers how many went. */
    async deleteStreamSegments(uid: string): Promise<number> {
      let removed = 0;
      for (;;) {
        const ids = await db
          .selectFrom('segments')
          .select('id')
          .where('stream_uid', '=', uid)
          .limit(ID_BATCH)
          .execute();
        if (ids.length === 0) return removed;
        await this.deleteSegments(ids.map((r) => r.id));
        removed += ids.length;
      }
    },

    /** Unheld live-only segments of this node starting in [from, before). */
    liveOnlyVictims: (uid: string, nodeId: string, from: number, before: number): Promise<SegmentVictim[]> => {
      let q = unheldOf(uid, nodeId).where('recorded', '=', 0);
      if (Number.isFinite(from)) q = q.where('start_ms', '>=', from);
      return q.where('start_ms', '<', before).execute();
    },

    /** A stream's archive settings (what retention keeps of its live-only segments), or undefined when gone. */
    archiveOf: (uid: string) =>
      db
        .selectFrom('streams')
        .select(['archive_enabled', 'archive_mode', 'archive_schedule'])
        .where('uid', '=', uid)
        .executeTakeFirst(),

    /** Live-only segments taken into the archive (near motion, or in hours kept always). */
    async markRecorded(ids: readonly number[]): Promise<void> {
      for (let i = 0; i < ids.length; i += ID_BATCH) {
        await db
          .updateTable('segments')
          .set({ recorded: 1 })
          .where('id', 'in', ids.slice(i, i + ID_BATCH))
          .execute();
      }
    },

    /** Unheld segments of this node starting before `before`, oldest first, at most `limit`. */
    victimsBefore: (uid: string, nodeId: string, before: number, limit?: number): Promise<SegmentVictim[]> => {
      const q = unheldOf(uid, nodeId).where('start_ms', '<', before);
      return limit === undefined ? q.execute() : q.orderBy('start_ms').limit(limit).execute();
    },

    /** This node's segment rows after `afterId`, by id (the index check at start-up). */
    segmentFilesAfter: (nodeId: string, afterId: number, limit: number) =>
      db
        .selectFrom('segments')
        .select(['id', 'stream_uid', 'file', 'init_file'])
        .where('node_id', '=', nodeId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** One run's segment by its number. */
    segmentOfRun: (uid: string, runId: string, seq: number) =>
      db
        .selectFrom('segments')
        .select(['seq', 'start_ms', 'duration_ms'])
        .where('stream_uid', '=', uid)
        .where('run_id', '=', runId)
        .where('seq', '=', seq)
        .executeTakeFirst(),

    /** The newest segment number of each of this node's runs of a stream. */
    async newestSeqByRun(uid: string, nodeId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('segments')
        .select(['run_id', (eb) => eb.fn.max('seq').as('seq')])
        .where('stream_uid', '=', uid)
        .where('node_id', '=', nodeId)
        .groupBy('run_id')
        .execute();
      return new Map(rows.map((r) => [r.run_id, Number(r.seq)]));
    },

    /** A stream's newest segment (its number and times), if any. */
    lastSegment: (uid: string) =>
      db
        .selectFrom('segments')
        .select(['seq', 'start_ms', 'duration_ms'])
        .where('stream_uid', '=', uid)
        .orderBy('start_ms', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** On its own database the server is the only node: every stream and segment is on its disk. */
    async claimAllFor(nodeId: string): Promise<void> {
      await db.updateTable('streams').set({ node_id: nodeId }).where('node_id', '<>', nodeId).execute();
      await db.updateTable('segments').set({ node_id: nodeId }).where('node_id', '<>', nodeId).execute();
    },

    /** Every stream as stored (the recorders' start-up). */
    allStreams: (): Promise<Selectable<StreamsTable>[]> => db.selectFrom('streams').selectAll().execute(),

    streamUids: async (): Promise<string[]> =>
      (await db.selectFrom('streams').select('uid').execute()).map((r) => r.uid),

    /** What a recorder says of its stream, unless the stream was handed to another node meanwhile. */
    setRunningState: (
      uid: string,
      nodeId: string,
      state: Pick<StreamsTable, 'status' | 'failure_reason' | 'failure_code'>,
    ) => db.updateTable('streams').set(state).where('uid', '=', uid).where('node_id', '=', nodeId).execute(),

    /** Annotations of streams that no longer exist. */
    deleteOrphanAnnotations: () =>
      db.deleteFrom('annotations').where('stream_uid', 'not in', db.selectFrom('streams').select('uid')).execute(),
  };
}

export type RecordingsRepo = ReturnType<typeof recordingsRepo>;
