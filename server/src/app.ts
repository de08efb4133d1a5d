import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createContext, type AppContext } from './context';
import type { Db } from './core/db/db';
import { installConsole } from './core/http/console';
import { answerFrameworkError, installErrorHandling } from './core/http/errors';
import { installOpenApi } from './core/http/openapi';
import { installSecurity } from './core/http/security';
import { installValidation } from './core/http/validation';
import { installAuth, reauthorize } from './core/http/auth';
import { domain, type DomainRegistration } from './core/http/domain';
import type { Mailer } from './core/mail/mailer';
import { installRefusalAudit } from './core/http/refusal-audit';
import type { RecordingControl } from './media/supervisor';
import { archivePlugin, defaultStreamAccess } from './archive';
import { auditPlugin } from './audit';
import { authPlugin } from './auth';
import { bookmarksPlugin } from './bookmarks';
import { clusterPlugin } from './cluster';
import { configurationPlugin } from './configuration';
import { licensePlugin } from './license';
import { livePlugin } from './live';
import { mosaicsPlugin } from './mosaics';
import { oidcPlugin } from './oidc';
import { searchPlugin } from './search';
import { startStatsSampler, statsPlugin, type StatsDeps, type StatsSampler } from './stats';
import { streamsPlugin } from './streams';
import { createServerLog, systemPlugin } from './system';
import { tunnelPlugin, type TunnelDeps } from './tunnel';
import { eventsPlugin, eventsRepo } from './events';
import { exportsPlugin } from './exports';
import { directoryPlugin } from './directory';
import { twoFactorPlugin } from './two-factor';
import { usersPlugin } from './users';

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** The recording side; without it streams are stored but nothing runs and the archive routes are absent (tests of other parts). */
  media?: RecordingControl;
  now?: () => number;
  /** Also print the log (JSON lines) on standard output. The server keeps its own window and files either way. */
  logger?: boolean;
  /** Where the log is also written (JSON lines) instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** The tunnel's back-off and keepalive (tests shorten them). */
  tunnel?: Pick<TunnelDeps, 'backoff' | 'session' | 'licenseCheckMs'>;
}

export interface VigilApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The statistics history (tests take samples by hand on their own clock). */
  stats: StatsSampler;
}

/** Builds the whole server on an open database; `main.ts` and the tests both use it. */
export async function buildApp({
  config,
  db,
  now,
  logger = false,
  logStream,
  media,
  tunnel: tunnelOptions,
}: BuildOptions): Promise<VigilApp> {
  const serverLog = createServerLog({
    dir: path.join(config.dataDir, 'logs'),
    fileBytes: config.logFileBytes,
    fileCount: config.logFiles,
    echo: logStream ?? (logger ? process.stdout : null),
  });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-vigil-share"]'],
      stream: serverLog.destination,
    },
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  // The license's and the cluster agent's warnings go to the server log (and its debug page).
  const ctx = await createContext(config, db, now, (message) => app.log.warn(message));
  if (media) {
    ctx.media = media;
    // Retention follows the configuration an administrator saves, from its next run.
    media.options.archiveDepthHours = () => ctx.configuration.current().archiveMaxDepthHours;
    // Motion detection writes its grid and events through the events domain (docs/motion.md).
    media.options.motionStore = eventsRepo(db);
  }
  installValidation(app);
  installErrorHandling(app);
  await app.register(cookie);
  installSecurity(app, config.allowedOrigins);
  installAuth(app, ctx, config.stepUpMinutes * 60_000);
  installRefusalAudit(app, ctx);
  const statsDeps: StatsDeps = {
    config,
    db,
    media: ctx.media,
    configuration: ctx.configuration,
    now: ctx.now,
  };
  const stats = startStatsSampler(app, statsDeps);
  await installOpenApi(app, config.version);

  for (const entry of domains(ctx, { serverLog, stats, statsDeps, tunnel: tunnelOptions, media })) {
    await entry.register(app);
  }
  // Recorders stop before the database closes.
  if (media) app.addHook('onClose', () => media.close());

  // What is still gathered reaches the file; lines after that stay in the window only.
  app.addHook('onClose', () => serverLog.close());
  await installConsole(app, config.consoleDir);
  return { app, ctx, stats };
}

/**
 * Every domain of the server with the dependencies it declares, in the order they are registered
 * (docs/architecture.md#the-server). Each gets only what its interface names, taken from the
 * shared services; the mailer and the audit policy are read at each use, so a test may swap them.
 */
