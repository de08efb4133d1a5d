import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { LiveDeps } from './plugin';
import { AppError } from '../core/errors';
import type { StreamRow } from '../media/media-control';
import { hasLowRes } from '../media/low-res';
import type { LiveEdge } from '../media/live-edge';
import { LIVE_EDGE_FILE, lowLatencyPlaylist, PART_HOLD_BACK_PARTS } from '../media/ll-playlist';
import { livePlaylist } from '../media/playlists';
import type { RecordingControl } from '../media/supervisor';
import { ownerRouting } from '../cluster';
import { M3U8, type StreamAccess } from '../archive';
import { mount } from '../core/http/mount';
import { whepRoutes } from './whep';

/*
 * Live video of a stream, all answered by the stream's node: its low-latency playlist and the
 * files of its live edge (in memory), and the playlist of its low-resolution rendition.
 */

/**
 * A live playlist asked while its stream starts (a live-on-demand stream the request has just
 * woken) is answered once the first segment is in, or after this long, empty: the player then
 * gets its first picture the moment there is one, instead of at its next retry seconds later.
 */
export const LIVE_START_WAIT_MS = 8000;
const LIVE_START_POLL_MS = 100;

/**
 * What `read` gives once it is `ready`, waiting (at most `LIVE_START_WAIT_MS`) while the stream is
 * in one of the `starting` states; what it gives then otherwise. The waiting request holds a
 * live-on-demand stream's lease (from its answer on, the lease's whole length): a stream slower to
 * start than the lease is not stopped under the player that woke it.
 */
async function whileStarting<T>(
  media: RecordingControl,
  uid: string,
  starting: readonly string[],
  read: () => T | Promise<T>,
  ready: (value: T) => boolean,
  closed: () => boolean,
): Promise<T> {
  const until = Date.now() + LIVE_START_WAIT_MS;
  media.extendLease(uid);
  let value = await read();
  while (!ready(value) && starting.includes(media.status(uid)?.status ?? '') && Date.now() < until && !closed()) {
    await new Promise((resolve) => setTimeout(resolve, LIVE_START_POLL_MS));
    media.extendLease(uid);
    value = await read();
  }
  return value;
}

/** The low-resolution rendition's playlist, waiting while the stream, or the rendition beside it, starts. */
const lowResWindow = (media: RecordingControl, uid: string, closed: () => boolean) =>
  whileStarting(
    media,
    uid,
    ['pending', 'running'],
    () => media.lowResPlaylist(uid),
    (p) => p !== null,
    closed,
  );

/** A player's blocking reload, and a preload hint's part, wait at most this many target durations. */
const BLOCKING_TARGETS = 3;

/** The low-latency playlist of a stream's live edge. */
function edgePlaylist(edge: LiveEdge, media: RecordingControl, parts: boolean): string {
  return lowLatencyPlaylist({
    parts,
    segments: edge.all,
    nextPart: edge.nextPart,
    segmentTargetSec: media.options.hlsTimeSec,
    partTargetMs: edge.partTargetMs,
    upcoming: edge.upcoming,
  });
}

/** Waits as a blocking reload asks (`_HLS_msn`, `_HLS_part`); a segment more than two past the newest is refused. */
async function blockingReload(
  edge: LiveEdge,
  media: RecordingControl,
  query: { _HLS_msn?: number; _HLS_part?: number },
  signal: AbortSignal,
): Promise<void> {
  const msn = query._HLS_msn;
  if (msn === undefined) {
    if (query._HLS_part !== undefined)
      throw new AppError('ValidationError', '_HLS_part needs _HLS_msn', { field: '_HLS_part' });
    return;
  }
  // The newest listed segment; with none (the stream restarting), the one before the next.
  const newest = edge.newestListed ?? edge.upcoming.msn - 1;
  if (msn > newest + 2)
    throw new AppError('ValidationError', '_HLS_msn is more than two segments past the newest', { field: '_HLS_msn' });
  const part = query._HLS_part ?? null;
  await edge.until(() => edge.has(msn, part), BLOCKING_TARGETS * media.options.hlsTimeSec * 1000, signal);
}

/** Aborts when the client goes away before the answer (the response's 'close'; a request's comes once it is read). */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (reply.raw.destroyed || reply.raw.writableEnded) controller.abort();
  else reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

