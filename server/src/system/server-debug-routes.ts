import { Readable } from 'node:stream';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { ServerLogLevel } from '../../contract/schemas/system';
import type { SystemDeps } from './plugin';
import { contentDisposition } from '../media/download';
import { runningChildren } from '../media/run-ffmpeg';
import { processSampler } from './process-stats';
import type { ServerLog } from './server-log';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/** The files one after another, each read as it comes (a file rotated away meanwhile is skipped). */
async function* concatenated(files: string[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    try {
      for await (const chunk of fs.createReadStream(file)) yield chunk as Buffer;
    } catch {
      /* rotated away while reading */
    }
  }
}

/** `vigil-server-20261122-100000.log`, in UTC. */
export function logFileName(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `vigil-server-${stamp}.log`;
}

/** The server-debug page: the server's own log, its level at run time, and the process's health. */
export function serverDebugRoutes(app: FastifyInstance, ctx: SystemDeps, log: ServerLog): void {
  const audit = requestAudit(ctx);
  const sample = processSampler();

  // The page polls these every second or few: their own request lines would bury the log they show.
  const quiet = { logLevel: 'warn' as const };
  mount(app, routes.getSystemLogs, async (request) => log.read(request.query), quiet);

  mount(app, routes.downloadSystemLogs, async (_request, reply) => {
    log.files.flush();
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', contentDisposition(logFileName(ctx.now())))
      .send(Readable.from(concatenated(log.files.files())));
  });

  mount(app, routes.getLogLevel, async () => ({ level: app.log.level as ServerLogLevel }));

  mount(app, routes.setLogLevel, async (request) => {
    const before = app.log.level;
    const { level } = request.body;
    app.log.info({ from: before, to: level }, 'log level changed');
    app.log.level = level;
    await audit(request, 'system.log-level', { target: level, details: { from: before } });
    return { level };
  });

  mount(
    app,
    routes.getSystemStats,
    async () => {
      const { loadAverage, ...figures } = sample();
      return {
        time: new Date(ctx.now()).toISOString(),
        uptimeSeconds: Math.floor(process.uptime()),
        version: ctx.config.version,
        process: figures,
        loadAverage,
        mediaProcesses: runningChildren(),
        leases: ctx.media.leases(),
      };
    },
    quiet,
  );
}
