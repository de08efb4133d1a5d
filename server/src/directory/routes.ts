import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { Directory, DirectorySyncResult } from '../../contract/schemas/directory';
import { requestAudit } from '../core/audit/request-audit';
import { mount } from '../core/http/mount';
import type { DirectoryDeps } from './plugin';
import { DirectoryUnavailable, tryConnection } from './ldap';
import { environmentFields, publicSettings } from './settings';

/** The counts of a synchronization, as its audit entry keeps them. */
export const syncDetails = (r: DirectorySyncResult) => ({
  ok: r.ok,
  checked: r.checked,
  updated: r.updated,
  blocked: r.blocked,
  unblocked: r.unblocked,
});

/** The directory's settings, its connection test and the synchronization on demand (administrators). */
export function directoryRoutes(app: FastifyInstance, ctx: DirectoryDeps): void {
  const audit = requestAudit(ctx);
  const { directory } = ctx;

  const view = async (): Promise<Directory> => {
    const c = await directory.config();
    return {
      settings: publicSettings(c),
      hasBindPassword: c.bindPassword !== '',
      fromEnvironment: environmentFields(ctx.environment),
      users: await directory.links.count(),
      lastSync: directory.lastSync(),
    };
  };

  mount(app, routes.getDirectory, async () => view());

  mount(app, routes.saveDirectory, async (request) => {
    // The names of the fields changed, never the password's value.
    const fields = Object.keys(request.body).join(', ');
    try {
      await directory.save(request.body, ctx.now());
    } catch (error) {
      await audit(request, 'directory.save', { target: 'directory', outcome: 'failure', details: { fields } });
      throw error;
    }
    await audit(request, 'directory.save', { target: 'directory', details: { fields } });
    return view();
  });

  mount(app, routes.testDirectory, async (request) => {
    const c = await directory.config();
    try {
      if (!c.serverUrl || !c.userBase) throw new DirectoryUnavailable('No directory is configured');
      const usersFound = await tryConnection(c);
      await audit(request, 'directory.test', { target: 'directory' });
      return { ok: true, message: `Connected to ${c.serverUrl}`, usersFound };
    } catch (error) {
      if (!(error instanceof DirectoryUnavailable)) throw error;
      await audit(request, 'directory.test', { target: 'directory', outcome: 'failure' });
      return { ok: false, message: error.message };
    }
  });

  mount(app, routes.syncDirectory, async (request) => {
    const result = await directory.sync();
    await audit(request, 'directory.sync', {
      target: 'directory',
      outcome: result.ok ? 'success' : 'failure',
      details: syncDetails(result),
    });
    return result;
  });
}
