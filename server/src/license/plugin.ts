import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { StreamsRepo } from '../streams';
import type { LicenseStore } from './license-store';
import { licenseRoutes } from './routes';

/** What the license domain uses: the installed license, the number of streams it must cover, the audit log. */
export interface LicenseDeps extends AuditDeps {
  license: LicenseStore;
  streams: Pick<StreamsRepo, 'countAll'>;
}

export const licensePlugin = domainPlugin<LicenseDeps>('license', async (app, deps) => licenseRoutes(app, deps));
