import type { Insertable } from 'kysely';
import type { Db } from '../core/db/db';
import type { AnnotationsTable, SegmentsTable } from '../core/db/schema';
import type { StreamRow } from '../media/media-control';
import { DEMO_STREAMS } from './demo-streams';
import { demoOverlayMask } from '../media/demo-scene';
import { DEFAULT_MEDIA_OPTIONS } from '../media/media-options';

/** The overlays' cells are the same at every picture size the recorder draws (demo-scene.test.ts). */
const DEMO_PICTURE = DEFAULT_MEDIA_OPTIONS.demo;
import { eventsRepo } from '../events';
import type { MotionEvent } from '../media/motion/events';
import type { GridRow } from '../media/motion/grid';

/** What seeding the demo writes: the demo streams, and each backfilled interval's rows. */
/** Whether the streams table is empty. */
export async function noStreams(db: Db): Promise<boolean> {
  return !(await db.selectFrom('streams').select('uid').limit(1).executeTakeFirst());
}

/**
 * Inserts the demo streams in one transaction (created by nobody: no user exists
 * yet). Their created times are a second apart, so the newest-first list shows
 * them in this order.
 */
export async function insertDemoStreams(db: Db, now: number): Promise<StreamRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows: StreamRow[] = [];
    for (const [i, s] of DEMO_STREAMS.entries()) {
      const created = now - i * 1000;
      rows.push(
        await trx
          .insertInto('streams')
          .values({
            uid: s.uid,
            name: s.name,
            source: s.source,
            tags: JSON.stringify(s.tags),
            location_name: s.location,
            marker: '',
            archive_enabled: s.archive ? 1 : 0,
            on_demand: s.onDemand ? 1 : 0,
            // The live scene's object gives events; its own clocks are masked (docs/motion.md#in-the-demo).
            motion_enabled: 1,
            motion_mask: JSON.stringify(demoOverlayMask(DEMO_PICTURE.width, DEMO_PICTURE.height)),
            paused: s.paused ? 1 : 0,
            status: s.paused ? 'paused' : s.onDemand ? 'idle' : 'pending',
            failure_reason: null,
            node_id: 'local',
            share_version: 0,
            created_by: null,
            created_at: created,
            updated_at: created,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      if (s.tags.length)
        await trx
          .insertInto('stream_tags')
          .values(s.tags.map((tag) => ({ stream_uid: s.uid, tag })))
          .execute();
    }
    return rows;
  });
}

export async function streamExists(db: Db, uid: string): Promise<boolean> {
  return !!(await db.selectFrom('streams').select('uid').where('uid', '=', uid).executeTakeFirst());
}

/** Whether a run of a stream has any indexed segment. */
export async function runIndexed(db: Db, uid: string, runId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('segments')
    .select('id')
    .where('stream_uid', '=', uid)
    .where('run_id', '=', runId)
    .limit(1)
    .executeTakeFirst());
}

const ROWS_PER_INSERT = 500;

/** A backfilled run's rows in one transaction: its segments (replacing any), its annotations and its motion. */
export async function commitRun(
  db: Db,
  uid: string,
  runId: string,
  segments: readonly Omit<Insertable<SegmentsTable>, 'id'>[],
  annotations: readonly Omit<Insertable<AnnotationsTable>, 'id'>[],
  motion: { rows: readonly GridRow[]; events: readonly MotionEvent[] } = { rows: [], events: [] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('segments').where('stream_uid', '=', uid).where('run_id', '=', runId).execute();
    for (let i = 0; i < segments.length; i += ROWS_PER_INSERT)
      await trx
        .insertInto('segments')
        .values(segments.slice(i, i + ROWS_PER_INSERT))
        .execute();
    if (annotations.length) await trx.insertInto('annotations').values(annotations).execute();
    const grid = eventsRepo(trx);
    for (const row of motion.rows) await grid.saveGridRow(uid, row);
    const now = Date.now();
    if (motion.events.length) {
      // A run done again (after a crash) replaces its events, as its segments.
      const from = Math.min(...motion.events.map((e) => e.start)) * 1000;
      const to = Math.max(...motion.events.map((e) => e.end)) * 1000;
      await grid.deleteEventsStarting(uid, from, to);
    }
    for (const event of motion.events) await grid.insertEvent(uid, event, null, now);
  });
}
