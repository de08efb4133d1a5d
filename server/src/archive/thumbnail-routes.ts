import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { ArchiveDeps } from './plugin';
import { AppError } from '../core/errors';
import type { RecordingControl } from '../media/supervisor';
import { NO_PICTURE } from '../media/thumbnail';
import { requireAuth } from '../core/http/auth';
import { streamFor } from '../streams';
import { mount } from '../core/http/mount';
import { ownerRouting } from '../cluster';

/** GET /v1/stream/:uid/thumbnail: the latest picture of a stream the caller may view, for the streams grid. */
export function thumbnailRoutes(app: FastifyInstance, ctx: ArchiveDeps, media: RecordingControl): void {
  const viaOwner = ownerRouting(ctx.cluster);
  mount(app, routes.getStreamThumbnail, async (request, reply) => {
    const { user } = requireAuth(request);
    const row = await streamFor(ctx.streams, user, request.params.uid, 'view');
    // The live window is on the stream's node.
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    // The live window is only read: a picture never holds or starts an on-demand stream (no lease).
    const jpeg = await media.thumbnails.of(row.uid, media.live(row.uid));
    if (!jpeg) throw new AppError('NotFound', NO_PICTURE);
    return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=5').send(jpeg);
  });
}
