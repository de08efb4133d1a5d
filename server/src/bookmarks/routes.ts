import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { ErrorReason } from '../../contract/errors';
import {
  BOOKMARK_MAX_INTERVAL_MS,
  type Bookmark,
  type CreateBookmarkBody,
  type UpdateBookmarkBody,
} from '../../contract/schemas/bookmark';
import type { BookmarksDeps } from './plugin';
import { bookmarksRepo, tagKey, toBookmark, type BookmarkInput, type BookmarkRow, type HeldBy } from './repo';
import { heldHours, holdMs, overHoldCap, touchesHold, type HeldRange } from './hold';
import type { UserRow } from '../users';
import { AppError } from '../core/errors';
import { isReadOnly, requireAuth } from '../core/http/auth';
import { levelOn, type Level } from '../streams';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

const DEFAULT_PAGE_SIZE = 50;

/** Its author (not read-only), a user who may manage its stream, or an administrator may change a bookmark. */
export function canEditBookmark(user: UserRow, level: Level | null, row: Pick<BookmarkRow, 'author_id'>): boolean {
  if (user.is_admin === 1 || level === 'manage') return true;
  return level !== null && row.author_id === user.id && !isReadOnly(user);
}

/** Administrators and users who may manage its stream may put a bookmark under evidence hold, or release it. */
export function canHold(user: UserRow, level: Level | null): boolean {
  return user.is_admin === 1 || level === 'manage';
}

const metaOf = (user: UserRow, level: Level | null, row: Pick<BookmarkRow, 'author_id'>) => ({
  canEdit: canEditBookmark(user, level, row),
  canHold: canHold(user, level),
});

