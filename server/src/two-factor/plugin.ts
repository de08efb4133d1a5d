import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { ConfigurationStore } from '../configuration';
import type { UsersRepo } from '../users';
import type { PasskeysRepo } from './passkeys-repo';
import { passkeyRoutes } from './passkey-routes';
import type { TwoFactorRepo } from './repo';
import { twoFactorRoutes } from './routes';

/** What the two-factor domain uses: its tables, the users, the policy, the server's secret (sealing) and the audit log. */
export interface TwoFactorDeps extends AuditDeps {
  twoFactor: TwoFactorRepo;
  users: UsersRepo;
  configuration: Pick<ConfigurationStore, 'current'>;
  /** The server's secret: authenticator apps' secrets are sealed with a key made from it. */
  secret: Buffer;
  /** Passkeys and their challenges. */
  passkeys: PasskeysRepo;
  /** The console's address as configured (VIGIL_PUBLIC_ORIGIN): passkeys are bound to its host name. */
  publicOrigin: string | null;
}

/** Authenticator apps, recovery codes and passkeys: enrolment, removal, and an administrator's reset. */
export const twoFactorPlugin = domainPlugin<TwoFactorDeps>('two-factor', async (app, deps) => {
  twoFactorRoutes(app, deps);
  passkeyRoutes(app, deps);
});
