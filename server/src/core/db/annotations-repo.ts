import type { Selectable } from 'kysely';
import type { Annotation, AnnotationType } from '../../../contract/schemas/archive';
import type { Db } from './db';
import type { AnnotationsTable } from './schema';

/**
 * Marks on a stream's timeline. The supervisor writes one whenever a stream that
 * was recording goes down and comes back ("Stream interrupted", from the last
 * segment's end to the first new segment's start).
 */
export type AnnotationRow = Selectable<AnnotationsTable>;

export const INTERRUPTED_TITLE = 'Stream interrupted';

export function toAnnotation(row: AnnotationRow): Annotation {
  return {
    id: String(row.id),
    streamId: row.stream_uid,
    type: row.type,
    time: new Date(row.time_ms).toISOString(),
    timeEnd: row.time_end_ms > row.time_ms ? new Date(row.time_end_ms).toISOString() : null,
    title: row.title,
  };
}

export function annotationsRepo(db: Db) {
  return {
    /** A moment (`timeEndMs` omitted) or an interval. */
    add: (uid: string, type: AnnotationType, title: string, timeMs: number, timeEndMs = timeMs) =>
      db
        .insertInto('annotations')
        .values({ stream_uid: uid, type, title, time_ms: timeMs, time_end_ms: Math.max(timeMs, timeEndMs) })
        .execute(),

    /** Annotations overlapping [from, to], by time. */
    list: (uid: string, from: number, to: number) =>
      db
        .selectFrom('annotations')
        .selectAll()
        .where('stream_uid', '=', uid)
        .where('time_ms', '<=', to)
        .where('time_end_ms', '>=', from)
        .orderBy('time_ms')
        .orderBy('id')
        .limit(10_000)
        .execute(),

    /** Those older than `before` (retention follows the archive). */
    deleteBefore: (uid: string, before: number) =>
      db.deleteFrom('annotations').where('stream_uid', '=', uid).where('time_end_ms', '<', before).execute(),

    deleteForStream: (uid: string) => db.deleteFrom('annotations').where('stream_uid', '=', uid).execute(),
  };
}

export type AnnotationsRepo = ReturnType<typeof annotationsRepo>;
