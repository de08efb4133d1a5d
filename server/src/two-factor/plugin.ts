import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { ConfigurationStore } from '../configuration';
import type { UsersRepo } from '../users';
import type { TwoFactorRepo } from './repo';
import { twoFactorRoutes } from './routes';

/** What the two-factor domain uses: its tables, the users, the policy, the server's secret (sealing) and the audit log. */
export interface TwoFactorDeps extends AuditDeps {
  twoFactor: TwoFactorRepo;
  users: UsersRepo;
  configuration: Pick<ConfigurationStore, 'current'>;
  /** The server's secret: authenticator apps' secrets are sealed with a key made from it. */
  secret: Buffer;
}

/** Authenticator apps and recovery codes: enrolment, removal, and an administrator's reset. */
export const twoFactorPlugin = domainPlugin<TwoFactorDeps>('two-factor', async (app, deps) =>
  twoFactorRoutes(app, deps),
);
