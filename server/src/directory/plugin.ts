import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import { directoryRoutes, syncDetails } from './routes';
import type { DirectoryService } from './service';
import type { DirectoryEnvironment } from './settings';

const MINUTE = 60_000;

/** What the directory domain uses: its service (shared with sign-in), the environment's settings, the audit log. */
export interface DirectoryDeps extends AuditDeps {
  directory: DirectoryService;
  environment: DirectoryEnvironment;
}

/**
 * The directory's routes, and its periodic synchronization: checked every minute, it runs once the
 * configured number of minutes has passed since the last one (never when the interval is 0).
 */
export const directoryPlugin = domainPlugin<DirectoryDeps>('directory', async (app, deps) => {
  directoryRoutes(app, deps);
  let last = deps.now();
  const tick = async () => {
    const c = await deps.directory.config();
    if (!c.serverUrl || !c.userBase || c.syncMinutes === 0) return;
    if (deps.now() - last < c.syncMinutes * MINUTE) return;
    last = deps.now();
    const result = await deps.directory.sync();
    await deps.directory.audit('directory.sync', 'directory', syncDetails(result), result.ok ? 'success' : 'failure');
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => app.log.error({ err: error }, 'directory synchronization failed'));
  }, MINUTE);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
