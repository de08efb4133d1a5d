import { sql, type Selectable } from 'kysely';
import { BOOKMARK_MOMENT_HOLD_MS, type Bookmark, type BookmarkSort } from '../../contract/schemas/bookmark';
import type { Db } from '../core/db/db';
import { isHeldSegment } from '../core/db/recordings-repo';
import { ignoringCase, likeIgnoringCase } from '../core/db/dialect';
import { matchSql, type MatchTier } from '../core/db/text-match';
import type { BookmarksTable } from '../core/db/schema';
import { likeAnywhere } from '../users';

export type BookmarkRow = Selectable<BookmarksTable> & { author: string | null; stream_name: string };

/** Who asks: an administrator sees the bookmarks of every stream, others those of the streams they may view. */
export interface BookmarkViewer {
  userId: number;
  isAdmin: boolean;
}

export interface BookmarkFilter {
  search?: string;
  streamUid?: string;
  tag?: string;
  fromMs?: number;
  toMs?: number;
  sort: BookmarkSort;
}

export interface BookmarkInput {
  name: string;
  description: string;
  tags: readonly string[];
  startMs: number;
  endMs: number | null;
  hold: boolean;
}

/** Who holds a bookmark after a write: a user id, null (not held), or undefined (unchanged). */
export type HeldBy = number | null | undefined;

const MAX_TAGS_LISTED = 200;
const iso = (ms: number) => new Date(ms).toISOString();

/** The lower-cased key a tag is matched by. */
export const tagKey = (tag: string) => tag.toLowerCase();

export function toBookmark(
  row: BookmarkRow,
  tags: readonly string[],
  meta: { canEdit: boolean; canHold: boolean },
): Bookmark {
  return {
    id: row.id,
    streamUid: row.stream_uid,
    streamName: row.stream_name,
    name: row.name,
    description: row.description,
    tags: [...tags],
    startTime: iso(row.start_ms),
    endTime: row.end_ms === null ? null : iso(row.end_ms),
    hold: row.hold === 1,
    author: row.author,
    createdTime: iso(row.created_at),
    updatedTime: iso(row.updated_at),
    meta,
  };
}

