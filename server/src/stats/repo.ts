import type { StatsSample } from '../../contract/schemas/stats';
import { sampleOf } from './downsample';
import type { Db } from '../core/db/db';

function parsed(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The statistics history of one node: samples by their step (10 s as taken, 60 s averaged). */
export function statsRepo(db: Db, nodeId: string) {
  return {
    /** Stores a sample; one taken again at the same time replaces it. */
    async put(step: number, { time, ...figures }: StatsSample): Promise<void> {
      await db
        .insertInto('stats_samples')
        .values({ node_id: nodeId, step_s: step, time_ms: time, figures: JSON.stringify(figures) })
        .onConflict((c) =>
          c.columns(['node_id', 'step_s', 'time_ms']).doUpdateSet({ figures: JSON.stringify(figures) }),
        )
        .execute();
    },
    /** Oldest first, `from` included, `to` not. */
    async between(step: number, from: number, to = Number.MAX_SAFE_INTEGER): Promise<StatsSample[]> {
      const rows = await db
        .selectFrom('stats_samples')
        .select(['time_ms', 'figures'])
        .where('node_id', '=', nodeId)
        .where('step_s', '=', step)
        .where('time_ms', '>=', from)
        .where('time_ms', '<', to)
        .orderBy('time_ms')
        .execute();
      return rows.map((r) => sampleOf(r.time_ms, parsed(r.figures)));
    },
    /** The newest sample taken by `now`, if any. */
    async latest(step: number, now: number): Promise<StatsSample | null> {
      const row = await db
        .selectFrom('stats_samples')
        .select(['time_ms', 'figures'])
        .where('node_id', '=', nodeId)
        .where('step_s', '=', step)
        .where('time_ms', '<=', now)
        .orderBy('time_ms', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? sampleOf(row.time_ms, parsed(row.figures)) : null;
    },
    async latestTime(step: number): Promise<number | null> {
      const row = await db
        .selectFrom('stats_samples')
        .select((eb) => eb.fn.max('time_ms').as('t'))
        .where('node_id', '=', nodeId)
        .where('step_s', '=', step)
        .executeTakeFirst();
      return row?.t ?? null;
    },
    prune: (step: number, before: number) =>
      db
        .deleteFrom('stats_samples')
        .where('node_id', '=', nodeId)
        .where('step_s', '=', step)
        .where('time_ms', '<', before)
        .execute(),
  };
}

/** What the statistics read of the other tables: sessions, the recording index, the streams. */
export function figuresRepo(db: Db) {
  return {
    async sessionsSeenSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('last_seen_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async archiveBytes(): Promise<number> {
      const row = await db
        .selectFrom('segments')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .where('recorded', '=', 1)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
    streams: () =>
      db.selectFrom('streams').select(['uid', 'name', 'status', 'failure_reason', 'failure_code']).execute(),
    /** Bytes and milliseconds each stream recorded since `since`. */
    recordedSince: (since: number) =>
      db
        .selectFrom('segments')
        .select((eb) => [
          'stream_uid',
          eb.fn.sum<number>('size').as('bytes'),
          eb.fn.sum<number>('duration_ms').as('ms'),
        ])
        .where('start_ms', '>=', since)
        .groupBy('stream_uid')
        .execute(),
  };
}
