import { isErrorReason } from '../../contract/errors';
import type { StreamFigures } from '../../contract/schemas/stats';
import type { StreamStatusValue } from '../core/db/schema';
import type { StatsDeps } from './plugin';
import { figuresRepo } from './repo';

/** A stream's bitrate is measured over the segments it recorded in this last while. */
export const BITRATE_WINDOW_MS = 60_000;
export const TOP_STREAMS = 10;

/** Every stream's status (the live one where the media side runs it), input bitrate and frame rate. */
export async function streamFigures(ctx: StatsDeps): Promise<StreamFigures[]> {
  const figures = figuresRepo(ctx.db);
  const rows = await figures.streams();
  const recent = await figures.recordedSince(ctx.now() - BITRATE_WINDOW_MS);
  const bitrates = new Map(
    recent.map((r) => [
      r.stream_uid,
      Number(r.ms) > 0 ? Math.round((Number(r.bytes) * 8 * 1000) / Number(r.ms)) : null,
    ]),
  );
  return rows.map((row) => {
    const live = ctx.media.status(row.uid);
    const status = live?.status ?? row.status;
    const code = live ? live.failureCode : row.failure_code;
    return {
      uid: row.uid,
      name: row.name,
      status,
      failureReason: status === 'failed' ? (live?.failureReason ?? row.failure_reason) : null,
      failureCode: status === 'failed' && isErrorReason(code) ? code : null,
      bitrate: bitrates.get(row.uid) ?? null,
      frameRate: status === 'running' ? ctx.media.frameRate(row.uid) : null,
    };
  });
}

/** How many streams have each status. */
export function countByStatus(streams: readonly StreamFigures[]): Record<StreamStatusValue, number> {
  const counts: Record<StreamStatusValue, number> = { pending: 0, running: 0, paused: 0, failed: 0, idle: 0 };
  for (const s of streams) counts[s.status] += 1;
  return counts;
}

/** The streams receiving most, highest first (those with a bitrate only). */
export function topByBitrate(streams: readonly StreamFigures[], n = TOP_STREAMS): StreamFigures[] {
  return streams
    .filter((s) => s.bitrate !== null)
    .sort((a, b) => (b.bitrate ?? 0) - (a.bitrate ?? 0) || a.name.localeCompare(b.name))
    .slice(0, n);
}

export const failing = (streams: readonly StreamFigures[]) => streams.filter((s) => s.status === 'failed');
