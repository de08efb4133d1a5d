import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createContext, type AppContext } from './context';
import type { Db } from './data/db';
import { installConsole } from './plugins/console';
import { answerFrameworkError, installErrorHandling } from './plugins/errors';
import { installOpenApi } from './plugins/openapi';
import { installSecurity } from './plugins/security';
import { installValidation } from './plugins/validation';
import { authRoutes } from './routes/auth';
import { passwordRoutes } from './routes/password';
import { probeRoutes } from './routes/probe';
import { installAuth, requireAuth } from './plugins/auth';
import { installRefusalAudit } from './plugins/refusal-audit';
import { auditLogRoutes } from './routes/audit-logs';
import { startAuditRetention } from './audit/retention';
import { streamFor } from './streams/access';
import { profileRoutes } from './routes/profile';
import { sessionsRoutes } from './routes/sessions';
import { systemRoutes } from './routes/system';
import { tokensRoutes } from './routes/tokens';
import { usersRoutes } from './routes/users';
import { mosaicsRoutes } from './routes/mosaics';
import { streamsRoutes } from './routes/streams';
import { archiveRoutes, defaultStreamAccess } from './routes/archive';
import type { RecordingControl } from './media/supervisor';
import { permissionsRoutes, shareRoutes } from './routes/permissions';
import { thumbnailRoutes } from './routes/thumbnail';

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** The recording side; without it streams are stored but nothing runs and the archive routes are absent (tests of other parts). */
  media?: RecordingControl;
  now?: () => number;
  logger?: boolean;
  /** Where the log goes (JSON lines) instead of standard output; turns the log on (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export interface VigilApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole server on an open database; `main.ts` and the tests both use it. */
export async function buildApp({ config, db, now, logger = false, logStream, media }: BuildOptions): Promise<VigilApp> {
  const ctx = await createContext(config, db, now);
  if (media) ctx.media = media;
  const app = Fastify({
    logger:
      logger || logStream
        ? {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-vigil-share"]'],
            ...(logStream ? { stream: logStream } : {}),
          }
        : false,
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  installValidation(app);
  installErrorHandling(app);
  await app.register(cookie);
  installSecurity(app, config.allowedOrigins);
  installAuth(app, ctx);
  installRefusalAudit(app, ctx);
  startAuditRetention(app, ctx);
  await installOpenApi(app, config.version);

  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
  sessionsRoutes(app, ctx);
  tokensRoutes(app, ctx);
  usersRoutes(app, ctx);
  probeRoutes(app, ctx, {
    // Probing a saved stream reads its source: only for those who manage it.
    lookup: async (uid, request) => (await streamFor(ctx.streams, requireAuth(request).user, uid, 'manage')).source,
  });
  streamsRoutes(app, ctx);
  mosaicsRoutes(app, ctx);
  permissionsRoutes(app, ctx);
  shareRoutes(app, ctx);
  auditLogRoutes(app, ctx);
  if (media) {
    archiveRoutes(app, ctx, defaultStreamAccess(ctx), media);
    thumbnailRoutes(app, ctx, media);
    // Recorders stop before the database closes.
    app.addHook('onClose', () => media.close());
  }

  await installConsole(app, config.consoleDir);
  return { app, ctx };
}
