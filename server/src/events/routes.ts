import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { StreamEvent } from '../../contract/schemas/event';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { mount } from '../core/http/mount';
import { storedFollowed } from '../users';
import type { EventsDeps } from './plugin';
import { eventsRepo, type MotionEventRow } from './repo';

const DEFAULT_PAGE_SIZE = 50;
const iso = (ms: number) => new Date(ms).toISOString();

const parseTime = (value: string, field: string): number => {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new AppError('ValidationError', `${field} is not a time`, { field });
  return ms;
};

/**
 * The picture of the recorded moment at the event's peak (its start when the peak is outside it):
 * the archive's preview, so it follows the archive's permissions (docs/motion.md#thumbnails).
 */
export function previewUrl(row: Pick<MotionEventRow, 'stream_uid' | 'start_ms' | 'end_ms' | 'peak_ms'>): string {
  const at = row.peak_ms >= row.start_ms && row.peak_ms <= row.end_ms ? row.peak_ms : row.start_ms;
  return `/v1/stream/${encodeURIComponent(row.stream_uid)}/archive/preview?time=${encodeURIComponent(iso(at))}`;
}

export function toEvent(row: MotionEventRow): StreamEvent {
  return {
    id: String(row.id),
    streamId: row.stream_uid,
    streamName: row.stream_name,
    type: 'motion',
    startTime: iso(row.start_ms),
    endTime: iso(row.end_ms),
    thumbnailUrl: previewUrl(row),
    reviewed: row.reviewed_at !== null,
  };
}

/** The streams both of `listed` (comma-separated ids) and of `followed` asked (each narrows); undefined: any. */
function streamsAsked(listed: string | undefined, followed: readonly string[] | undefined): string[] | undefined {
  const ids = listed === undefined ? undefined : [...new Set(listed.split(','))];
  if (ids === undefined) return followed === undefined ? undefined : [...followed];
  return followed === undefined ? ids : ids.filter((id) => followed.includes(id));
}

/** Events found in the recordings, across the streams the caller may view, and each user's reviewed marks. */
export function eventsRoutes(app: FastifyInstance, ctx: EventsDeps): void {
  const events = eventsRepo(ctx.db);

  mount(app, routes.listEvents, async (request) => {
    const { user } = requireAuth(request);
    const q = request.query;
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = q;
    const viewer = { userId: user.id, isAdmin: user.is_admin === 1 };
    const filter = {
      streamUid: q.streamId,
      // The followed list as stored: the viewer's permissions below leave out what they may no longer view.
      streamUids: streamsAsked(q.streamIds, q.followed ? storedFollowed(user) : undefined),
      fromMs: q.from === undefined ? undefined : parseTime(q.from, 'from'),
      toMs: q.to === undefined ? undefined : parseTime(q.to, 'to'),
      reviewed: q.reviewed,
    };
    const { rows, total } = await events.page(viewer, filter, (page - 1) * pageSize, pageSize);
    return { items: rows.map(toEvent), total };
  });

  mount(app, routes.setEventsReviewed, async (request) => {
    const { user } = requireAuth(request);
    const viewer = { userId: user.id, isAdmin: user.is_admin === 1 };
    // Ids past what the database holds are no events: left alone, as missing ones.
    const ids = request.body.ids.map(Number).filter((id) => Number.isSafeInteger(id));
    return { updated: await events.setReviewed(viewer, ids, request.body.reviewed, ctx.now()) };
  });
}
