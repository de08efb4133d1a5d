import type { Selectable } from 'kysely';
import type { Db } from '../core/db/db';
import type { NodesTable } from '../core/db/schema';

export type NodeRow = Selectable<NodesTable>;

export interface Heartbeat {
  id: string;
  name: string;
  url: string;
  version: string;
  loadMilli: number;
  startedAt: number;
  now: number;
}

/** The cluster's nodes: each writes its own row every heartbeat; drain is set by an administrator. */
export function nodesRepo(db: Db) {
  return {
    /** Registers the node or refreshes its row; a drain set by an administrator is kept. */
    beat: (h: Heartbeat) => {
      const row = {
        name: h.name,
        url: h.url,
        version: h.version,
        load_milli: h.loadMilli,
        started_at: h.startedAt,
        last_seen: h.now,
      };
      return db
        .insertInto('nodes')
        .values({ id: h.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    },
    list: (): Promise<NodeRow[]> => db.selectFrom('nodes').selectAll().orderBy('id').execute(),
    byId: (id: string): Promise<NodeRow | undefined> =>
      db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst(),
    setDrained: (id: string, drained: boolean) =>
      db
        .updateTable('nodes')
        .set({ drained: drained ? 1 : 0 })
        .where('id', '=', id)
        .execute(),
    /** Streams per node. */
    async streamCounts(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('streams')
        .select(['node_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('node_id')
        .execute();
      return new Map(rows.map((r) => [r.node_id, Number(r.n)]));
    },
    /** Streams whose node is none of `nodes` (to be taken over). */
    streamsNotOn: (nodes: readonly string[]) =>
      db.selectFrom('streams').select(['uid', 'node_id as nodeId']).where('node_id', 'not in', nodes).execute(),
    /** Moves a stream from `from` to `to`, unless another node took it meanwhile; answers whether it moved. */
    async claimStream(uid: string, from: string, to: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('streams')
        .set({ node_id: to, updated_at: now })
        .where('uid', '=', uid)
        .where('node_id', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async ownedCount(node: string): Promise<number> {
      const { n } = await db
        .selectFrom('streams')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('node_id', '=', node)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** A node's streams with when each was last changed; only those changed after `since` when given. */
    owned: (node: string, since?: number) => {
      const q = db.selectFrom('streams').select(['uid', 'updated_at']).where('node_id', '=', node);
      return (since === undefined ? q : q.where('updated_at', '>', since)).execute();
    },
    streamsByUid: (uids: readonly string[]) => db.selectFrom('streams').selectAll().where('uid', 'in', uids).execute(),
    /** Every setting's key and when it was saved (what another node saved shows here). */
    settingStamps: () => db.selectFrom('settings').select(['key', 'updated_at']).orderBy('key').execute(),
  };
}

export type NodesRepo = ReturnType<typeof nodesRepo>;
