import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { ArchiveDeps } from './plugin';
import { AppError } from '../core/errors';
import { annotationsRepo, toAnnotation } from '../core/db/annotations-repo';
import { clipFileName, clipsDir, contentDisposition, makeClip } from '../media/download';
import type { StreamRow } from '../media/media-control';
import { archivePlaylist } from '../media/playlists';
import { daysOfWindow, extendToNow, mergeSpans, rangesOf } from '../media/ranges';
import type { RecordingControl } from '../media/supervisor';
import { requireAuth } from '../core/http/auth';
import { levelOn } from '../streams';
import { requireUnexpired } from '../license';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { archiveViewAudit } from './archive-views';
import { recordedBetween, recordedIn, recordedPeriod, runHolder } from './repo';
import { isLowResRun } from '../media/low-res';
import { ownerRouting } from '../cluster';
import { MOTION_SEARCH_MAX_SECONDS } from '../../contract/motion-grid';
import { eventsRepo } from '../events';
import { parseRegion, regionBitmap, searchGrid, WHOLE_PICTURE } from '../media/motion/search';

/** Whether the caller may view a stream: its row, or the error to answer (NotFound: no such stream). */
export type ViewCheck = { row: StreamRow } | { error: 'NotFound' | 'Forbidden' };

/**
 * What is asked: the live view (live playlists, their parts and segments, the low-resolution
 * rendition's sliding window), or anything recorded (the archive, runs' segments, downloads,
 * thumbnails). A share link opens the live view only.
 */
export type ViewScope = 'live' | 'recording';

export interface StreamAccess {
  canView(request: FastifyRequest, uid: string, scope?: ViewScope): Promise<ViewCheck>;
}

/** View permission from the database: admins see everything, others need a grant on the stream. */
export function defaultStreamAccess(ctx: Pick<ArchiveDeps, 'streams'>): StreamAccess {
  return {
    async canView(request, uid, scope = 'recording') {
      const row = await ctx.streams.byUid(uid);
      // A working share link opens its stream's live view (the auth plugin checked it); anything
      // recorded answers as for a missing stream (docs/security.md, SHARE-1).
      if (row && request.share?.uid === row.uid) return scope === 'live' ? { row } : { error: 'NotFound' };
      const { user } = requireAuth(request);
      if (!row) return { error: 'NotFound' };
      // A stream the caller may not view answers as a missing one, so its existence does not leak.
      return (await levelOn(ctx.streams, user, uid)) ? { row } : { error: 'NotFound' };
    },
  };
}

const MAX_AVAILABLE_DAYS = 366;
/** A recorded segment's picture never changes: kept by the browser for an hour. */
const PREVIEW_MAX_AGE_SECONDS = 3600;
export const NOTHING_RECORDED = 'Nothing is recorded at this time';
const MAX_CONCURRENT_DOWNLOADS = 2;
const DAY_SECONDS = 86_400;

/** A validated [start, end) window of ISO times, at most `maxSeconds` long. */
export function timeWindow(from: string, to: string, maxSeconds: number, names = ['start_time', 'end_time']) {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!Number.isFinite(start))
    throw new AppError('ValidationError', `${names[0]} is not a date-time`, { field: names[0] });
  if (!Number.isFinite(end))
    throw new AppError('ValidationError', `${names[1]} is not a date-time`, { field: names[1] });
  if (start >= end)
    throw new AppError('ValidationError', `${names[0]} must be before ${names[1]}`, { field: names[0] });
  if (end - start > maxSeconds * 1000)
    throw new AppError('TimeRangeTooLong', `The interval is longer than ${maxSeconds} s`);
  return { start, end };
}

export const M3U8 = 'application/vnd.apple.mpegurl';