/** Tags trimmed, empty ones dropped, one spelling per key (the first). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    out.push(tag);
  }
  return out;
}

const parseTime = (value: string, field: string): number => {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new AppError('ValidationError', `${field} is not a time`, { field });
  return ms;
};

/** Bookmarks on the archive: list, read, create, change, delete; every change audited. */
export function bookmarksRoutes(app: FastifyInstance, ctx: BookmarksDeps): void {
  const bookmarks = bookmarksRepo(ctx.db);
  const audit = requestAudit(ctx);

  const one = async (user: UserRow, row: BookmarkRow, level: Level | null): Promise<Bookmark> =>
    toBookmark(row, (await bookmarks.tagsOf([row.id])).get(row.id) ?? [], metaOf(user, level, row));

  /** A bookmark of a stream the user may view; NotFound otherwise (its existence does not leak). */
  const visible = async (user: UserRow, id: string) => {
    const row = await bookmarks.byId(id);
    const level = row ? await levelOn(ctx.streams, user, row.stream_uid) : null;
    if (!row || !level) throw new AppError('NotFound');
    return { row, level };
  };

  /** The body's values, checked: a blank name, an end not after the start, an interval over a day. */
  const checked = async (
    request: FastifyRequest,
    action: string,
    target: string,
    input: BookmarkInput,
  ): Promise<BookmarkInput> => {
    const refuse = async (field: string, code: 'ValidationError' | 'TimeRangeTooLong', reason?: ErrorReason) => {
      await audit(request, action, { target, outcome: 'denied', details: { field, ...(reason ? { reason } : {}) } });
      throw new AppError(code, `${field}: ${reason ?? 'the interval is longer than a day'}`, {
        field,
        ...(reason ? { reason } : {}),
      });
    };
    const name = input.name.trim();
    if (!name) await refuse('name', 'ValidationError', 'bookmarkNameBlank');
    if (input.endMs !== null && input.endMs <= input.startMs) {
      await refuse('endTime', 'ValidationError', 'bookmarkEndBeforeStart');
    }
    if (input.endMs !== null && input.endMs - input.startMs > BOOKMARK_MAX_INTERVAL_MS) {
      await refuse('endTime', 'TimeRangeTooLong');
    }
    return { ...input, name, description: input.description.trim(), tags: cleanTags(input.tags) };
  };

  /**
   * A change that touches a hold (docs/console.md#roles-and-permissions): refused without the right to hold, or when it
   * takes a user (not an administrator) past the configuration's cap of held hours. Answers who holds it after.
   */
  const checkHold = async (
    request: FastifyRequest,
    action: string,
    target: string,
    who: { user: UserRow; level: Level | null },
    before: (HeldRange & { heldBy: number | null }) | null,
    after: BookmarkInput,
  ): Promise<HeldBy> => {
    if (!touchesHold(before, after)) return undefined;
    const { user, level } = who;
    const refuse = async (code: 'Forbidden' | 'QuotaReached', reason: ErrorReason) => {
      await audit(request, action, { target, outcome: 'denied', details: { field: 'hold', reason } });
      throw new AppError(code, `hold: ${reason}`, { field: 'hold', reason });
    };
    if (!canHold(user, level)) await refuse('Forbidden', 'holdNotAllowed');
    if (!after.hold) return null;
    if (user.is_admin !== 1) {
      const others = await bookmarks.heldMsOf(user.id, before ? target : undefined);
      const mine = before?.hold && before.heldBy === user.id ? holdMs(before) : 0;
      const max = ctx.configuration.current().bookmarkHoldMaxHours;
      if (overHoldCap(others + mine, others + holdMs(after), max)) await refuse('QuotaReached', 'holdCapReached');
    }
    return user.id;
  };

  const details = (input: BookmarkInput, streamUid: string) => ({
    stream: streamUid,
    name: input.name,
    hold: input.hold,
    interval: input.endMs !== null,
  });

  mount(app, routes.listBookmarks, async (request) => {
    const { user } = requireAuth(request);
    const q = request.query;
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = q;
    const viewer = { userId: user.id, isAdmin: user.is_admin === 1 };
    const filter = {
      search: q.search?.trim() || undefined,
      streamUid: q.streamUid,
      tag: q.tag?.trim() || undefined,
      fromMs: q.from === undefined ? undefined : parseTime(q.from, 'from'),
      toMs: q.to === undefined ? undefined : parseTime(q.to, 'to'),
      sort: q.sort ?? 'time-desc',
    };
    const { rows, total } = await bookmarks.page(viewer, filter, (page - 1) * pageSize, pageSize);
    const tags = await bookmarks.tagsOf(rows.map((r) => r.id));
    const levels = new Map<string, Level | null>();
    for (const uid of new Set(rows.map((r) => r.stream_uid))) levels.set(uid, await levelOn(ctx.streams, user, uid));
    return {
      items: rows.map((r) => toBookmark(r, tags.get(r.id) ?? [], metaOf(user, levels.get(r.stream_uid) ?? null, r))),
      total,
      tags: await bookmarks.tagsVisibleTo(viewer),
    };
  });

  mount(app, routes.getBookmarkHoldUsage, async (request) => {
    const { user } = requireAuth(request);
    return {
      heldHours: heldHours(await bookmarks.heldMsOf(user.id)),
      maxHours: user.is_admin === 1 ? null : ctx.configuration.current().bookmarkHoldMaxHours,
    };
  });

  mount(app, routes.getBookmark, async (request) => {
    const { user } = requireAuth(request);
    const { row, level } = await visible(user, request.params.id);
    return one(user, row, level);
  });

  mount(app, routes.createBookmark, async (request) => {
    const { user } = requireAuth(request);
    const body: CreateBookmarkBody = request.body;
    const id = randomBytes(9).toString('base64url');
    const level = (await ctx.streams.byUid(body.streamUid)) ? await levelOn(ctx.streams, user, body.streamUid) : null;
    if (!level) {
      await audit(request, 'bookmark.create', {
        target: id,
        outcome: 'denied',
        details: { field: 'streamUid', reason: 'bookmarkStreamUnknown' },
      });
      throw new AppError('ValidationError', 'streamUid: bookmarkStreamUnknown', {
        field: 'streamUid',
        reason: 'bookmarkStreamUnknown',
      });
    }
    const input = await checked(request, 'bookmark.create', id, {
      name: body.name,
      description: body.description ?? '',
      tags: body.tags ?? [],
      startMs: parseTime(body.startTime, 'startTime'),
      endMs: body.endTime == null ? null : parseTime(body.endTime, 'endTime'),
      hold: body.hold ?? false,
    });
    await checkHold(request, 'bookmark.create', id, { user, level }, null, input);
    await bookmarks.insert(id, body.streamUid, user.id, input, ctx.now());
    await audit(request, 'bookmark.create', { target: id, details: details(input, body.streamUid) });
    return one(user, (await bookmarks.byId(id)) as BookmarkRow, level);
  });

  /** A bookmark the user may change; refusals are audited. */
  const editable = async (request: FastifyRequest, id: string, action: string) => {
    const { user } = requireAuth(request);
    const found = await visible(user, id);
    if (!canEditBookmark(user, found.level, found.row)) {
      await audit(request, action, { target: id, outcome: 'denied', details: { reason: 'notAuthor' } });
      throw new AppError('Forbidden');
    }
    return found;
  };

  mount(app, routes.updateBookmark, async (request) => {
    const { user } = requireAuth(request);
    const { id } = request.params;
    const body: UpdateBookmarkBody = request.body;
    const { row, level } = await editable(request, id, 'bookmark.update');
    const current = (await bookmarks.tagsOf([id])).get(id) ?? [];
    const input = await checked(request, 'bookmark.update', id, {
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      tags: body.tags ?? current,
      startMs: body.startTime === undefined ? row.start_ms : parseTime(body.startTime, 'startTime'),
      endMs:
        body.endTime === undefined ? row.end_ms : body.endTime === null ? null : parseTime(body.endTime, 'endTime'),
      hold: body.hold ?? row.hold === 1,
    });
    const before = { hold: row.hold === 1, startMs: row.start_ms, endMs: row.end_ms, heldBy: row.held_by };
    const heldBy = await checkHold(request, 'bookmark.update', id, { user, level }, before, input);
    await bookmarks.replace(id, input, heldBy, ctx.now());
    await audit(request, 'bookmark.update', {
      target: id,
      details: { ...details(input, row.stream_uid), fields: Object.keys(body).sort().join(',') },
    });
    return one(user, (await bookmarks.byId(id)) as BookmarkRow, level);
  });

  mount(app, routes.deleteBookmark, async (request) => {
    const { id } = request.params;
    const { user } = requireAuth(request);
    const { row, level } = await editable(request, id, 'bookmark.delete');
    if (row.hold === 1 && !canHold(user, level)) {
      await audit(request, 'bookmark.delete', {
        target: id,
        outcome: 'denied',
        details: { field: 'hold', reason: 'holdNotAllowed' },
      });
      throw new AppError('Forbidden', 'hold: holdNotAllowed', { field: 'hold', reason: 'holdNotAllowed' });
    }
    await bookmarks.delete(id);
    await audit(request, 'bookmark.delete', {
      target: id,
      details: { stream: row.stream_uid, name: row.name, hold: row.hold === 1 },
    });
    return { ok: true as const };
  });
}
