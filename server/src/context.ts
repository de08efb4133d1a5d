import type { ServerConfig } from './config';
import type { Db } from './core/db/db';
import { auditRepo } from './core/audit/repo';
import { sessionsRepo } from './users';
import { tokensRepo } from './users';
import { usersRepo } from './users';
import { createMailer, type Mailer } from './core/mail/mailer';
import { permissionsRepo } from './streams';
import { streamsRepo } from './streams';
import { idleMediaControl, type MediaControl } from './media/media-control';
import { loadServerSecret } from './core/security/server-secret';
import { settingsRepo } from './core/db/settings-repo';
import { configurationStore, type ConfigurationStore } from './configuration';
import { licenseStore, type LicenseStore } from './license';
import { featureOn } from './license';
import { createNodeAgent, type NodeAgent } from './cluster';
import { sharedSecret } from './core/security/shared-secret';
import { loadExportKey, sharedExportKey, type ExportKey } from './core/security/export-key';
import { isPostgres } from './core/db/dialect';
import type { AuditPolicy } from './audit';
import { passkeysRepo, twoFactorRepo, type PasskeysRepo, type TwoFactorRepo } from './two-factor';
import { signInLimits, type SignInLimits } from './auth';
import { directoryService, type DirectoryService } from './directory';

/**
 * The services the app shares between domains, built once per app; `app.ts` hands each domain's
 * plugin only the ones it declares. Domains never see this (docs/architecture.md#the-server).
 * Tests read it, and may swap the mailer or the audit policy: domains ask for those at each use.
 */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  users: ReturnType<typeof usersRepo>;
  sessions: ReturnType<typeof sessionsRepo>;
  tokens: ReturnType<typeof tokensRepo>;
  audit: ReturnType<typeof auditRepo>;
  /** Authenticator apps, recovery codes and the tickets of sign-ins waiting for their second step. */
  twoFactor: TwoFactorRepo;
  passkeys: PasskeysRepo;
  /** Wrong passwords and codes per account and per client address (the auth domain's; tests read them). */
  signInLimits: SignInLimits;
  /** SMTP when configured, else .eml files in `<dataDir>/outbox/`. */
  mailer: Mailer;
  /** True while no user exists: everything but settings, health and unlock answers 423. */
  state: { locked: boolean };
  /** Whether the server is still locked; on a shared database another node may have been unlocked since. */
  stillLocked(): Promise<boolean>;
  streams: ReturnType<typeof streamsRepo>;
  permissions: ReturnType<typeof permissionsRepo>;
  /** ffmpeg, live windows and recordings; a do-nothing control until the app wires the real one. */
  media: MediaControl;
  /** What an administrator set at run time, over the environment's first values. */
  configuration: ConfigurationStore;
  /** The installed license (none: community edition). */
  license: LicenseStore;
  /** This server as a node of the cluster: placement of streams, heartbeats, the other nodes. */
  cluster: NodeAgent;
  /** Signs share links (one for the whole cluster when the database is shared). */
  secret: Buffer;
  /** Signs case exports (one for the whole cluster when the database is shared); its private half never leaves the server. */
  exportKey: ExportKey;
  /** Whether the audit log records and may be read, and how many days its entries are kept. */
  auditPolicy: () => AuditPolicy;
  /** Directory users (LDAP / Active Directory): password sign-in, managed users, the synchronization. */
  directory: DirectoryService;
  now: () => number;
}

/** `warn`: where the license and the cluster agent say what went wrong (the server log). */
export async function createContext(
  config: ServerConfig,
  db: Db,
  now: () => number = Date.now,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<AppContext> {
  const users = usersRepo(db);
  const settings = settingsRepo(db);
  const configuration = await configurationStore(settings, config);
  const ctx: AppContext = {
    config,
    db,
    users,
    sessions: sessionsRepo(db),
    tokens: tokensRepo(db),
    // Asks the context's policy at each write, so a policy swapped in later is the one obeyed.
    audit: auditRepo(db, () => ctx.auditPolicy().enabled),
    twoFactor: twoFactorRepo(db),
    passkeys: passkeysRepo(db),
    signInLimits: signInLimits(now),
    mailer: createMailer(() => configuration.current(), config.dataDir, now),
    state: { locked: (await users.count()) === 0 },
    async stillLocked() {
      if (ctx.state.locked && isPostgres(db)) ctx.state.locked = (await users.count()) === 0;
      return ctx.state.locked;
    },
    streams: streamsRepo(db),
    permissions: permissionsRepo(db),
    media: idleMediaControl(),
    configuration,
    license: await licenseStore(settings, config, warn),
    cluster: createNodeAgent({
      db,
      node: config.node,
      version: config.version,
      now,
      licensed: () => featureOn(ctx.license.current(), 'cluster', now()),
      // The recorders this node runs; `ctx.media` is the real one once the app wires it.
      streams: {
        apply: (row) => ctx.media.apply(row),
        release: (uid) => ctx.media.release(uid),
        ready: () => ctx.media.ready,
      },
      log: warn,
      settingsChanged: async () => {
        await ctx.configuration.reload();
        await ctx.license.reload();
      },
    }),
    secret: isPostgres(db) ? await sharedSecret(settings, now()) : loadServerSecret(config.dataDir),
    exportKey: isPostgres(db) ? await sharedExportKey(settings, now()) : loadExportKey(config.dataDir),
    // The saved configuration decides, read at every write and every pruning.
    auditPolicy: () => ({
      enabled: configuration.current().auditLogsEnabled,
      retentionDays: configuration.current().auditLogsRetentionDays,
    }),
    directory: undefined as unknown as DirectoryService,
    now,
  };
  ctx.directory = directoryService({
    db,
    environment: config.directory,
    users,
    sessions: ctx.sessions,
    tokens: ctx.tokens,
    audit: ctx.audit,
    warn,
    now,
  });
  return ctx;
}
