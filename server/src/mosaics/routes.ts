import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { Mosaic, MosaicBody, MosaicCell } from '../../contract/schemas/mosaic';
import type { MosaicsDeps } from './plugin';
import type { MosaicCellRow, MosaicRow } from './repo';
import type { StreamStatusValue } from '../core/db/schema';
import { mosaicsRepo } from './repo';
import type { UserRow } from '../users';
import { AppError } from '../core/errors';
import { tilesRefusal, toTile } from './tiles';
import { isReadOnly, requireAuth } from '../core/http/auth';
import { effectiveLevel } from '../streams';
import { livePlaylistUrl, lowResPlaylistUrl } from '../streams';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

const DEFAULT_PAGE_SIZE = 50;

/** docs/console.md#roles-and-permissions: the owner (not read-only) or an administrator edits and deletes a mosaic. */
export function canAdminMosaic(user: UserRow, row: Pick<MosaicRow, 'owner_id'>): boolean {
  return user.is_admin === 1 || (row.owner_id === user.id && !isReadOnly(user));
}

/** What the audit log keeps of a mosaic's layout. */
const layoutOf = (input: { columns: number; rows: number; tiles: readonly unknown[] }) => ({
  layout: `${input.columns}x${input.rows}`,
  tiles: input.tiles.length,
});

/** Owner, administrators, or anyone signed in when shared. */
function canSee(user: UserRow, row: Pick<MosaicRow, 'owner_id' | 'is_shared'>): boolean {
  return user.is_admin === 1 || row.owner_id === user.id || row.is_shared === 1;
}

