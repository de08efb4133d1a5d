import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import { MAX_OFFER_BYTES, SDP_TYPE } from '../../contract/routes/live';
import { AppError } from '../core/errors';
import { mount } from '../core/http/mount';
import type { StreamRow } from '../media/media-control';
import type { RecordingControl } from '../media/supervisor';
import type { RtpFanout } from '../media/webrtc/rtp-fanout';
import { prepareOffer } from '../media/webrtc/sdp-offer';
import { answerOffer, prepareCertificate, type WhepPeer } from '../media/webrtc/whep-peer';
import { ownerRouting } from '../cluster';
import type { LiveDeps } from './plugin';

/*
 * Live over WebRTC (WHEP, RFC 9725): a player posts its offer, gets the answer and a session to
 * delete when it leaves. Sessions follow the same rules as the live playlist, checked again every
 * few seconds: the caller's session, token or share link must still work and the stream still be
 * viewable and running here (docs/live-and-archive.md#webrtc).
 */

/** How often every session's caller and stream are checked again (and its stream's lease held). */
export const WHEP_CHECK_MS = 5000;
/** A starting stream's offer waits at most this long for its first picture. */
const WHEP_START_WAIT_MS = 8000;

interface WhepSession {
  id: string;
  uid: string;
  /** The request that started it: its credentials are checked again. */
  request: FastifyRequest;
  feed: RtpFanout;
  peer: WhepPeer | null;
  /** Who watches, for the viewer count (as the playlists count them). */
  viewer: string;
}

type Viewable = (request: FastifyRequest, uid: string) => Promise<StreamRow>;

export function whepRoutes(app: FastifyInstance, deps: LiveDeps, media: RecordingControl, viewable: Viewable): void {
  const sessions = new Map<string, WhepSession>();
  const viaOwner = ownerRouting(deps.cluster);
  const webrtc = media.options.webrtc;
  const certificate = webrtc ? prepareCertificate().catch(() => undefined) : Promise.resolve();

  app.addContentTypeParser(SDP_TYPE, { parseAs: 'string', bodyLimit: MAX_OFFER_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const end = (session: WhepSession) => {
    if (sessions.get(session.id) !== session) return;
    sessions.delete(session.id);
    session.peer?.close();
  };

  /** Whether a session may go on: its caller still views the stream, and the stream still runs with the same feed. */
  const stillAllowed = async (session: WhepSession): Promise<boolean> => {
    if (media.webrtcFeed(session.uid) !== session.feed) return false;
    if (!(await deps.reauthorize(session.request))) return false;
    const check = await deps.access.canView(session.request, session.uid, 'live').catch(() => ({ error: 'NotFound' }));
    return !('error' in check);
  };

  const checkAll = async () => {
    for (const session of [...sessions.values()]) {
      if (await stillAllowed(session).catch(() => false)) {
        media.extendLease(session.uid);
        deps.viewers?.saw(session.viewer);
      } else end(session);
    }
  };
  let checking: Promise<void> | null = null;
  const timer = setInterval(() => {
    checking ??= checkAll().finally(() => (checking = null));
  }, WHEP_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checking;
    for (const session of [...sessions.values()]) end(session);
  });

  /** The stream's feed once it has a picture to start a viewer with, waiting while the stream starts. */
  const feedOf = async (uid: string, closed: () => boolean): Promise<RtpFanout | null> => {
    const until = Date.now() + WHEP_START_WAIT_MS;
    for (;;) {
      const feed = media.webrtcFeed(uid);
      if (feed?.hasGroup || feed?.reordered || Date.now() > until || closed()) return feed;
      if (!['pending', 'running'].includes(media.status(uid)?.status ?? '')) return feed;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  mount(app, routes.startWhep, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    if (!webrtc) throw new AppError('Unavailable', 'WebRTC is switched off on this server', { reason: 'webrtcOff' });
    if (!String(request.headers['content-type'] ?? '').startsWith(SDP_TYPE))
      throw new AppError('ValidationError', `The offer must be sent as ${SDP_TYPE}`, {
        field: 'body',
        reason: 'sdpMalformed',
      });
    const offer = prepareOffer(request.body);
    if (!offer.ok) throw new AppError('ValidationError', offer.message, { field: 'body', reason: offer.reason });
    media.extendLease(row.uid);
    const feed = await feedOf(row.uid, () => request.raw.destroyed);
    if (feed?.reordered)
      throw new AppError(
        'Unavailable',
        'The stream’s pictures come out of order (B-frames): WebRTC cannot carry them',
        {
          reason: 'webrtcUnsupportedCodec',
        },
      );
    if (!feed) throw new AppError('Unavailable', 'The stream is not running');
    await certificate;
    const session: WhepSession = {
      id: crypto.randomBytes(16).toString('hex'),
      uid: row.uid,
      request,
      feed,
      peer: null,
      viewer: `${row.uid}|${request.auth?.sessionId ?? request.auth?.tokenId ?? `share@${request.ip}`}`,
    };
    sessions.set(session.id, session);
    try {
      session.peer = await answerOffer(offer.sdp, feed, webrtc, () => end(session));
    } catch {
      sessions.delete(session.id);
      throw new AppError('ValidationError', 'The offer could not be answered', {
        field: 'body',
        reason: 'sdpMalformed',
      });
    }
    deps.viewers?.saw(session.viewer);
    return reply
      .code(201)
      .type(SDP_TYPE)
      .header('Location', `/v1/stream/${row.uid}/live/whep/${session.id}`)
      .header('Cache-Control', 'no-store')
      .send(session.peer.answer);
  });

  /** A session of the stream, named by its id (a secret of 128 random bits); one of another stream is NotFound. */
  const sessionOf = async (request: FastifyRequest<{ Params: { uid: string; session: string } }>) => {
    const row = await viewable(request, request.params.uid);
    const session = sessions.get(request.params.session);
    if (!session || session.uid !== row.uid) throw new AppError('NotFound');
    return session;
  };

  mount(app, routes.endWhep, async (request, reply) => {
    const row = await viewable(request, request.params.uid);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    end(await sessionOf(request));
    return reply.code(204).send();
  });

  mount(app, routes.patchWhep, async (request, reply) => {
    // As the DELETE: a session lives on the stream's node, whichever node is asked.
    const row = await viewable(request, request.params.uid);
    const forwarded = await viaOwner(request, reply, row.node_id, 'refuse');
    if (forwarded) return forwarded;
    await sessionOf(request);
    throw new AppError('MethodNotAllowed', 'Trickle ICE and ICE restarts are not supported: start a new session');
  });
}
