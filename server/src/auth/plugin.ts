import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { Mailer } from '../core/mail/mailer';
import { FailureLimiter } from '../core/security/rate-limiter';
import type { ConfigurationStore } from '../configuration';
import type { PasskeysRepo, TwoFactorRepo } from '../two-factor';
import type { SessionsRepo, UserRow, UsersRepo } from '../users';
import { passwordResetRepo } from './password-reset-repo';
import { passkeySignInRoutes } from './passkey-sign-in-routes';
import { passwordRoutes } from './password-routes';
import { authRoutes } from './routes';

const MINUTE = 60_000;

/** What the auth domain uses: its reset codes' table, users and sessions, second factors, the mail settings and mailer, the audit log. */
export interface AuthDeps extends AuditDeps {
  db: Db;
  users: UsersRepo;
  sessions: SessionsRepo;
  configuration: Pick<ConfigurationStore, 'current'>;
  /** SMTP when configured, else .eml files in `<dataDir>/outbox/`. */
  mailer: Mailer;
  /** Authenticator apps, recovery codes and the tickets of sign-ins waiting for their second step. */
  twoFactor: TwoFactorRepo;
  /** Passkeys: sign-in with one alone, or as the second step. */
  passkeys: PasskeysRepo;
  /** The console's address as configured (VIGIL_PUBLIC_ORIGIN): passkeys are bound to its host name. */
  publicOrigin: string | null;
  /** The server's secret: authenticator apps' secrets are sealed with a key made from it. */
  secret: Buffer;
  signInLimits: SignInLimits;
  /** The outside directory's say on a password sign-in (docs/people.md#directory-users). */
  directory: PasswordDirectory;
}

/**
 * An outside directory that checks passwords: null when it has no say on this login (a local
 * user, or no directory), else the user it accepted (made or updated) or a refusal's reason.
 */
export interface PasswordDirectory {
  signIn(
    login: string,
    password: string,
    existing: UserRow | undefined,
  ): Promise<null | { user: UserRow } | { user: null; reason: string }>;
}

/** Wrong passwords and codes: 5 per account and 30 per client address in 15 minutes. */
export interface SignInLimits {
  perAccount: FailureLimiter;
  perClient: FailureLimiter;
}

export function signInLimits(now: () => number): SignInLimits {
  return { perAccount: new FailureLimiter(5, 15 * MINUTE, now), perClient: new FailureLimiter(30, 15 * MINUTE, now) };
}

/** What the auth domain keeps for itself, one per app. */
export interface AuthState {
  passwordResets: ReturnType<typeof passwordResetRepo>;
  /**
   * Password reset: one code per e-mail a minute and 20 per client address an hour
   * (each request counts); wrong codes per client address.
   */
  resetLimits: { perEmail: FailureLimiter; perClient: FailureLimiter; wrongCodesPerClient: FailureLimiter };
  /** Passkey sign-in challenges: 30 per client address in 5 minutes (each one is a row kept 5 minutes). */
  passkeyOptionsPerClient: FailureLimiter;
}

export type AuthRoutesDeps = AuthDeps & AuthState;

/** Sign-in, sign-out and password recovery, sharing the app's one set of sign-in limits. */
export const authPlugin = domainPlugin<AuthDeps>('auth', async (app, deps) => {
  const { now } = deps;
  const ctx: AuthRoutesDeps = {
    ...deps,
    passwordResets: passwordResetRepo(deps.db),
    resetLimits: {
      perEmail: new FailureLimiter(1, MINUTE, now),
      perClient: new FailureLimiter(20, 60 * MINUTE, now),
      wrongCodesPerClient: new FailureLimiter(30, 15 * MINUTE, now),
    },
    passkeyOptionsPerClient: new FailureLimiter(30, 5 * MINUTE, now),
  };
  authRoutes(app, ctx);
  passkeySignInRoutes(app, ctx);
  passwordRoutes(app, ctx);
});
