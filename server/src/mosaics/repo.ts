import type { Selectable } from 'kysely';
import type { Tile } from './tiles';
import type { Db } from '../core/db/db';
import { ignoringCase, likeIgnoringCase } from '../core/db/dialect';
import { matchSql, type MatchTier } from '../core/db/text-match';
import { sql } from 'kysely';
import type { MosaicCellsTable, MosaicsTable } from '../core/db/schema';
import { likeAnywhere } from '../users';

export type MosaicRow = Selectable<MosaicsTable> & { owner: string };
export type MosaicCellRow = Selectable<MosaicCellsTable>;

/** Who asks: an administrator sees every mosaic, others their own and the shared ones. */
export interface MosaicViewer {
  userId: number;
  isAdmin: boolean;
}

export interface MosaicInput {
  name: string;
  isShared: boolean;
  columns: number;
  rows: number;
  tiles: readonly Tile[];
}

export function mosaicsRepo(db: Db) {
  const withOwner = () =>
    db
      .selectFrom('mosaics')
      .innerJoin('users', 'users.id', 'mosaics.owner_id')
      .selectAll('mosaics')
      .select('users.login as owner');

  const visible = (viewer: MosaicViewer, search: string | undefined) => {
    let query = withOwner();
    if (!viewer.isAdmin) {
      query = query.where((eb) => eb.or([eb('mosaics.owner_id', '=', viewer.userId), eb('mosaics.is_shared', '=', 1)]));
    }
    if (search) {
      const pattern = likeAnywhere(search);
      query = query.where((eb) => likeIgnoringCase(db, eb.ref('mosaics.name'), pattern));
    }
    return query;
  };

  const writeTiles = async (trx: Db, id: string, tiles: readonly Tile[]) => {
    await trx.deleteFrom('mosaic_cells').where('mosaic_id', '=', id).execute();
    if (tiles.length === 0) return;
    await trx
      .insertInto('mosaic_cells')
      .values(
        tiles.map((t) => ({
          mosaic_id: id,
          position: t.position,
          stream_uid: t.streamUid,
          column_span: t.columnSpan,
          row_span: t.rowSpan,
        })),
      )
      .execute();
  };

  return {
    byId: (id: string): Promise<MosaicRow | undefined> => withOwner().where('mosaics.id', '=', id).executeTakeFirst(),

    /** One page of the mosaics a viewer may see, by name, and how many there are. */
    async page(viewer: MosaicViewer, search: string | undefined, offset: number, limit: number) {
      const rows = await visible(viewer, search)
        .orderBy('mosaics.name')
        .orderBy('mosaics.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const counted = await db
        .selectFrom(visible(viewer, search).as('found'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(counted.n) };
    },

    /** Search candidates: mosaics the viewer may see whose name matches `query` at least as well as `tier`, by name. */
    search: (viewer: MosaicViewer, query: string, tier: MatchTier, limit: number) =>
      visible(viewer, undefined)
        .where(matchSql(db, [sql.ref('mosaics.name')], query, tier))
        .orderBy(ignoringCase(db, sql.ref('mosaics.name')))
        .orderBy('mosaics.id')
        .limit(limit)
        .execute(),

    /** The tiles of some mosaics, by mosaic id, each list by position. */
    async cellsOf(ids: readonly string[]): Promise<Map<string, MosaicCellRow[]>> {
      const byId = new Map<string, MosaicCellRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byId;
      const rows = await db
        .selectFrom('mosaic_cells')
        .selectAll()
        .where('mosaic_id', 'in', ids)
        .orderBy('position')
        .execute();
      for (const row of rows) byId.get(row.mosaic_id)?.push(row);
      return byId;
    },

    async insert(id: string, ownerId: number, input: MosaicInput, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('mosaics')
          .values({
            id,
            name: input.name,
            owner_id: ownerId,
            is_shared: input.isShared ? 1 : 0,
            columns: input.columns,
            rows: input.rows,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await writeTiles(trx, id, input.tiles);
      });
    },

    async replace(id: string, input: MosaicInput, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('mosaics')
          .set({
            name: input.name,
            is_shared: input.isShared ? 1 : 0,
            columns: input.columns,
            rows: input.rows,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        await writeTiles(trx, id, input.tiles);
      });
    },

    delete: (id: string) => db.deleteFrom('mosaics').where('id', '=', id).execute(),
  };
}
