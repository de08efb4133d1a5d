import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { ConfigurationStore } from '../configuration';
import type { PermissionsRepo, StreamsRepo } from '../streams';
import { profileRoutes } from './profile-routes';
import type { UsersRepo } from './repo';
import { usersRoutes } from './routes';
import type { SessionsRepo } from './sessions-repo';
import { sessionsRoutes } from './sessions-routes';
import type { TokensRepo } from './tokens-repo';
import { tokensRoutes } from './tokens-routes';

/** What the users domain uses: its users, sessions and tokens, the grants it replaces (and reads for followed streams), the default language. */
export interface UsersDeps extends AuditDeps {
  users: UsersRepo;
  sessions: SessionsRepo;
  tokens: TokensRepo;
  permissions: Pick<PermissionsRepo, 'replaceForUser' | 'levelsOn'>;
  /** The streams that exist, for the followed list (docs/motion.md#following-streams). */
  streams: Pick<StreamsRepo, 'byUids'>;
  configuration: Pick<ConfigurationStore, 'current'>;
}

/** One's own profile, sessions and API tokens, and the administrators' user management. */
export const usersPlugin = domainPlugin<UsersDeps>('users', async (app, deps) => {
  profileRoutes(app, deps);
  sessionsRoutes(app, deps);
  tokensRoutes(app, deps);
  usersRoutes(app, deps);
});
