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
import { authRoutes } from './auth';
import { passwordRoutes } from './auth';
import { probeRoutes } from './streams';
import { installAuth, requireAuth } from './core/http/auth';
import { installRefusalAudit } from './core/http/refusal-audit';
import { auditLogRoutes } from './audit';
import { startAuditRetention } from './audit';
import { streamFor } from './streams';
import { profileRoutes } from './users';
import { sessionsRoutes } from './users';
import { systemRoutes } from './system';
import { tokensRoutes } from './users';
import { searchRoutes } from './search';
import { usersRoutes } from './users';
import { bookmarksRoutes } from './bookmarks';
import { eventsRepo, eventsRoutes } from './events';
import { mosaicsRoutes } from './mosaics';
import { configurationRoutes } from './configuration';
import { licenseRoutes } from './license';
import { streamsRoutes } from './streams';
import { archiveRoutes, defaultStreamAccess } from './archive';
import { liveRoutes } from './live';
import type { RecordingControl } from './media/supervisor';
import { permissionsRoutes, shareRoutes } from './streams';
import { thumbnailRoutes } from './archive';
import { serverDebugRoutes } from './system';
import { createServerLog } from './system';
import { statsRoutes } from './stats';
import { startStatsSampler, type StatsSampler } from './stats';
import { versionChecker } from './stats';
import { clusterRoutes } from './cluster';
import { tunnelRoutes } from './tunnel';
import { createTunnel, type TunnelDeps } from './tunnel';
import { featureOn } from './license';
import { listenTarget } from './tunnel';

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
  installAuth(app, ctx);
  installRefusalAudit(app, ctx);
  startAuditRetention(app, ctx);
  const stats = startStatsSampler(app, ctx);
  await installOpenApi(app, config.version);

  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
  sessionsRoutes(app, ctx);
  tokensRoutes(app, ctx);
  searchRoutes(app, ctx);
  usersRoutes(app, ctx);
  probeRoutes(app, ctx, {
    // Probing a saved stream reads its source: only for those who manage it.
    lookup: async (uid, request) => (await streamFor(ctx.streams, requireAuth(request).user, uid, 'manage')).source,
  });
  streamsRoutes(app, ctx);
  mosaicsRoutes(app, ctx);
  bookmarksRoutes(app, ctx);
  eventsRoutes(app, ctx);
  configurationRoutes(app, ctx);
  licenseRoutes(app, ctx);
  serverDebugRoutes(app, ctx, serverLog);
  permissionsRoutes(app, ctx);
  shareRoutes(app, ctx);
  auditLogRoutes(app, ctx);
  statsRoutes(app, ctx, stats, versionChecker(ctx));
  const tunnel = createTunnel({
    ...tunnelOptions,
    relays: config.tunnelRelays,
    // Forwarded connections come to this server's own listener, once it listens.
    target: () => listenTarget(app.server.listening ? app.server.address() : null),
    allowed: () => featureOn(ctx.license.current(), 'tunnel', ctx.now()),
    now: ctx.now,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  });
  tunnelRoutes(app, ctx, tunnel);
  // The relay frees the port before the server goes.
  app.addHook('onClose', async () => void (await tunnel.stop()));
  if (media) {
    const access = defaultStreamAccess(ctx);
    liveRoutes(app, ctx, access, media);
    archiveRoutes(app, ctx, access, media);
    thumbnailRoutes(app, ctx, media);
    // Recorders stop before the database closes.
    app.addHook('onClose', () => media.close());
  }

  clusterRoutes(app, ctx);
  // This server joins the cluster once it listens (its address is then known), and leaves the
  // checks before the recorders and the database close.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    await ctx.cluster.start(`http://127.0.0.1:${port}`);
  });
  app.addHook('preClose', () => ctx.cluster.stop());

  // What is still gathered reaches the file; lines after that stay in the window only.
  app.addHook('onClose', () => serverLog.close());
  await installConsole(app, config.consoleDir);
  return { app, ctx, stats };
}
