import type { FastifyInstance } from 'fastify';
import { STATS_SAMPLE_SECONDS } from '../../contract/endpoints';
import type { StatsRange, StatsSample } from '../../contract/schemas/stats';
import type { StatsDeps } from './plugin';
import { figuresRepo, statsRepo } from './repo';
import { runningChildren } from '../media/run-ffmpeg';
import { diskSpace } from '../core/disk';
import { KEEP_MS, MINUTE_STEP_S, RANGES, RAW_STEP_S, bucketed, minutesToRollUp } from './downsample';
import { hostProbe, type HostFigures } from './host';
import { countByStatus, streamFigures } from './stream-figures';
import { viewerTracker } from './viewers';

/** A session counts as signed in while it was seen this recently. */
export const ACTIVE_SESSION_MS = 15 * 60_000;

export interface StatsSamplerOptions {
  /** The host's CPU, memory, load and network (tests may give fixed figures). */
  host?: () => Promise<HostFigures>;
}

/**
 * Takes the server's figures, keeps them in the database (every 10 s for an hour, minute
 * averages for a day) and answers a range of them. Time is the app's clock, so tests drive it.
 */
export function statsSampler(ctx: StatsDeps, options: StatsSamplerOptions = {}) {
  const repo = statsRepo(ctx.db, ctx.config.node.id);
  const host = options.host ?? hostProbe();
  const viewers = viewerTracker(ctx.now);

  const figures = figuresRepo(ctx.db);
  const sessions = () => figures.sessionsSeenSince(ctx.now() - ACTIVE_SESSION_MS);
  const archiveBytes = () => figures.archiveBytes();

  /** Averages the minutes complete since the last roll-up, and forgets what is past keeping. */
  async function rollUp(now: number): Promise<void> {
    const { from, to } = minutesToRollUp(now, await repo.latestTime(MINUTE_STEP_S));
    if (to > from) {
      for (const minute of bucketed(await repo.between(RAW_STEP_S, from, to), 60_000)) {
        await repo.put(MINUTE_STEP_S, minute);
      }
    }
    for (const step of [RAW_STEP_S, MINUTE_STEP_S]) await repo.prune(step, now - (KEEP_MS[step] ?? 0));
  }

  /** Keeps a sample taken at its time (10 s step), then rolls up and prunes. */
  async function record(sample: StatsSample): Promise<void> {
    await repo.put(RAW_STEP_S, sample);
    await rollUp(sample.time);
  }

  /** Takes the figures now and keeps them. */
  async function sample(): Promise<StatsSample> {
    const figures = await streamFigures(ctx);
    const streams = countByStatus(figures);
    const disk = await diskSpace(ctx.config.dataDir);
    const taken: StatsSample = {
      time: ctx.now(),
      ...(await host()),
      diskUsedBytes: disk.usedBytes,
      diskFreeBytes: disk.freeBytes,
      archiveBytes: await archiveBytes(),
      ffmpegProcesses: runningChildren(),
      streamsPending: streams.pending,
      streamsRunning: streams.running,
      streamsPaused: streams.paused,
      streamsFailed: streams.failed,
      streamsIdle: streams.idle,
      viewers: viewers.count(),
      leases: ctx.media.leases(),
      sessions: await sessions(),
      inputBitrate: figures.reduce((sum, s) => sum + (s.bitrate ?? 0), 0),
    };
    await record(taken);
    return taken;
  }

  /** The range's samples, oldest first, at its step; and the newest sample as taken. */
  async function history(
    range: StatsRange,
  ): Promise<{ step: number; samples: StatsSample[]; now: StatsSample | null }> {
    const { ms, storedStep, step } = RANGES[range];
    const now = ctx.now();
    const stored = await repo.between(storedStep, now - ms, now + 1);
    const samples = step === storedStep ? stored : bucketed(stored, step * 1000);
    return { step, samples, now: await repo.latest(RAW_STEP_S, now) };
  }

  return { sample, record, history, viewers };
}
export type StatsSampler = ReturnType<typeof statsSampler>;

/** Samples once the app is ready and every 10 s after; the timer ends with the app. Counts players too. */
export function startStatsSampler(app: FastifyInstance, ctx: StatsDeps, options?: StatsSamplerOptions): StatsSampler {
  const sampler = statsSampler(ctx, options);
  sampler.viewers.install(app);
  const take = () =>
    sampler.sample().catch((error: unknown) => app.log.error({ err: error }, 'statistics sample failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await take();
    timer = setInterval(() => void take(), STATS_SAMPLE_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return sampler;
}
