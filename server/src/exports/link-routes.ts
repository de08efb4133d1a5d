import type { FastifyInstance } from 'fastify';
import { clipLinkPath } from '../../contract/endpoints';
import { routes } from '../../contract/routes';
import { CLIP_LINK_MAX_DAYS, type ExportLink } from '../../contract/schemas/export-link';
import type { ExportsDeps } from './plugin';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { hashPassword } from '../core/security/passwords';
import { newSecret, sha256 } from '../core/security/secrets';
import type { UserRow } from '../core/db/schema';
import { exportsRepo, type ExportLinkRow } from './repo';
import { linkState } from './link-state';
import { randomBytes } from 'node:crypto';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function toExportLink(row: ExportLinkRow, now: number): ExportLink {
  return {
    id: row.id,
    createdTime: iso(row.created_at),
    createdBy: row.author,
    expiresAt: iso(row.expires_at),
    maxViews: row.max_views,
    views: row.views,
    hasPassword: row.password_hash !== null,
    revokedTime: row.revoked_at === null ? null : iso(row.revoked_at),
    state: linkState(row, now),
  };
}

/** A package's clip links, for its maker and administrators (docs/exports.md#clip-links). */
export function exportLinkRoutes(app: FastifyInstance, ctx: ExportsDeps): void {
  const repo = exportsRepo(ctx.db);
  const audit = requestAudit(ctx);

  /** An export of the caller's (any, for an administrator); NotFound otherwise, so its existence does not leak. */
  const visible = async (user: UserRow, id: string) => {
    const row = await repo.byId(id);
    if (!row || (user.is_admin !== 1 && row.user_id !== user.id)) throw new AppError('NotFound');
    return row;
  };

  mount(app, routes.createExportLink, async (request) => {
    const { user } = requireAuth(request);
    const row = await visible(user, request.params.id);
    if (row.status !== 'done' || !row.file) throw new AppError('NotFound', 'The export is not done');
    const { expiresAt, maxViews, password } = request.body;
    const now = ctx.now();
    const expires = Date.parse(expiresAt);
    if (!(expires > now))
      throw new AppError('ValidationError', 'expiresAt must be in the future', { field: 'expiresAt' });
    if (expires > now + CLIP_LINK_MAX_DAYS * DAY)
      throw new AppError('ValidationError', `expiresAt is at most ${CLIP_LINK_MAX_DAYS} days ahead`, {
        field: 'expiresAt',
      });
    const token = newSecret();
    const id = randomBytes(9).toString('base64url');
    await repo.addLink({
      id,
      export_id: row.id,
      token_hash: sha256(token),
      password_hash: password ? await hashPassword(password) : null,
      author: user.login,
      expires_at: expires,
      max_views: maxViews ?? null,
      views: 0,
      revoked_at: null,
      created_at: now,
    });
    await audit(request, 'export.link-create', {
      target: row.id,
      details: { link: id, expiresAt: iso(expires), maxViews: maxViews ?? null, password: Boolean(password) },
    });
    return { id, url: clipLinkPath(token), expiresAt: iso(expires) };
  });

  mount(app, routes.listExportLinks, async (request) => {
    const { user } = requireAuth(request);
    const row = await visible(user, request.params.id);
    const now = ctx.now();
    return { items: (await repo.linksOf(row.id)).map((l) => toExportLink(l, now)) };
  });

  mount(app, routes.revokeExportLink, async (request) => {
    const { user } = requireAuth(request);
    const row = await visible(user, request.params.id);
    const link = await repo.linkById(row.id, request.params.linkId);
    if (!link) throw new AppError('NotFound', 'No such link');
    if (link.revoked_at === null) {
      await repo.revokeLink(link.id, ctx.now());
      await audit(request, 'export.link-revoke', { target: row.id, details: { link: link.id } });
    }
    return { ok: true as const };
  });
}
