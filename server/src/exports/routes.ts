import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { ExportsDeps } from './plugin';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import type { UserRow } from '../core/db/schema';
import { timeWindow, type StreamAccess } from '../archive';
import { requireUnexpired } from '../license';
import { exportsRepo, toExport, type ExportItemRow } from './repo';
import type { ExportRunner } from './runner';
import type { PackageDeps } from './package';
import { contentDisposition } from '../media/download';
import { localStamp } from '../media/ranges';
import { ownerRouting } from '../cluster';

/** `<case name>-<made, as YYYY-MM-DD_HH-mm-ss UTC>.zip`; no path separators or control characters. */
export function packageFileName(caseName: string, createdMs: number): string {
  const base = caseName.replace(/[\p{Cc}\p{Cf}/\\:]+/gu, '_').trim() || 'export';
  return `${base}-${localStamp(createdMs, 0)}.zip`;
}

const DEFAULT_PAGE_SIZE = 50;
const HOUR_MS = 3_600_000;
const GIB = 1024 ** 3;

/**
 * What the clips of an interval will weigh, from the recorded segments' sizes: each segment
 * counted for the share of it inside the interval (a watermark's encoding is about as large).
 */
export function estimatedBytes(
  segments: readonly { start_ms: number; duration_ms: number; size: number }[],
  start: number,
  end: number,
) {
  let bytes = 0;
  for (const s of segments) {
    const inside = Math.min(end, s.start_ms + s.duration_ms) - Math.max(start, s.start_ms);
    if (inside > 0 && s.duration_ms > 0) bytes += (s.size * inside) / s.duration_ms;
  }
  return Math.round(bytes);
}

/** Case exports: start one, follow it, list them (docs/exports.md#the-api). */
export function exportsRoutes(
  app: FastifyInstance,
  ctx: ExportsDeps,
  access: StreamAccess,
  runner: ExportRunner,
  recorded: PackageDeps['recorded'],
): void {
  const repo = exportsRepo(ctx.db);
  const audit = requestAudit(ctx);

  /** An export of the caller's (any, for an administrator); NotFound otherwise, so its existence does not leak. */
  const visible = async (user: UserRow, id: string) => {
    const row = await repo.byId(id);
    if (!row || (user.is_admin !== 1 && row.user_id !== user.id)) throw new AppError('NotFound');
    return row;
  };

  mount(app, routes.listExports, async (request) => {
    const { user } = requireAuth(request);
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
    const viewer = { userId: user.id, isAdmin: user.is_admin === 1 };
    const { rows, total } = await repo.page(viewer, (page - 1) * pageSize, pageSize);
    const items = await repo.itemsOf(rows.map((r) => r.id));
    return { items: rows.map((r) => toExport(r, items.get(r.id) ?? [])), total };
  });

  mount(app, routes.getExport, async (request) => {
    const { user } = requireAuth(request);
    const row = await visible(user, request.params.id);
    return toExport(row, (await repo.itemsOf([row.id])).get(row.id) ?? []);
  });

  mount(app, routes.createExport, async (request) => {
    const { user } = requireAuth(request);
    const body = request.body;
    // Exporting is watching the archive: locked too once a license has expired.
    requireUnexpired(ctx.license.current(), ctx.now());
    const name = body.name.trim();
    if (!name) throw new AppError('ValidationError', 'name is blank', { field: 'name' });
    const reason = body.reason.trim();
    if (!reason) throw new AppError('ValidationError', 'reason is blank', { field: 'reason' });
    const limits = ctx.config.exports;
    const items: Omit<ExportItemRow, 'export_id'>[] = [];
    let bytes = 0;
    for (const [position, item] of body.items.entries()) {
      const at = `items/${position}`;
      // A stream the caller may not view answers exactly as a missing one.
      const check = await access.canView(request, item.streamId);
      if ('error' in check)
        throw new AppError('NotFound', `${at}/streamId: no such stream`, { field: `${at}/streamId` });
      const { start, end } = timeWindow(item.startTime, item.endTime, Number.MAX_SAFE_INTEGER, [
        `${at}/startTime`,
        `${at}/endTime`,
      ]);
      if (end - start > limits.itemMaxHours * HOUR_MS)
        throw new AppError(
          'TimeRangeTooLong',
          `${at}: longer than the ${limits.itemMaxHours} h an export item may be`,
          {
            field: `${at}/endTime`,
            reason: 'exportItemTooLong',
          },
        );
      const segments = await recorded(check.row.uid, start, end);
      if (!segments.length)
        throw new AppError('NotFound', `${at}: nothing is recorded in this interval`, { field: `${at}/startTime` });
      bytes += estimatedBytes(segments, start, end);
      items.push({ position, stream_uid: check.row.uid, stream_name: check.row.name, start_ms: start, end_ms: end });
    }
    if (bytes > limits.maxGigabytes * GIB)
      throw new AppError(
        'QuotaReached',
        `items: the export would be about ${(bytes / GIB).toFixed(1)} GiB, more than the ${limits.maxGigabytes} GiB an export may be`,
        { field: 'items', reason: 'exportTooLarge' },
      );
    const id = randomBytes(9).toString('base64url');
    const now = ctx.now();
    const added = await repo.create(
      {
        id,
        user_id: user.id,
        author: user.login,
        name,
        reason,
        watermark: body.watermark ? 1 : 0,
        status: 'queued',
        progress_milli: 0,
        size: null,
        failure_reason: null,
        node_id: ctx.cluster.nodeId,
        file: null,
        created_at: now,
        updated_at: now,
      },
      items,
      limits.unfinishedPerUser,
    );
    if (!added)
      throw new AppError(
        'TooManyRequests',
        `At most ${limits.unfinishedPerUser} of your exports may be queued or running at once`,
        { retryAfter: 10, reason: 'exportsUnfinished' },
      );
    await audit(request, 'export.create', {
      target: id,
      details: { name, items: items.length, streams: [...new Set(items.map((i) => i.stream_uid))].join(',') },
    });
    runner.kick();
    return { id, status: 'queued' as const };
  });

  /** The package is on the disk of the node that made it. */
  const viaOwner = ownerRouting(ctx.cluster);

  mount(app, routes.downloadExport, async (request, reply) => {
    const { user } = requireAuth(request);
    const row = await visible(user, request.params.id);
    if (row.status !== 'done' || !row.file) throw new AppError('NotFound', 'The export is not done');
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const stat = await fs.promises.stat(row.file).catch(() => null);
    if (!stat?.isFile()) throw new AppError('NotFound', 'The package is gone');
    await audit(request, 'export.download', { target: row.id, details: { name: row.name, bytes: stat.size } });
    return reply
      .type('application/zip')
      .header('Content-Length', String(stat.size))
      .header('Content-Disposition', contentDisposition(packageFileName(row.name, row.created_at)))
      .send(fs.createReadStream(row.file));
  });
}