export function bookmarksRepo(db: Db) {
  const withNames = () =>
    db
      .selectFrom('bookmarks')
      .innerJoin('streams', 'streams.uid', 'bookmarks.stream_uid')
      .leftJoin('users', 'users.id', 'bookmarks.author_id')
      .selectAll('bookmarks')
      .select(['users.login as author', 'streams.name as stream_name']);

  const visibleUids = (viewer: BookmarkViewer) =>
    db.selectFrom('stream_permissions').select('stream_uid').where('user_id', '=', viewer.userId);

  const matching = (viewer: BookmarkViewer, f: BookmarkFilter) => {
    let q = withNames();
    if (!viewer.isAdmin) q = q.where('bookmarks.stream_uid', 'in', visibleUids(viewer));
    if (f.streamUid) q = q.where('bookmarks.stream_uid', '=', f.streamUid);
    if (f.tag) {
      const key = tagKey(f.tag);
      q = q.where('bookmarks.id', 'in', db.selectFrom('bookmark_tags').select('bookmark_id').where('key', '=', key));
    }
    // Overlapping [from, to]: starts at or before `to`, ends (or is) at or after `from`.
    if (f.toMs !== undefined) q = q.where('bookmarks.start_ms', '<=', f.toMs);
    if (f.fromMs !== undefined) {
      const from = f.fromMs;
      q = q.where((eb) => eb(eb.fn.coalesce('bookmarks.end_ms', 'bookmarks.start_ms'), '>=', from));
    }
    if (f.search) {
      const pattern = likeAnywhere(f.search);
      q = q.where((eb) =>
        eb.or([
          likeIgnoringCase(db, eb.ref('bookmarks.name'), pattern),
          likeIgnoringCase(db, eb.ref('bookmarks.description'), pattern),
          eb(
            'bookmarks.id',
            'in',
            db
              .selectFrom('bookmark_tags')
              .select('bookmark_id')
              .where((t) => likeIgnoringCase(db, t.ref('bookmark_tags.tag'), pattern)),
          ),
        ]),
      );
    }
    return q;
  };

  const writeTags = async (trx: Db, id: string, tags: readonly string[]) => {
    await trx.deleteFrom('bookmark_tags').where('bookmark_id', '=', id).execute();
    if (tags.length === 0) return;
    await trx
      .insertInto('bookmark_tags')
      .values(tags.map((tag) => ({ bookmark_id: id, tag, key: tagKey(tag) })))
      .execute();
  };

  return {
    byId: (id: string): Promise<BookmarkRow | undefined> =>
      withNames().where('bookmarks.id', '=', id).executeTakeFirst(),

    /** The tags of some bookmarks, by bookmark id, each list sorted. */
    async tagsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('bookmark_tags')
        .select(['bookmark_id', 'tag'])
        .where('bookmark_id', 'in', [...ids])
        .orderBy('key')
        .execute();
      for (const r of rows) out.set(r.bookmark_id, [...(out.get(r.bookmark_id) ?? []), r.tag]);
      return out;
    },

    /** One page of the bookmarks a viewer may see, by start time, and how many match. */
    async page(viewer: BookmarkViewer, filter: BookmarkFilter, offset: number, limit: number) {
      const direction = filter.sort === 'time-asc' ? 'asc' : 'desc';
      const rows = await matching(viewer, filter)
        .orderBy('bookmarks.start_ms', direction)
        .orderBy('bookmarks.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const counted = await db
        .selectFrom(matching(viewer, filter).as('found'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(counted.n) };
    },

    /**
     * Search candidates: bookmarks the viewer may see whose name, description or a tag matches
     * `query` at least as well as `tier`, by name.
     */
    search(viewer: BookmarkViewer, query: string, tier: MatchTier, limit: number) {
      const byTag = db
        .selectFrom('bookmark_tags')
        .select('bookmark_id')
        .where(matchSql(db, [sql.ref('bookmark_tags.tag')], query, tier));
      let q = withNames().where((eb) =>
        eb.or([
          matchSql(db, [sql.ref('bookmarks.name'), sql.ref('bookmarks.description')], query, tier),
          eb('bookmarks.id', 'in', byTag),
        ]),
      );
      if (!viewer.isAdmin) q = q.where('bookmarks.stream_uid', 'in', visibleUids(viewer));
      return q
        .orderBy(ignoringCase(db, sql.ref('bookmarks.name')))
        .orderBy('bookmarks.id')
        .limit(limit)
        .execute();
    },

    /** Every tag of the bookmarks a viewer may see, one spelling per key, sorted. */
    async tagsVisibleTo(viewer: BookmarkViewer): Promise<string[]> {
      let q = db
        .selectFrom('bookmark_tags')
        .innerJoin('bookmarks', 'bookmarks.id', 'bookmark_tags.bookmark_id')
        .select(['bookmark_tags.key', (eb) => eb.fn.min('bookmark_tags.tag').as('tag')])
        .groupBy('bookmark_tags.key')
        .orderBy('bookmark_tags.key')
        .limit(MAX_TAGS_LISTED);
      if (!viewer.isAdmin) q = q.where('bookmarks.stream_uid', 'in', visibleUids(viewer));
      return (await q.execute()).map((r) => r.tag);
    },

    insert: (id: string, streamUid: string, authorId: number, input: BookmarkInput, now: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bookmarks')
          .values({
            id,
            stream_uid: streamUid,
            name: input.name,
            description: input.description,
            start_ms: input.startMs,
            end_ms: input.endMs,
            hold: input.hold ? 1 : 0,
            held_by: input.hold ? authorId : null,
            author_id: authorId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await writeTags(trx, id, input.tags);
      }),

    replace: (id: string, input: BookmarkInput, heldBy: HeldBy, now: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('bookmarks')
          .set({
            name: input.name,
            description: input.description,
            start_ms: input.startMs,
            end_ms: input.endMs,
            hold: input.hold ? 1 : 0,
            ...(heldBy === undefined ? {} : { held_by: heldBy }),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        await writeTags(trx, id, input.tags);
      }),

    /**
     * The recording a user's evidence holds keep, in ms: each held bookmark they hold by its interval, or
     * BOOKMARK_MOMENT_HOLD_MS either side of a moment; `except` leaves one bookmark out.
     */
    async heldMsOf(userId: number, except?: string): Promise<number> {
      const moment = sql.lit(2 * BOOKMARK_MOMENT_HOLD_MS);
      let q = db
        .selectFrom('bookmarks')
        .select(sql<number>`SUM(CASE WHEN end_ms IS NULL THEN ${moment} ELSE end_ms - start_ms END)`.as('ms'))
        .where('hold', '=', 1)
        .where('held_by', '=', userId);
      if (except !== undefined) q = q.where('id', '!=', except);
      const row = await q.executeTakeFirst();
      return Number(row?.ms ?? 0);
    },

    delete: (id: string) => db.deleteFrom('bookmarks').where('id', '=', id).execute(),

    /** Bytes of this node's segments that a held bookmark keeps from retention. */
    async heldBytes(nodeId: string): Promise<number> {
      const row = await db
        .selectFrom('segments')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .where('node_id', '=', nodeId)
        .where(isHeldSegment())
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
  };
}
