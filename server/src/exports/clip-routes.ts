import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { ExportsDeps } from './plugin';
import { AppError } from '../core/errors';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { verifyPassword } from '../core/security/passwords';
import { takeAttempt, type FailureLimiter } from '../core/security/rate-limiter';
import { sha256 } from '../core/security/secrets';
import { contentDisposition } from '../media/download';
import { ownerRouting } from '../cluster';
import { parseByteRange } from './byte-range';
import { clipPath } from './package';
import { exportsRepo, type ExportLinkRow } from './repo';
import { linkState, refusalReason } from './link-state';
import { packageFileName } from './routes';
import { listEntries, readEntryRange } from './zip-read';

/** Wrong passwords of clip links, as sign-in's: per link and per client address. */
export interface ClipLimits {
  perLink: FailureLimiter;
  perClient: FailureLimiter;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A clip link's public side: its page's data, its clips and its package (docs/exports.md#clip-links). */
export function clipRoutes(app: FastifyInstance, ctx: ExportsDeps, limits: ClipLimits): void {
  const repo = exportsRepo(ctx.db);
  const audit = requestAudit(ctx);
  /** The package is on the disk of the node that made it: that node answers for the link. */
  const viaOwner = ownerRouting(ctx.cluster);

  /** The key that opens the files of a link: only the server (its secret) makes it, only an open gives it. */
  const keyOf = (link: ExportLinkRow) =>
    crypto.createHmac('sha256', ctx.secret).update(`clip-link:${link.id}`).digest('base64url');

  /** The link and its finished package; NotFound for an unknown token or a package that is gone. */
  const found = async (token: string) => {
    const link = await repo.linkByTokenHash(sha256(token));
    const row = link && (await repo.byId(link.export_id));
    if (!link || !row || row.status !== 'done' || !row.file) throw new AppError('NotFound', 'No such link');
    return { link, row, file: row.file };
  };

  const refused = async (request: FastifyRequest, link: ExportLinkRow, exportId: string) => {
    const state = linkState(link, ctx.now());
    if (state === 'active') return;
    await audit(request, 'export.link-open', {
      actor: null,
      target: exportId,
      outcome: 'denied',
      details: { link: link.id, reason: state },
    });
    throw new AppError('Forbidden', `The link is ${state}`, { reason: refusalReason[state] });
  };

  /** Files and download: a working link (revoked or expired refuses at once) and the key an open gave. */
  const keyed = async (request: FastifyRequest, token: string, key: string) => {
    const { link, row, file } = await found(token);
    const expected = Buffer.from(keyOf(link));
    const given = Buffer.from(key);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
      throw new AppError('NotFound', 'No such link');
    const state = linkState(link, ctx.now());
    if (state === 'revoked' || state === 'expired')
      throw new AppError('Forbidden', `The link is ${state}`, { reason: refusalReason[state] });
    return { link, row, file };
  };

  mount(app, routes.openClip, async (request, reply) => {
    const { link, row, file } = await found(request.params.token);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    await refused(request, link, row.id);
    if (link.password_hash !== null) {
      const { password } = request.body;
      if (!password)
        throw new AppError('AuthorizationFailed', 'The link asks for a password', { reason: 'clipPasswordRequired' });
      // Counted before the check, as sign-in is, so a burst at once tries no more than the limits allow.
      const attempt = takeAttempt([
        [limits.perLink, link.id],
        [limits.perClient, request.ip],
      ]);
      if ('retryAfter' in attempt) {
        await audit(request, 'export.link-open', {
          actor: null,
          target: row.id,
          outcome: 'denied',
          details: { link: link.id, reason: 'rate limited' },
        });
        throw new AppError('TooManyRequests', 'Too many wrong passwords, try again later', {
          retryAfter: attempt.retryAfter,
        });
      }
      if (!(await verifyPassword(password, link.password_hash))) {
        await audit(request, 'export.link-open', {
          actor: null,
          target: row.id,
          outcome: 'failure',
          details: { link: link.id, reason: 'wrong password' },
        });
        throw new AppError('AuthorizationFailed', 'Wrong password', { reason: 'clipPasswordWrong' });
      }
      attempt.taken.succeeded();
    }
    const now = ctx.now();
    if (!(await repo.countView(link.id, now))) {
      const again = await repo.linkByTokenHash(link.token_hash);
      if (again) await refused(request, again, row.id);
      throw new AppError('NotFound', 'No such link');
    }
    await audit(request, 'export.link-open', {
      actor: null,
      target: row.id,
      details: { link: link.id, views: link.views + 1 },
    });
    const sizes = await listEntries(file).catch(() => null);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!sizes || !stat) throw new AppError('NotFound', 'The package is gone');
    const items = (await repo.itemsOf([row.id])).get(row.id) ?? [];
    return {
      name: row.name,
      expiresAt: iso(link.expires_at),
      key: keyOf(link),
      size: stat.size,
      files: items.map((item, index) => {
        const path = clipPath(item.position, item.stream_uid);
        return {
          index,
          file: path,
          size: sizes.get(path) ?? 0,
          streamName: item.stream_name,
          startTime: iso(item.start_ms),
          endTime: iso(item.end_ms),
        };
      }),
    };
  });

  mount(app, routes.getClipFile, async (request, reply) => {
    const { row, file } = await keyed(request, request.params.token, request.query.key);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const items = (await repo.itemsOf([row.id])).get(row.id) ?? [];
    const item = items[request.params.index];
    if (!item) throw new AppError('NotFound', 'No such file');
    const path = clipPath(item.position, item.stream_uid);
    const size = (await listEntries(file).catch(() => null))?.get(path);
    if (size === undefined) throw new AppError('NotFound', 'The package is gone');
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const stream = size === 0 ? null : await readEntryRange(file, path, start, end);
    reply.type('video/mp4').header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store');
    if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', String(stream ? end - start + 1 : 0));
    return reply.send(stream ?? Buffer.alloc(0));
  });

  mount(app, routes.downloadClip, async (request, reply) => {
    const { link, row, file } = await keyed(request, request.params.token, request.query.key);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new AppError('NotFound', 'The package is gone');
    await audit(request, 'export.link-download', {
      actor: null,
      target: row.id,
      details: { link: link.id, bytes: stat.size },
    });
    return reply
      .type('application/zip')
      .header('Content-Length', String(stat.size))
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(packageFileName(row.name, row.created_at)))
      .send(fs.createReadStream(file));
  });
}
