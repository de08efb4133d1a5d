import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../core/db/db';
import { isHeldSpan } from '../core/db/recordings-repo';
import type { MotionEventsTable } from '../core/db/schema';
import type { MotionEvent } from '../media/motion/events';
import type { GridRow } from '../media/motion/grid';

export type MotionEventRow = Selectable<MotionEventsTable> & { stream_name: string; reviewed_at: number | null };

/** Who asks: an administrator sees the events of every stream, others those of the streams they may view. */
export interface EventViewer {
  userId: number;
  isAdmin: boolean;
}

export interface EventFilter {
  streamUid?: string;
  /** Only these streams (an empty list: none). */
  streamUids?: readonly string[];
  fromMs?: number;
  toMs?: number;
  reviewed?: boolean;
}

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** The motion grid, the events merged from it and each user's reviewed marks (docs/motion.md#storage). */
export function eventsRepo(db: Db) {
  const visibleUids = (viewer: EventViewer) =>
    db.selectFrom('stream_permissions').select('stream_uid').where('user_id', '=', viewer.userId);

  const matching = (viewer: EventViewer, f: EventFilter) => {
    let q = db
      .selectFrom('motion_events')
      .innerJoin('streams', 'streams.uid', 'motion_events.stream_uid')
      .leftJoin('motion_event_reviews', (join) =>
        join
          .onRef('motion_event_reviews.event_id', '=', 'motion_events.id')
          .on('motion_event_reviews.user_id', '=', viewer.userId),
      )
      .selectAll('motion_events')
      .select(['streams.name as stream_name', 'motion_event_reviews.reviewed_at']);
    if (!viewer.isAdmin) q = q.where('motion_events.stream_uid', 'in', visibleUids(viewer));
    if (f.streamUid) q = q.where('motion_events.stream_uid', '=', f.streamUid);
    if (f.streamUids) q = q.where('motion_events.stream_uid', 'in', [...f.streamUids]);
    // Overlapping [from, to]: starts at or before `to`, ends at or after `from`.
    if (f.toMs !== undefined) q = q.where('motion_events.start_ms', '<=', f.toMs);
    if (f.fromMs !== undefined) q = q.where('motion_events.end_ms', '>=', f.fromMs);
    if (f.reviewed !== undefined) {
      q = q.where('motion_event_reviews.reviewed_at', f.reviewed ? 'is not' : 'is', null);
    }
    return q;
  };

  /** The same filter for counting: no stream names to join, and the reviewed marks only when asked for. */
  const counting = (viewer: EventViewer, f: EventFilter) => {
    let q = db.selectFrom('motion_events');
    if (!viewer.isAdmin) q = q.where('motion_events.stream_uid', 'in', visibleUids(viewer));
    if (f.streamUid) q = q.where('motion_events.stream_uid', '=', f.streamUid);
    if (f.streamUids) q = q.where('motion_events.stream_uid', 'in', [...f.streamUids]);
    if (f.toMs !== undefined) q = q.where('motion_events.start_ms', '<=', f.toMs);
    if (f.fromMs !== undefined) q = q.where('motion_events.end_ms', '>=', f.fromMs);
    if (f.reviewed !== undefined) {
      const marks = db
        .selectFrom('motion_event_reviews')
        .select('motion_event_reviews.event_id')
        .where('motion_event_reviews.user_id', '=', viewer.userId);
      q = q.where('motion_events.id', f.reviewed ? 'in' : 'not in', marks);
    }
    return q;
  };

  return {
    /** One minute of a stream's grid, if stored. */
    async gridRow(uid: string, minuteMs: number): Promise<GridRow | undefined> {
      const row = await db
        .selectFrom('motion_grid')
        .select(['minute_ms', 'bitmaps', 'levels'])
        .where('stream_uid', '=', uid)
        .where('minute_ms', '=', minuteMs)
        .executeTakeFirst();
      return row && { minuteMs: row.minute_ms, bitmaps: row.bitmaps, levels: row.levels };
    },

    /** Stores (or replaces) one minute of a stream's grid. */
    async saveGridRow(uid: string, row: GridRow): Promise<void> {
      await db
        .insertInto('motion_grid')
        .values({ stream_uid: uid, minute_ms: row.minuteMs, bitmaps: bytes(row.bitmaps), levels: bytes(row.levels) })
        .onConflict((oc) =>
          oc.columns(['stream_uid', 'minute_ms']).doUpdateSet((eb) => ({
            bitmaps: eb.ref('excluded.bitmaps'),
            levels: eb.ref('excluded.levels'),
          })),
        )
        .execute();
    },

    /** The stored minutes of a stream that overlap [fromMs, toMs), ascending. */
    async gridRows(uid: string, fromMs: number, toMs: number): Promise<GridRow[]> {
      const rows = await db
        .selectFrom('motion_grid')
        .select(['minute_ms', 'bitmaps', 'levels'])
        .where('stream_uid', '=', uid)
        .where('minute_ms', '>', fromMs - 60_000)
        .where('minute_ms', '<', toMs)
        .orderBy('minute_ms')
        .execute();
      return rows.map((r) => ({ minuteMs: r.minute_ms, bitmaps: r.bitmaps, levels: r.levels }));
    },

    /** Stores an event; its id. */
    async insertEvent(uid: string, event: MotionEvent, thumbnail: string | null, now: number): Promise<number> {
      const row = await db
        .insertInto('motion_events')
        .values({
          stream_uid: uid,
          start_ms: event.start * 1000,
          end_ms: event.end * 1000,
          peak_ms: event.peak * 1000,
          cells: bytes(event.cells),
          thumbnail,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** An event in progress as it grew, or as it closed. */
    async updateEvent(uid: string, id: number, event: MotionEvent): Promise<void> {
      await db
        .updateTable('motion_events')
        .set({ end_ms: event.end * 1000, peak_ms: event.peak * 1000, cells: bytes(event.cells) })
        .where('id', '=', id)
        .where('stream_uid', '=', uid)
        .execute();
    },

    /** An event listed while in progress that closed as a blip. */
    async deleteEvent(uid: string, id: number): Promise<void> {
      await db.deleteFrom('motion_events').where('id', '=', id).where('stream_uid', '=', uid).execute();
    },

    /** The stream's newest event (by start), if any. */
    async lastEvent(uid: string): Promise<(MotionEvent & { id: number }) | undefined> {
      const row = await db
        .selectFrom('motion_events')
        .select(['id', 'start_ms', 'end_ms', 'peak_ms', 'cells'])
        .where('stream_uid', '=', uid)
        .orderBy('start_ms', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          id: Number(row.id),
          start: row.start_ms / 1000,
          end: row.end_ms / 1000,
          peak: row.peak_ms / 1000,
          cells: new Uint8Array(row.cells),
        }
      );
    },

    /** Removes a stream's events that start in [fromMs, toMs) (a stretch written again). */
    async deleteEventsStarting(uid: string, fromMs: number, toMs: number): Promise<void> {
      await db
        .deleteFrom('motion_events')
        .where('stream_uid', '=', uid)
        .where('start_ms', '>=', fromMs)
        .where('start_ms', '<', toMs)
        .execute();
    },

    /** One page of the events a viewer may see, newest first, and how many match. */
    async page(viewer: EventViewer, filter: EventFilter, offset: number, limit: number) {
      if (filter.streamUids?.length === 0) return { rows: [] as MotionEventRow[], total: 0 };
      const rows = await matching(viewer, filter)
        .orderBy('motion_events.start_ms', 'desc')
        .orderBy('motion_events.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = async (f: EventFilter) =>
        Number(
          (
            await counting(viewer, f)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Not reviewed: all of them less the reviewed ones (a user's marks are few; "not in" them is a scan).
      const total =
        filter.reviewed === false
          ? (await count({ ...filter, reviewed: undefined })) - (await count({ ...filter, reviewed: true }))
          : await count(filter);
      return { rows: rows as MotionEventRow[], total };
    },

    /** Marks (or unmarks) for the viewer the events among `ids` they may see; how many those were. */
    async setReviewed(viewer: EventViewer, ids: readonly number[], reviewed: boolean, now: number): Promise<number> {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        let q = trx
          .selectFrom('motion_events')
          .select('id')
          .where('id', 'in', [...ids]);
        if (!viewer.isAdmin) {
          q = q.where(
            'stream_uid',
            'in',
            trx.selectFrom('stream_permissions').select('stream_uid').where('user_id', '=', viewer.userId),
          );
        }
        const seen = (await q.execute()).map((r) => Number(r.id));
        if (seen.length === 0) return 0;
        if (reviewed) {
          await trx
            .insertInto('motion_event_reviews')
            .values(seen.map((id) => ({ event_id: id, user_id: viewer.userId, reviewed_at: now })))
            .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom('motion_event_reviews')
            .where('user_id', '=', viewer.userId)
            .where('event_id', 'in', seen)
            .execute();
        }
        return seen.length;
      });
    },

    /**
     * Removes a stream's grid and events older than `beforeMs` (retention), except the minutes and
     * events an evidence hold covers: they stay with the held video (docs/motion.md#storage).
     */
    async pruneBefore(uid: string, beforeMs: number): Promise<void> {
      await db
        .deleteFrom('motion_grid')
        .where('stream_uid', '=', uid)
        .where('minute_ms', '<', beforeMs - 60_000)
        .where(
          sql<SqlBool>`NOT ${isHeldSpan(sql.ref('motion_grid.stream_uid'), sql.ref('motion_grid.minute_ms'), sql`motion_grid.minute_ms + 60000`)}`,
        )
        .execute();
      await db
        .deleteFrom('motion_events')
        .where('stream_uid', '=', uid)
        .where('end_ms', '<', beforeMs)
        .where(
          sql<SqlBool>`NOT ${isHeldSpan(sql.ref('motion_events.stream_uid'), sql.ref('motion_events.start_ms'), sql.ref('motion_events.end_ms'))}`,
        )
        .execute();
    },
  };
}

export type EventsRepo = ReturnType<typeof eventsRepo>;