/** Whether the edge lists anything yet (a complete part at least). */
const edgeStarted = (edge: LiveEdge | null) => edge?.all.some((s) => s.parts.some((p) => p.bytes)) ?? false;

/**
 * Whether a starting stream's edge can start a player: a whole segment (hls.js starts from a
 * segment, never from the parts of an open one: given none, it waits for its next reload, a
 * target duration later), and what a player keeps behind the newest part (the hold-back): a
 * player given less starts at once, stalls, and then keeps a longer latency for the rest of its
 * life (hls.js adds to its target after every stall).
 */
function edgeReady(edge: LiveEdge): boolean {
  const heldMs = edge.all.reduce(
    (sum, s) => sum + (s.bytes ? s.durationMs : s.parts.reduce((part, p) => part + (p.bytes ? p.durationMs : 0), 0)),
    0,
  );
  return edge.all.some((s) => s.bytes) && heldMs >= PART_HOLD_BACK_PARTS * edge.partTargetMs - 1;
}

export function liveRoutes(app: FastifyInstance, ctx: LiveDeps, access: StreamAccess, media: RecordingControl): void {
  const viewable = async (request: FastifyRequest, uid: string): Promise<StreamRow> => {
    const check = await access.canView(request, uid, 'live');
    if ('error' in check) throw new AppError(check.error);
    return check.row;
  };
  const viaOwner = ownerRouting(ctx.cluster);

  mount(app, routes.getLivePlaylist, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const edge = media.edge(row.uid);
    // What will be served is ready: the edge (once it holds the hold-back), or the recorder's own
    // segments when the edge has no picture or cannot be read. The recorder's first segment makes
    // the stream running, possibly before the edge's pipe has been read that far (a busy machine):
    // a starting stream's answer waits past it for the edge.
    const recorded = () => media.live(row.uid).length > 0;
    const ready = () => (edge && !edge.broken ? edgeReady(edge) || (!edgeStarted(edge) && recorded()) : recorded());
    await whileStarting(
      media,
      row.uid,
      ['pending', 'running'],
      ready,
      (yes) => yes,
      () => request.raw.destroyed,
    );
    // The edge once it has pictures, or while nothing has; the recorder's own segments if only they have.
    if (edge && !edge.broken && (edgeStarted(edge) || media.live(row.uid).length === 0)) {
      await blockingReload(edge, media, request.query, closedSignal(reply));
      return reply.type(M3U8).send(edgePlaylist(edge, media, request.query.parts !== false));
    }
    return reply.type(M3U8).send(livePlaylist(media.live(row.uid), media.options.hlsTimeSec));
  });

  mount(app, routes.getLiveEdgeFile, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const edge = media.edge(row.uid);
    const name = LIVE_EDGE_FILE.exec(request.params.file);
    if (!edge || !name) throw new AppError('NotFound');
    const [, init, partMsn, partIndex, segment] = name;
    let bytes: Buffer | null;
    if (init !== undefined) bytes = edge.init(Number(init));
    else if (segment !== undefined) bytes = edge.segment(Number(segment));
    else {
      const msn = Number(partMsn);
      const index = Number(partIndex);
      // The preload hint's part is asked before it exists: answered once it is complete.
      const hinted = edge.nextPart;
      if (hinted?.msn === msn && hinted.index === index) {
        const done = () => edge.part(msn, index) !== null || edge.nextPart?.msn !== msn;
        await edge.until(done, BLOCKING_TARGETS * media.options.hlsTimeSec * 1000, closedSignal(reply));
      }
      bytes = edge.part(msn, index);
    }
    if (!bytes) throw new AppError('NotFound');
    return reply
      .type(init !== undefined ? 'video/mp4' : 'video/iso.segment')
      .header('Cache-Control', 'no-cache')
      .send(bytes);
  });

  mount(app, routes.getLiveLowResPlaylist, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    if (!hasLowRes(row)) throw new AppError('NotFound', 'The stream has no low-resolution rendition');
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    const playlist = await lowResWindow(media, row.uid, () => request.raw.destroyed);
    // Nothing yet (the stream is not running): an empty live playlist, which players reload.
    return reply.type(M3U8).send(playlist ?? livePlaylist([], media.options.hlsTimeSec));
  });

  whepRoutes(app, ctx, media, viewable);
}
