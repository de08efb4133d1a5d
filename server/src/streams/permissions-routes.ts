import type { FastifyInstance } from 'fastify';
import { shareLinkPath } from '../../contract/endpoints';
import { routes } from '../../contract/routes';
import type { StreamsDeps } from './plugin';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { streamFor } from './access';
import { SHARE_TTL_MS, shareToken } from '../core/security/share-token';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

function duplicates(values: string[]): string | undefined {
  const seen = new Set<string>();
  return values.find((v) => (seen.has(v.toLowerCase()) ? true : (seen.add(v.toLowerCase()), false)));
}

/** Per-stream grants, edited from the stream's page and from the user's page (administrators). */
export function permissionsRoutes(app: FastifyInstance, ctx: StreamsDeps): void {
  const audit = requestAudit(ctx);

  mount(app, routes.getStreamPermissions, async (request) => {
    if (!(await ctx.streams.byUid(request.params.uid))) throw new AppError('NotFound');
    return { items: await ctx.permissions.forStream(request.params.uid) };
  });

  mount(app, routes.setStreamPermissions, async (request) => {
    const uid = request.params.uid;
    if (!(await ctx.streams.byUid(uid))) throw new AppError('NotFound');
    const items = request.body.items;
    const twice = duplicates(items.map((i) => i.login));
    if (twice) throw new AppError('ValidationError', `${twice} is listed twice`, { field: 'items' });
    const grants: { userId: number; level: 'view' | 'manage' }[] = [];
    for (const item of items) {
      const target = await ctx.users.byLogin(item.login);
      if (!target) throw new AppError('NotFound', `No user ${item.login}`, { field: 'items' });
      if (target.is_admin !== 1) grants.push({ userId: target.id, level: item.level });
    }
    await ctx.permissions.replaceForStream(uid, grants);
    await audit(request, 'permissions.stream', {
      target: uid,
      details: { grants: items.map((i) => `${i.login}:${i.level}`).join(',') },
    });
    return { items: await ctx.permissions.forStream(uid) };
  });

  mount(app, routes.getUserPermissions, async (request) => {
    const target = await ctx.users.byLogin(request.params.login);
    if (!target) throw new AppError('NotFound');
    return { items: await ctx.permissions.forUser(target.id) };
  });

  mount(app, routes.setUserPermissions, async (request) => {
    const target = await ctx.users.byLogin(request.params.login);
    if (!target) throw new AppError('NotFound');
    const items = request.body.items;
    const twice = duplicates(items.map((i) => i.streamUid));
    if (twice) throw new AppError('ValidationError', `${twice} is listed twice`, { field: 'items' });
    for (const item of items) {
      if (!(await ctx.streams.byUid(item.streamUid)))
        throw new AppError('NotFound', `No stream ${item.streamUid}`, { field: 'items' });
    }
    await ctx.permissions.replaceForUser(target.id, target.is_admin === 1 ? [] : items);
    await audit(request, 'permissions.user', {
      target: target.login,
      details: { grants: items.map((i) => `${i.streamUid}:${i.level}`).join(',') },
    });
    return { items: await ctx.permissions.forUser(target.id) };
  });
}

/** Share links of a stream: shown to whoever manages it; revoking voids every link given so far. */
export function shareRoutes(app: FastifyInstance, ctx: StreamsDeps): void {
  const audit = requestAudit(ctx);
  mount(app, routes.getStreamShare, async (request) => {
    const { user } = requireAuth(request);
    const row = await streamFor(ctx.streams, user, request.params.uid, 'manage');
    const expires = ctx.now() + SHARE_TTL_MS;
    const token = shareToken(ctx.secret, row.uid, row.share_version, expires);
    return {
      url: shareLinkPath(row.uid, token),
      token,
      expireTime: new Date(expires).toISOString(),
    };
  });

  mount(app, routes.deleteStreamShare, async (request) => {
    const { user } = requireAuth(request);
    const row = await streamFor(ctx.streams, user, request.params.uid, 'manage');
    await ctx.streams.update(row.uid, { share_version: row.share_version + 1, updated_at: ctx.now() });
    await audit(request, 'stream.share-revoke', { target: row.uid });
    return { ok: true as const };
  });
}
