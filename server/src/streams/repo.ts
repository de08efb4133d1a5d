import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ignoringCase, likeIgnoringCase, lockForCluster } from '../core/db/dialect';
import { matchSql, type MatchTier } from '../core/db/text-match';
import type { Database, StreamsTable, StreamStatusValue } from '../core/db/schema';
import type { StreamRow } from '../media/media-control';

export interface ListFilter {
  /** Limit to streams this user has a permission entry for; null: every stream (administrators). */
  viewerId: number | null;
  onlyAvailable: boolean;
  /** Only the streams of this cluster node; null: every node. */
  nodeId?: string | null;
  searchingValues: string[];
  sortType: 'date' | 'name' | 'status';
}

type StreamQuery = SelectQueryBuilder<Database, 'streams', object>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function streamsRepo(db: Kysely<Database>) {
  /** The filtered set of streams, as a query to select from, count or group. */
  function filtered(filter: ListFilter): StreamQuery {
    let q = db.selectFrom('streams') as StreamQuery;
    if (filter.viewerId !== null) {
      const viewer = filter.viewerId;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('stream_permissions')
            .select(sql.lit(1).as('one'))
            .whereRef('stream_permissions.stream_uid', '=', 'streams.uid')
            .where('stream_permissions.user_id', '=', viewer),
        ),
      );
    }
    if (filter.onlyAvailable) q = q.where('streams.status', 'in', ['pending', 'running']);
    if (filter.nodeId) q = q.where('streams.node_id', '=', filter.nodeId);
    for (const value of filter.searchingValues) {
      const pattern = `%${escapeLike(value)}%`;
      q = q.where((eb) =>
        eb.or([
          likeIgnoringCase(db, eb.ref('streams.name'), pattern),
          likeIgnoringCase(db, eb.ref('streams.uid'), pattern),
          eb.exists(
            eb
              .selectFrom('stream_tags')
              .select(sql.lit(1).as('one'))
              .whereRef('stream_tags.stream_uid', '=', 'streams.uid')
              .where((tags) => likeIgnoringCase(db, tags.ref('stream_tags.tag'), pattern)),
          ),
        ]),
      );
    }
    return q;
  }

  function sorted<Q extends StreamQuery>(q: Q, sortType: ListFilter['sortType']): Q {
    const byName = ignoringCase(db, sql.ref('streams.name'));
    switch (sortType) {
      case 'date':
        return q.orderBy('streams.created_at', 'desc').orderBy('streams.uid') as Q;
      case 'name':
        return q.orderBy(byName).orderBy('streams.uid') as Q;
      case 'status':
        return q
          .orderBy(sql`CASE WHEN streams.status IN ('pending', 'running') THEN 0 ELSE 1 END`)
          .orderBy(byName)
          .orderBy('streams.uid') as Q;
    }
  }

  return {
    byUid: (uid: string) => db.selectFrom('streams').selectAll().where('uid', '=', uid).executeTakeFirst(),
    byUids: (uids: readonly string[]) =>
      uids.length ? db.selectFrom('streams').selectAll().where('uid', 'in', uids).execute() : Promise.resolve([]),
    all: () => db.selectFrom('streams').selectAll().execute(),
    countAll: async () =>
      Number((await db.selectFrom('streams').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    countCreatedBy: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('streams')
            .select(db.fn.countAll().as('n'))
            .where('created_by', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /**
     * Adds a stream; null, adding nothing, when a limit is reached: the license's streams
     * (`maxTotal`) or the creator's quota (`maxByCreator`). The counts and the insert hold the
     * cluster's lock, so nodes adding streams at once never pass a limit together.
     */
    async insert(
      row: Insertable<StreamsTable>,
      tags: string[],
      limits: { maxTotal?: number | null; maxByCreator?: number } = {},
    ): Promise<StreamRow | null> {
      return db.transaction().execute(async (trx) => {
        await lockForCluster(trx, 'stream-create');
        const count = async (creator?: number | null) => {
          let q = trx.selectFrom('streams').select(trx.fn.countAll().as('n'));
          if (creator === null) q = q.where('created_by', 'is', null);
          else if (creator !== undefined) q = q.where('created_by', '=', creator);
          return Number((await q.executeTakeFirstOrThrow()).n);
        };
        if (limits.maxTotal != null && (await count()) >= limits.maxTotal) return null;
        if (limits.maxByCreator !== undefined && (await count(row.created_by)) >= limits.maxByCreator) return null;
        const inserted = await trx.insertInto('streams').values(row).returningAll().executeTakeFirstOrThrow();
        if (tags.length)
          await trx
            .insertInto('stream_tags')
            .values(tags.map((tag) => ({ stream_uid: row.uid, tag })))
            .execute();
        return inserted;
      });
    },

    async update(uid: string, values: Partial<Omit<StreamRow, 'uid'>>, tags?: string[]): Promise<StreamRow> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('streams')
          .set(values)
          .where('uid', '=', uid)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (tags) {
          await trx.deleteFrom('stream_tags').where('stream_uid', '=', uid).execute();
          if (tags.length)
            await trx
              .insertInto('stream_tags')
              .values(tags.map((tag) => ({ stream_uid: uid, tag })))
              .execute();
        }
        return updated;
      });
    },

    setStatus: (uid: string, status: StreamStatusValue, failureReason: string | null) =>
      db.updateTable('streams').set({ status, failure_reason: failureReason }).where('uid', '=', uid).execute(),

    delete: (uid: string) => db.deleteFrom('streams').where('uid', '=', uid).execute(),

    /** One page of the filtered list, newest or by name or status. */
    async page(filter: ListFilter, offset: number, limit: number) {
      const base = filtered(filter);
      const [rows, count] = await Promise.all([
        sorted(base.selectAll('streams'), filter.sortType).offset(offset).limit(limit).execute(),
        base.select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * One page of (group, stream) pairs grouped by tag: a stream is in each of its
     * tags' groups; untagged streams form the last group (tag null).
     */
    async groupedPage(filter: ListFilter, offset: number, limit: number) {
      const pairs = filtered(filter).leftJoin('stream_tags', 'stream_tags.stream_uid', 'streams.uid');
      const [rows, groups] = await Promise.all([
        sorted(
          pairs
            .selectAll('streams')
            .select('stream_tags.tag as group_tag')
            .orderBy(sql`stream_tags.tag IS NULL`)
            .orderBy('stream_tags.tag'),
          filter.sortType,
        )
          .offset(offset)
          .limit(limit)
          .execute(),
        pairs
          .select(['stream_tags.tag as tag', db.fn.countAll().as('n')])
          .groupBy('stream_tags.tag')
          .orderBy(sql`stream_tags.tag IS NULL`)
          .orderBy('stream_tags.tag')
          .execute(),
      ]);
      return {
        rows,
        groups: groups.map((g) => ({ tag: g.tag, count: Number(g.n) })),
        total: groups.reduce((sum, g) => sum + Number(g.n), 0),
      };
    },

    /**
     * Search candidates: streams the viewer may see (the list's own filter) whose name, uid,
     * location or tags (the JSON column: no join) match `query` at least as well as `tier`,
     * the first `limit` by name (see search-sql).
     */
    search(viewerId: number | null, query: string, tier: MatchTier, limit: number) {
      const columns = ['name', 'uid', 'location_name'].map((c) => sql.ref(`streams.${c}`));
      return filtered({ viewerId, onlyAvailable: false, searchingValues: [], sortType: 'name' })
        .select(['streams.uid', 'streams.name', 'streams.tags', 'streams.location_name', 'streams.status'])
        .where(matchSql(db, columns, query, tier, [sql.ref('streams.tags')]))
        .orderBy(ignoringCase(db, sql.ref('streams.name')))
        .orderBy('streams.uid')
        .limit(limit)
        .execute();
    },

    levelFor: async (userId: number, uid: string) =>
      (
        await db
          .selectFrom('stream_permissions')
          .select('level')
          .where('user_id', '=', userId)
          .where('stream_uid', '=', uid)
          .executeTakeFirst()
      )?.level ?? null,

    grant: (userId: number, uid: string, level: 'view' | 'manage') =>
      db
        .insertInto('stream_permissions')
        .values({ user_id: userId, stream_uid: uid, level })
        .onConflict((oc) => oc.columns(['user_id', 'stream_uid']).doUpdateSet({ level }))
        .execute(),
  };
}

export type StreamsRepo = ReturnType<typeof streamsRepo>;
