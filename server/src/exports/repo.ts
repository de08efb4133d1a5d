import { sql, type Selectable, type SqlBool } from 'kysely';
import { BOOKMARK_MOMENT_HOLD_MS } from '../../contract/schemas/bookmark';
import type { Export, ExportFailureReason } from '../../contract/schemas/export';
import type { Db } from '../core/db/db';
import type { ExportItemsTable, ExportLinksTable, ExportsTable } from '../core/db/schema';

export type ExportRow = Selectable<ExportsTable>;
export type ExportItemRow = Selectable<ExportItemsTable>;
export type ExportLinkRow = Selectable<ExportLinksTable>;

/** Who asks: an administrator sees every export, others their own. */
export interface ExportViewer {
  userId: number;
  isAdmin: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toExport(row: ExportRow, items: readonly ExportItemRow[]): Export {
  return {
    id: row.id,
    name: row.name,
    reason: row.reason,
    status: row.status,
    progress: row.progress_milli / 1000,
    size: row.size,
    createdTime: iso(row.created_at),
    author: row.author,
    watermark: row.watermark === 1,
    items: items.map((i) => ({
      streamId: i.stream_uid,
      streamName: i.stream_name,
      startTime: iso(i.start_ms),
      endTime: iso(i.end_ms),
    })),
    failureReason: row.failure_reason as ExportFailureReason | null,
  };
}

/** All of the exports domain's SQL. */
export function exportsRepo(db: Db) {
  const itemsOf = async (ids: readonly string[]): Promise<Map<string, ExportItemRow[]>> => {
    const out = new Map<string, ExportItemRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    const rows = await db
      .selectFrom('export_items')
      .selectAll()
      .where('export_id', 'in', ids)
      .orderBy('export_id')
      .orderBy('position')
      .execute();
    for (const row of rows) out.get(row.export_id)?.push(row);
    return out;
  };
  const set = (id: string, values: Partial<Omit<ExportRow, 'id'>>, now: number) =>
    db
      .updateTable('exports')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();

  return {
    itemsOf,
    byId: (id: string) => db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst(),

    async page(viewer: ExportViewer, offset: number, limit: number) {
      let q = db.selectFrom('exports');
      if (!viewer.isAdmin) q = q.where('user_id', '=', viewer.userId);
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /**
     * Adds a queued export unless its maker already has `max` queued or running; answers whether
     * it was added. One transaction, so two requests at once cannot both pass the count.
     */
    create(row: ExportRow, items: readonly Omit<ExportItemRow, 'export_id'>[], max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const { unfinished } = await trx
          .selectFrom('exports')
          .select((eb) => eb.fn.countAll<number>().as('unfinished'))
          .where('user_id', '=', row.user_id)
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        if (Number(unfinished) >= max) return false;
        await trx.insertInto('exports').values(row).execute();
        await trx
          .insertInto('export_items')
          .values(items.map((item) => ({ ...item, export_id: row.id })))
          .execute();
        return true;
      });
    },

    /** The oldest queued export this node runs. */
    nextQueued: (nodeId: string) =>
      db
        .selectFrom('exports')
        .selectAll()
        .where('node_id', '=', nodeId)
        .where('status', '=', 'queued')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),

    running: (id: string, now: number) => set(id, { status: 'running', progress_milli: 0 }, now),
    progress: (id: string, milli: number, now: number) => set(id, { progress_milli: milli }, now),
    done: (id: string, file: string, size: number, now: number) =>
      set(id, { status: 'done', progress_milli: 1000, file, size }, now),
    failed: (id: string, reason: ExportFailureReason, now: number) =>
      set(id, { status: 'failed', failure_reason: reason }, now),

    /**
     * This node's finished exports (done or failed) last changed before `before`, but those with an
     * item an evidence hold covers (a held bookmark of its stream over its range, or near its moment).
     */
    expired: (nodeId: string, before: number) => {
      const around = sql.lit(BOOKMARK_MOMENT_HOLD_MS);
      return db
        .selectFrom('exports')
        .select(['id', 'file'])
        .where('node_id', '=', nodeId)
        .where('status', 'in', ['done', 'failed'])
        .where('updated_at', '<', before)
        .where(
          sql<SqlBool>`NOT EXISTS (SELECT 1 FROM export_items i JOIN bookmarks b ON b.stream_uid = i.stream_uid
            WHERE i.export_id = exports.id AND b.hold = 1
            AND i.start_ms < COALESCE(b.end_ms, b.start_ms + ${around})
            AND i.end_ms > CASE WHEN b.end_ms IS NULL THEN b.start_ms - ${around} ELSE b.start_ms END)`,
        )
        .execute();
    },

    /** Removes exports with their items and clip links. */
    async remove(ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('export_links')
          .where('export_id', 'in', [...ids])
          .execute();
        await trx
          .deleteFrom('export_items')
          .where('export_id', 'in', [...ids])
          .execute();
        await trx
          .deleteFrom('exports')
          .where('id', 'in', [...ids])
          .execute();
      });
    },

    /** A package's clip links, newest first. */
    linksOf: (exportId: string) =>
      db
        .selectFrom('export_links')
        .selectAll()
        .where('export_id', '=', exportId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),
    linkById: (exportId: string, id: string) =>
      db
        .selectFrom('export_links')
        .selectAll()
        .where('export_id', '=', exportId)
        .where('id', '=', id)
        .executeTakeFirst(),
    linkByTokenHash: (hash: string) =>
      db.selectFrom('export_links').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    addLink: (row: ExportLinkRow) => db.insertInto('export_links').values(row).execute(),
    revokeLink: (id: string, now: number) =>
      db
        .updateTable('export_links')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute(),
    /**
     * Counts one view unless the link is revoked, expired or used up; answers whether it counted.
     * One statement, so two opens at once cannot both take the last view.
     */
    async countView(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('export_links')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where((eb) => eb.or([eb('max_views', 'is', null), eb('views', '<', eb.ref('max_views'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** After a restart: what this node was running when it stopped failed, `interrupted`. */
    interrupted: (nodeId: string, now: number) =>
      db
        .updateTable('exports')
        .set({ status: 'failed', failure_reason: 'interrupted', updated_at: now })
        .where('node_id', '=', nodeId)
        .where('status', '=', 'running')
        .execute(),
  };
}

export type ExportsRepo = ReturnType<typeof exportsRepo>;
