import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { routes } from '../../contract/routes';
import type { StatsDeps } from './plugin';
import { toColumns } from './downsample';
import type { StatsSampler } from './sampler';
import { failing, streamFigures, topByBitrate } from './stream-figures';
import type { versionChecker } from './version-check';
import { mount } from '../core/http/mount';

/** The statistics page: the figures over a range, the streams to look at, and the version check. */
export function statsRoutes(
  app: FastifyInstance,
  ctx: StatsDeps,
  sampler: StatsSampler,
  checkVersion: ReturnType<typeof versionChecker>,
): void {
  // The page polls every 10 s: its own request lines would bury the log.
  const quiet = { logLevel: 'warn' as const };

  mount(
    app,
    routes.getAdminStats,
    async (request) => {
      const range = request.query.range ?? '1h';
      const [{ step, samples, now }, streams] = await Promise.all([sampler.history(range), streamFigures(ctx)]);
      return {
        time: new Date(ctx.now()).toISOString(),
        range,
        stepSeconds: step,
        now,
        series: toColumns(samples),
        cpuCores: os.cpus().length,
        uptimeSeconds: Math.floor(process.uptime()),
        topByBitrate: topByBitrate(streams),
        failing: failing(streams),
      };
    },
    quiet,
  );

  mount(app, routes.versionCheck, async () => checkVersion(), quiet);
}
