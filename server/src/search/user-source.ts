import { tieredCandidates } from './repo';
import { source } from './source';

/** Users by login or full name, for administrators only (others get none, and no error). */
export const userSource = source({
  kind: 'user',
  async find(ctx, user, query, limit) {
    if (user.is_admin !== 1) return [];
    const rows = await tieredCandidates(
      (tier, n) => ctx.users.search(query, tier, n),
      (row) => row.login,
      limit,
    );
    return rows.map((row) => ({
      item: {
        kind: 'user',
        id: row.login,
        name: row.full_name || row.login,
        login: row.login,
        fullName: row.full_name,
      },
      fields: [
        ['login', row.login],
        ['fullName', row.full_name],
      ],
    }));
  },
});
