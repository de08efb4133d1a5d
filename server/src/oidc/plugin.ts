import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { ConfigurationStore } from '../configuration';
import type { SessionsRepo, UsersRepo } from '../users';
import { oidcClients, type OidcClients } from './client';
import { oidcRepo, type OidcRepo } from './repo';
import { oidcRoutes } from './routes';

/** What single sign-on uses: its links table, users and sessions, the settings, the server's secret (the flow cookie), the audit log. */
export interface OidcDeps extends AuditDeps {
  db: Db;
  users: UsersRepo;
  sessions: SessionsRepo;
  configuration: Pick<ConfigurationStore, 'current'>;
  /** The server's secret: the sign-in in progress is sealed in a cookie with a key made from it. */
  secret: Buffer;
}

/** What the domain keeps for itself, one per app. */
export type OidcRoutesDeps = OidcDeps & { identities: OidcRepo; clients: OidcClients };

/** Sign-in with an OpenID provider (docs/people.md#single-sign-on). */
export const oidcPlugin = domainPlugin<OidcDeps>('oidc', async (app, deps) =>
  oidcRoutes(app, { ...deps, identities: oidcRepo(deps.db), clients: oidcClients() }),
);