/** Segment files, the archive (playlist, ranges, stats, days, download) and annotations. */
export function archiveRoutes(
  app: FastifyInstance,
  ctx: ArchiveDeps,
  access: StreamAccess,
  media: RecordingControl,
): void {
  const { db } = ctx;
  const annotations = annotationsRepo(db);
  const motion = eventsRepo(db);
  const viewable = async (request: FastifyRequest, uid: string, scope?: ViewScope): Promise<StreamRow> => {
    const check = await access.canView(request, uid, scope);
    if ('error' in check) throw new AppError(check.error);
    return check.row;
  };
  let downloads = 0;
  /** The archive limits of the saved configuration, read for every request. */
  const limits = () => ctx.configuration.current();
  /** Watching and downloading the archive stop once a license has expired (live video goes on). */
  const archiveOpen = () => requireUnexpired(ctx.license.current(), ctx.now());
  const audit = requestAudit(ctx);
  const viewed = archiveViewAudit(ctx);
  const { cluster } = ctx;
  /** Live video is on the stream's node, a recording on the disk of the node that wrote it. */
  const viaOwner = ownerRouting(cluster);
  const recorded = (uid: string, start: number, end: number) =>
    recordedBetween(db, uid, start, end, cluster.unavailableIds());

  mount(app, routes.getSegment, async (request, reply) => {
    const { uid, run, file } = request.params;
    // A low-resolution rendition's folder holds only its sliding live window: part of the live view.
    const row = await viewable(request, uid, isLowResRun(run) ? 'live' : 'recording');
    const base = path.resolve(media.mediaRoot, uid);
    const target = path.resolve(base, run, file);
    if (!target.startsWith(base + path.sep)) throw new AppError('NotFound');
    const stat = await fs.promises.stat(target).catch(() => null);
    if (!stat?.isFile()) {
      // Not on this disk: the node that recorded the run has it (the stream's node while it records).
      const holder = await runHolder(db, uid, run);
      const forwarded = await viaOwner(request, reply, holder ?? row.node_id, 'refuse');
      if (forwarded) return forwarded;
      throw new AppError('NotFound');
    }
    return reply
      .type(file.endsWith('.m4s') ? 'video/iso.segment' : 'video/mp4')
      .header('Content-Length', String(stat.size))
      .send(fs.createReadStream(target));
  });

  mount(app, routes.getArchivePlaylist, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    archiveOpen();
    const { start, end } = timeWindow(request.query.start_time, request.query.end_time, limits().playlistMaxSeconds);
    const segments = await recorded(row.uid, start, end);
    await viewed(request, row.uid, { from: request.query.start_time, to: request.query.end_time });
    return reply.type(M3U8).send(archivePlaylist(segments));
  });

  mount(app, routes.getArchiveRanges, async (request) => {
    const row = await viewable(request, request.params.uid);
    const { start, end } = timeWindow(request.query.start_time, request.query.end_time, limits().rangesMaxSeconds);
    let spans = mergeSpans(await recorded(row.uid, start, end));
    const status = media.status(row.uid)?.status ?? row.status;
    if (row.archive_enabled === 1 && status === 'running' && cluster.available(row.node_id)) {
      // The segment being written is not indexed yet: no false gap at the live edge.
      const slack = 2 * media.options.hlsTimeSec * 1000 + media.options.indexPollMs + 1000;
      spans = extendToNow(spans, ctx.now(), slack);
    }
    return {
      period: await recordedPeriod(db, row.uid),
      ranges: rangesOf(spans, start, end).map((r) => ({ date: new Date(r.date).toISOString(), status: r.status })),
    };
  });

  mount(app, routes.getArchiveStats, async (request) => {
    const row = await viewable(request, request.params.uid);
    return { period: await recordedPeriod(db, row.uid) };
  });

  mount(app, routes.getArchiveAvailableDays, async (request) => {
    const row = await viewable(request, request.params.uid);
    const q = request.query;
    const { start, end } = timeWindow(q.start_time, q.end_time, MAX_AVAILABLE_DAYS * DAY_SECONDS);
    const days: string[] = [];
    // One short index probe per day: cheap whatever the number of segments.
    for (const day of daysOfWindow(start, end, q.timezone_offset ?? 0)) {
      if (await recordedIn(db, row.uid, day.from, day.to)) days.push(day.day);
    }
    return { days };
  });

  mount(app, routes.downloadArchive, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    archiveOpen();
    const q = request.query;
    const { start, end } = timeWindow(q.start_time, q.end_time, limits().archiveDownloadMaxSeconds);
    if (downloads >= MAX_CONCURRENT_DOWNLOADS)
      throw new AppError('TooManyRequests', 'Other downloads are being prepared, try again shortly', { retryAfter: 5 });
    const segments = await recorded(row.uid, start, end);
    // The clip is cut where its recordings are: on the node that holds the first of them.
    const forwarded = segments.length ? await viaOwner(request, reply, segments[0]!.node_id, 'refuse') : null;
    if (forwarded) return forwarded;
    downloads += 1;
    const abort = new AbortController();
    const onClose = () => abort.abort();
    reply.raw.once('close', onClose);
    let clip;
    try {
      clip = await makeClip({
        bin: media.ffmpegPath,
        streamDir: path.join(media.mediaRoot, row.uid),
        tmpRoot: clipsDir(ctx.config.dataDir),
        segments: segments.filter((s) => s.node_id === cluster.nodeId),
        endMs: end,
        signal: abort.signal,
      });
    } finally {
      downloads -= 1;
      reply.raw.off('close', onClose);
    }
    await audit(request, 'archive.download', {
      target: row.uid,
      details: { from: q.start_time, to: q.end_time, bytes: clip.size },
    });
    const stream = fs.createReadStream(clip.file);
    const done = clip.cleanup;
    stream.once('close', () => void done());
    return reply
      .type('video/mp4')
      .header('Content-Length', String(clip.size))
      .header('Content-Disposition', contentDisposition(clipFileName(row.name, start, q.timezone_offset ?? 0)))
      .send(stream);
  });

  mount(app, routes.searchArchiveMotion, async (request) => {
    const row = await viewable(request, request.params.uid);
    const { start_time, end_time, region: asked } = request.query;
    const region = asked === undefined ? WHOLE_PICTURE : parseRegion(asked);
    if (!region) {
      throw new AppError('ValidationError', 'region must be x,y,w,h: fractions of the picture, not empty, inside it', {
        field: 'region',
      });
    }
    const { start, end } = timeWindow(start_time, end_time, MOTION_SEARCH_MAX_SECONDS);
    const from = Math.floor(start / 1000);
    const to = Math.ceil(end / 1000);
    const rows = await motion.gridRows(row.uid, start, end);
    const ranges = searchGrid(rows, regionBitmap(region), { from, to });
    return {
      ranges: ranges.map((r) => ({
        startTime: new Date(Math.max(start, r.start * 1000)).toISOString(),
        endTime: new Date(Math.min(end, r.end * 1000)).toISOString(),
      })),
    };
  });

  mount(app, routes.getArchivePreview, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    const at = Date.parse(request.query.time);
    if (!Number.isFinite(at)) throw new AppError('ValidationError', 'time is not a date-time', { field: 'time' });
    const segment = (await recorded(row.uid, at, at + 1)).find((s) => s.start_ms <= at);
    if (!segment) throw new AppError('NotFound', NOTHING_RECORDED);
    // The segment is on the disk of the node that recorded it.
    const forwarded = await viaOwner(request, reply, segment.node_id, 'refuse');
    if (forwarded) return forwarded;
    const etag = `"${crypto.createHash('sha256').update(`${row.uid}/${segment.file}`).digest('base64url').slice(0, 22)}"`;
    const cached = () =>
      reply.header('Cache-Control', `private, max-age=${PREVIEW_MAX_AGE_SECONDS}`).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return cached().code(304).send();
    const jpeg = await media.thumbnails.moment(row.uid, segment);
    return cached().type('image/jpeg').send(jpeg);
  });

  mount(app, routes.listAnnotations, async (request) => {
    const q = request.query;
    const row = await viewable(request, q.streamId);
    const { start, end } = timeWindow(q.from, q.to, limits().playlistMaxSeconds, ['from', 'to']);
    return (await annotations.list(row.uid, start, end)).map(toAnnotation);
  });
}
