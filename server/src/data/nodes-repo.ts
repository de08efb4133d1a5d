import type { Selectable } from 'kysely';
import type { Db } from './db';
import type { NodesTable } from './schema';

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
  };
}

export type NodesRepo = ReturnType<typeof nodesRepo>;
