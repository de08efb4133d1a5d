import { bookmarksRepo } from '../bookmarks';
import { tieredCandidates } from './repo';
import { source } from './source';

/** Bookmarks on streams the caller may view (every one for administrators), by name, tag or description. */
export const bookmarkSource = source({
  kind: 'bookmark',
  async find(ctx, user, query, limit) {
    const repo = bookmarksRepo(ctx.db);
    const rows = await tieredCandidates(
      (tier, n) => repo.search({ userId: user.id, isAdmin: user.is_admin === 1 }, query, tier, n),
      (row) => row.id,
      limit,
    );
    const tags = await repo.tagsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      item: {
        kind: 'bookmark',
        id: row.id,
        name: row.name,
        streamUid: row.stream_uid,
        time: new Date(row.start_ms).toISOString(),
      },
      fields: [
        ['name', row.name],
        ['tag', tags.get(row.id) ?? []],
        ['description', row.description],
      ],
    }));
  },
});
