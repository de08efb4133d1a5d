import { mosaicsRepo } from '../mosaics';
import { tieredCandidates } from './repo';
import { source } from './source';

/** Mosaics the caller may watch (their own and the shared ones; every one for administrators), by name. */
export const mosaicSource = source({
  kind: 'mosaic',
  async find(ctx, user, query, limit) {
    const rows = await tieredCandidates(
      (tier, n) => mosaicsRepo(ctx.db).search({ userId: user.id, isAdmin: user.is_admin === 1 }, query, tier, n),
      (row) => row.id,
      limit,
    );
    return rows.map((row) => ({
      item: { kind: 'mosaic', id: row.id, name: row.name, shared: row.is_shared === 1, owner: row.owner },
      fields: [['name', row.name]],
    }));
  },
});