function domains(
  ctx: AppContext,
  extra: {
    serverLog: ReturnType<typeof createServerLog>;
    stats: StatsSampler;
    statsDeps: StatsDeps;
    tunnel: BuildOptions['tunnel'];
    media: RecordingControl | undefined;
  },
): DomainRegistration[] {
  const { config, db, now } = ctx;
  const audit = ctx.audit;
  const mailer: Mailer = { sendMail: (message) => ctx.mailer.sendMail(message) };
  const list: DomainRegistration[] = [
    domain(systemPlugin, {
      config,
      db,
      configuration: ctx.configuration,
      license: ctx.license,
      cluster: ctx.cluster,
      users: ctx.users,
      sessions: ctx.sessions,
      media: ctx.media,
      state: ctx.state,
      stillLocked: ctx.stillLocked,
      log: extra.serverLog,
      audit,
      now,
    }),
    domain(authPlugin, {
      db,
      users: ctx.users,
      sessions: ctx.sessions,
      configuration: ctx.configuration,
      mailer,
      twoFactor: ctx.twoFactor,
      passkeys: ctx.passkeys,
      publicOrigin: config.publicOrigin,
      secret: ctx.secret,
      signInLimits: ctx.signInLimits,
      directory: ctx.directory,
      audit,
      now,
    }),
    domain(twoFactorPlugin, {
      twoFactor: ctx.twoFactor,
      passkeys: ctx.passkeys,
      publicOrigin: config.publicOrigin,
      users: ctx.users,
      configuration: ctx.configuration,
      secret: ctx.secret,
      audit,
      now,
    }),
    domain(directoryPlugin, { directory: ctx.directory, environment: config.directory, audit, now }),
    domain(oidcPlugin, {
      db,
      users: ctx.users,
      sessions: ctx.sessions,
      configuration: ctx.configuration,
      secret: ctx.secret,
      audit,
      now,
    }),
    domain(usersPlugin, {
      users: ctx.users,
      sessions: ctx.sessions,
      tokens: ctx.tokens,
      permissions: ctx.permissions,
      streams: ctx.streams,
      configuration: ctx.configuration,
      audit,
      now,
    }),
    domain(searchPlugin, { db, streams: ctx.streams, users: ctx.users }),
    domain(streamsPlugin, {
      config,
      streams: ctx.streams,
      permissions: ctx.permissions,
      users: ctx.users,
      media: ctx.media,
      cluster: ctx.cluster,
      license: ctx.license,
      secret: ctx.secret,
      audit,
      now,
    }),
    domain(mosaicsPlugin, {
      db,
      streams: ctx.streams,
      permissions: ctx.permissions,
      media: ctx.media,
      audit,
      now,
    }),
    domain(eventsPlugin, { db, now }),
    domain(bookmarksPlugin, { db, streams: ctx.streams, configuration: ctx.configuration, audit, now }),
    domain(configurationPlugin, { config, configuration: ctx.configuration, mailer, audit, now }),
    domain(licensePlugin, { license: ctx.license, streams: ctx.streams, audit, now }),
    domain(auditPlugin, { audit, auditPolicy: () => ctx.auditPolicy(), now }),
    domain(statsPlugin, { ...extra.statsDeps, sampler: extra.stats }),
    domain(tunnelPlugin, { config, license: ctx.license, options: extra.tunnel, audit, now }),
  ];
  const { media } = extra;
  if (media) {
    const access = defaultStreamAccess({ streams: ctx.streams });
    list.push(
      domain(livePlugin, {
        access,
        media,
        cluster: ctx.cluster,
        reauthorize: (request) => reauthorize(ctx, request),
        viewers: extra.stats.viewers,
      }),
      domain(archivePlugin, {
        config,
        db,
        streams: ctx.streams,
        access,
        media,
        cluster: ctx.cluster,
        configuration: ctx.configuration,
        license: ctx.license,
        audit,
        now,
      }),
    );
  }
  list.push(
    domain(exportsPlugin, {
      config,
      db,
      exportKey: ctx.exportKey,
      secret: ctx.secret,
      cluster: ctx.cluster,
      license: ctx.license,
      recording: media ? { media, access: defaultStreamAccess({ streams: ctx.streams }) } : undefined,
      audit,
      now,
    }),
  );
  list.push(domain(clusterPlugin, { cluster: ctx.cluster, license: ctx.license, port: config.port, audit, now }));
  return list;
}
