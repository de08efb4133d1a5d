import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { HealthWarning } from '../../contract/schemas/system';
import type { SystemDeps } from './plugin';
import { bookmarksRepo } from '../bookmarks';
import { toUser } from '../users';
import { AppError } from '../core/errors';
import { hashPassword, refuseWeakPassword } from '../core/security/passwords';
import { startSession } from '../core/security/sessions';
import { diskUsedPercent } from '../core/disk';
import { uiSettings } from '../configuration';
import { licenseWarnings } from '../license';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

export function systemRoutes(app: FastifyInstance, ctx: SystemDeps): void {
  const audit = requestAudit(ctx);
  mount(app, routes.getUiSettings, async (request) => {
    return uiSettings({
      config: ctx.config,
      configuration: ctx.configuration.current(),
      license: ctx.license.current(),
      locked: await ctx.stillLocked(),
      user: request.auth ? toUser(request.auth.user) : null,
      now: ctx.now(),
      cluster: { nodeId: ctx.cluster.nodeId, enabled: ctx.cluster.clusterOn() },
    });
  });

  mount(app, routes.getHealth, async (request) => {
    const warnings: HealthWarning[] = licenseWarnings(ctx.license.current(), ctx.now());
    const usedPercent = await diskUsedPercent(ctx.config.dataDir);
    if (usedPercent >= ctx.config.diskWarnPercent) {
      // What retention cannot free: the recordings under an evidence hold.
      const heldBytes = await bookmarksRepo(ctx.db).heldBytes(ctx.cluster.nodeId);
      // The held space is said only when holds keep something.
      warnings.push({ code: 'ALLOC_DIR_DISK_SPACE', usedPercent, ...(heldBytes > 0 ? { heldBytes } : {}) });
    }
    if (await ctx.cluster.drained()) warnings.push({ code: 'CLUSTER_NODE_DRAINED' });
    const configuration = ctx.configuration.current();
    if (request.auth?.user.is_admin === 1 && !configuration.auditLogsEnabled) {
      warnings.push({ code: 'AUDIT_LOGS_OFF', since: configuration.auditLogsDisabledSince });
    }
    return { version: ctx.config.version, warnings };
  });

  mount(app, routes.unlock, async (request, reply) => {
    const { login, password, email } = request.body;
    if (!ctx.state.locked) throw new AppError('AlreadyUsed', 'The server is already initialized');
    refuseWeakPassword(password, login);
    const passwordHash = await hashPassword(password);
    const row = await ctx.users.insertFirst(
      {
        name: login,
        email,
        password,
        passwordHash,
        isAdmin: true,
        permissionType: 'admin',
        language: ctx.configuration.current().defaultLanguage,
      },
      ctx.now(),
    );
    if (!row) throw new AppError('AlreadyUsed', 'The server is already initialized');
    ctx.state.locked = false;
    await audit(request, 'system.unlock', { actor: login, target: login });
    await startSession(ctx, request, reply, row.id);
    return { mustChangePassword: false, user: toUser(row) };
  });
}