/** Mosaics (docs/console.md#api-calls): lists, watching (the 10 s poll, the lease), create, save, delete; every change audited. */
export function mosaicsRoutes(app: FastifyInstance, ctx: MosaicsDeps): void {
  const mosaics = mosaicsRepo(ctx.db);
  const audit = requestAudit(ctx);

  /** The streams a user may view among `uids`, with what a tile shows of them. */
  const viewable = async (user: UserRow, uids: readonly string[]) => {
    const unique = [...new Set(uids)];
    const seen = new Map<string, { name: string; status: StreamStatusValue; lowRes: string | null }>();
    if (unique.length === 0) return seen;
    const rows = await ctx.streams.byUids(unique);
    const grants =
      user.is_admin === 1 ? new Map<string, 'view' | 'manage'>() : await ctx.permissions.levelsOn(user.id, unique);
    for (const row of rows) {
      const level = effectiveLevel(user, user.is_admin === 1 ? 'manage' : (grants.get(row.uid) ?? null));
      if (level)
        seen.set(row.uid, {
          name: row.name,
          status: ctx.media.status(row.uid)?.status ?? row.status,
          lowRes: lowResPlaylistUrl(row),
        });
    }
    return seen;
  };

  const toMosaics = async (user: UserRow, rows: readonly MosaicRow[]): Promise<Mosaic[]> => {
    const cells = await mosaics.cellsOf(rows.map((r) => r.id));
    const streams = await viewable(
      user,
      [...cells.values()].flat().map((c) => c.stream_uid),
    );
    const tile = (cell: MosaicCellRow): MosaicCell => {
      const place = { position: cell.position, columnSpan: cell.column_span, rowSpan: cell.row_span };
      const stream = streams.get(cell.stream_uid);
      if (!stream) return { access: 'none', ...place };
      return {
        access: 'view',
        ...place,
        streamUid: cell.stream_uid,
        name: stream.name,
        status: stream.status,
        playlistUrl: livePlaylistUrl(cell.stream_uid),
        lowResPlaylistUrl: stream.lowRes,
      };
    };
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      owner: row.owner,
      isShared: row.is_shared === 1,
      layout: { columns: row.columns, rows: row.rows },
      cells: (cells.get(row.id) ?? []).map(tile),
      createdTime: new Date(row.created_at).toISOString(),
      updatedTime: new Date(row.updated_at).toISOString(),
      meta: { canAdmin: canAdminMosaic(user, row) },
    }));
  };

  const one = async (user: UserRow, row: MosaicRow) => (await toMosaics(user, [row]))[0] as Mosaic;

  /** A mosaic the user may see; NotFound otherwise (its existence does not leak). */
  const visible = async (user: UserRow, id: string): Promise<MosaicRow> => {
    const row = await mosaics.byId(id);
    if (!row || !canSee(user, row)) throw new AppError('NotFound');
    return row;
  };

  /** A mosaic the user may change; refusals are audited. */
  const editable = async (request: FastifyRequest, id: string, action: string): Promise<MosaicRow> => {
    const row = await visible(requireAuth(request).user, id);
    if (!canAdminMosaic(requireAuth(request).user, row)) {
      await audit(request, action, { target: id, outcome: 'denied', details: { reason: 'notOwner' } });
      throw new AppError('Forbidden');
    }
    return row;
  };

  /** The body's tiles: inside the layout, not overlapping, each stream one the user may view. */
  const checkedInput = async (request: FastifyRequest, body: MosaicBody, action: string, target: string) => {
    const tiles = body.cells.map(toTile);
    const refusal = tilesRefusal(body.layout, tiles);
    const refuse = async (field: string, reason: 'mosaicTileOutside' | 'mosaicTileOverlap' | 'mosaicStreamUnknown') => {
      await audit(request, action, { target, outcome: 'denied', details: { reason } });
      throw new AppError('ValidationError', `cells/${field}: ${reason}`, { field: `cells/${field}`, reason });
    };
    if (refusal) await refuse(`${refusal.index}/position`, refusal.reason);
    const seen = await viewable(
      requireAuth(request).user,
      tiles.map((t) => t.streamUid),
    );
    const unknown = tiles.findIndex((t) => !seen.has(t.streamUid));
    if (unknown >= 0) await refuse(`${unknown}/streamUid`, 'mosaicStreamUnknown');
    return { name: body.name.trim() || body.name, isShared: body.isShared ?? false, ...body.layout, tiles };
  };

  mount(app, routes.listMosaics, async (request) => {
    const { user } = requireAuth(request);
    const { search, page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
    const viewer = { userId: user.id, isAdmin: user.is_admin === 1 };
    const { rows, total } = await mosaics.page(viewer, search?.trim() || undefined, (page - 1) * pageSize, pageSize);
    return { items: await toMosaics(user, rows), total };
  });

  mount(app, routes.getMosaic, async (request) => {
    const { user } = requireAuth(request);
    const mosaic = await one(user, await visible(user, request.params.id));
    // Watching holds every live-on-demand stream of its tiles, as the player's lease does.
    if (request.query.extend_lease) {
      for (const cell of mosaic.cells) if (cell.access === 'view') ctx.media.extendLease(cell.streamUid);
    }
    return mosaic;
  });

  mount(app, routes.createMosaic, async (request) => {
    const { user } = requireAuth(request);
    const id = randomBytes(9).toString('base64url');
    const input = await checkedInput(request, request.body, 'mosaic.create', id);
    await mosaics.insert(id, user.id, input, ctx.now());
    await audit(request, 'mosaic.create', { target: id, details: layoutOf(input) });
    return one(user, (await mosaics.byId(id)) as MosaicRow);
  });

  mount(app, routes.saveMosaic, async (request) => {
    const { user } = requireAuth(request);
    const { id } = request.params;
    await editable(request, id, 'mosaic.save');
    const input = await checkedInput(request, request.body, 'mosaic.save', id);
    await mosaics.replace(id, input, ctx.now());
    await audit(request, 'mosaic.save', { target: id, details: layoutOf(input) });
    return one(user, (await mosaics.byId(id)) as MosaicRow);
  });

  mount(app, routes.deleteMosaic, async (request) => {
    const { id } = request.params;
    await editable(request, id, 'mosaic.delete');
    await mosaics.delete(id);
    await audit(request, 'mosaic.delete', { target: id });
    return { ok: true as const };
  });
}
