import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import { PROBE_SERVER_TIMEOUT_MS } from '../../contract/endpoints';
import type { ProbeQuery } from '../../contract/schemas/stream';
import type { StreamsDeps } from './plugin';
import { AppError } from '../core/errors';
import { resolveFfmpeg, type FfmpegInfo } from '../media/ffmpeg-path';
import { previewSource, probeSource } from '../media/probe';
import { redactSource, validateSource, type ValidSource } from '../media/sources';
import { mount } from '../core/http/mount';

/**
 * The source of an existing stream, for probe and preview with `stream_id`:
 * null when there is no such stream (404); throws AppError Forbidden when the
 * caller may not manage it. The streams layer provides it.
 */
export type StreamSourceLookup = (uid: string, request: FastifyRequest) => Promise<string | null>;

export interface ProbeRouteOptions {
  /** null until the streams layer is wired: every stream_id is then NotFound. */
  lookup: StreamSourceLookup | null;
  timeoutMs?: number;
  /** Probes and previews running at once; more are answered 429. */
  maxConcurrent?: number;
}

/** GET /v1/stream/probe and /v1/stream/preview: ffmpeg reads a source briefly (docs/security.md, INPUT-1, INPUT-2). */
export function probeRoutes(app: FastifyInstance, ctx: StreamsDeps, options: ProbeRouteOptions): void {
  const { lookup, timeoutMs = PROBE_SERVER_TIMEOUT_MS, maxConcurrent = 4 } = options;
  const ffmpeg = () => resolveFfmpeg({ VIGIL_FFMPEG: ctx.config.ffmpeg ?? undefined });
  const inFlight = new Set<AbortController>();

  // Finding ffmpeg at start turns a wrong VIGIL_FFMPEG into a startup error, not a failed probe later.
  app.addHook('onReady', async () => {
    await ffmpeg();
  });
  app.addHook('onClose', async () => {
    for (const controller of inFlight) controller.abort();
  });

  async function sourceOf(query: ProbeQuery, request: FastifyRequest): Promise<{ source: ValidSource; url: string }> {
    if (query.url !== undefined) {
      const checked = validateSource(query.url, ctx.config.mediaDir);
      if (!checked.ok) throw new AppError('ValidationError', checked.message, { field: 'url', reason: checked.reason });
      return { source: checked, url: query.url };
    }
    const uid = query.stream_id;
    const url = uid !== undefined && lookup ? await lookup(uid, request) : null;
    if (url === null) throw new AppError('NotFound', 'Stream not found');
    const checked = validateSource(url, ctx.config.mediaDir);
    if (!checked.ok)
      throw new AppError('ProbeError', `The stream's source is not allowed: ${checked.message}`, {
        reason: checked.reason,
      });
    return { source: checked, url };
  }

  /** Runs one probe or preview, bounded in number, aborted when the client leaves or the server closes. */
  async function withProbe<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (info: FfmpegInfo, source: ValidSource, url: string, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const { source, url } = await sourceOf(request.query as ProbeQuery, request);
    if (inFlight.size >= maxConcurrent)
      throw new AppError('TooManyRequests', 'Too many probes are running, try again shortly', { retryAfter: 5 });
    const controller = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    inFlight.add(controller);
    reply.raw.once('close', onClose);
    try {
      return await work(await ffmpeg(), source, url, controller.signal);
    } catch (error) {
      if (error instanceof AppError && error.code === 'ProbeError')
        request.log.info({ source: redactSource(url), reason: error.message }, 'probe failed');
      throw error;
    } finally {
      inFlight.delete(controller);
      reply.raw.off('close', onClose);
    }
  }

  mount(app, routes.probeStream, async (request, reply) =>
    withProbe(request, reply, (info, source, url, signal) =>
      probeSource(info, source, { timeoutMs, url, signal, demo: ctx.media.demoPicture }),
    ),
  );

  mount(app, routes.previewStream, async (request, reply) => {
    const jpeg = await withProbe(request, reply, (info, source, url, signal) =>
      previewSource(info, source, { timeoutMs, url, signal, demo: ctx.media.demoPicture }),
    );
    return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(jpeg);
  });
}
