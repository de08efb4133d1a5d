import { parseTags } from '../streams';
import { tieredCandidates } from './repo';
import { source } from './source';

/** Streams the caller may view, by name, uid, tag or location (the streams list's permission filter). */
export const streamSource = source({
  kind: 'stream',
  async find(ctx, user, query, limit) {
    const rows = await tieredCandidates(
      (tier, n) => ctx.streams.search(user.is_admin === 1 ? null : user.id, query, tier, n),
      (row) => row.uid,
      limit,
    );
    return rows.map((row) => {
      const tags = parseTags(row.tags);
      return {
        item: { kind: 'stream', id: row.uid, name: row.name, tags, location: row.location_name, status: row.status },
        fields: [
          ['name', row.name],
          ['uid', row.uid],
          ['tag', tags],
          ['location', row.location_name],
        ],
      };
    });
  },
});
