import http from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';

/** Set on a request one node passes to another: the receiver answers it itself, never passing it on again. */
export const FORWARDED_BY = 'x-vigil-forwarded-by';

/** Headers of one connection, not of the request: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'host',
  'content-length',
]);

/**
 * The browser's cross-site marks: the node that received the request has checked them (its
 * security hook ran first), and the owner would see its own origin differ and refuse.
 */
const CHECKED_HERE = new Set(['origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user']);

/** Whether this request came from another node of the cluster. */
export function isForwarded(request: FastifyRequest): boolean {
  return request.headers[FORWARDED_BY] !== undefined;
}

/**
 * Answers the request with the answer of another node (`base`, its URL): the same method, path,
 * query, credentials and body; the answer's status, headers and body streamed back as they come.
 * The owner checks the caller's rights again against the shared database. A node that does not
 * answer is `Unavailable` (reason nodeUnavailable).
 */
export function forwardTo(
  request: FastifyRequest,
  reply: FastifyReply,
  base: string,
  from: string,
): Promise<FastifyReply> {
  const target = new URL(request.url, base);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && !CHECKED_HERE.has(name)) headers[name] = value;
  headers[FORWARDED_BY] = from;
  // The caller's address for the owner's audit log (it believes it from nodes in VIGIL_TRUST_PROXY).
  const peer = request.raw.socket.remoteAddress;
  if (peer) {
    const earlier = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${peer}` : peer;
  }
  // A text body that is not JSON (a WebRTC offer's SDP) goes on as it came.
  const type = request.headers['content-type'];
  const text = typeof request.body === 'string' && typeof type === 'string' && !/json/i.test(type);
  const body =
    request.body === undefined || request.method === 'GET' || request.method === 'HEAD'
      ? null
      : Buffer.from(text ? String(request.body) : JSON.stringify(request.body));
  if (body) {
    headers['content-type'] = text ? type : 'application/json';
    headers['content-length'] = body.length;
  }
  return new Promise((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const outgoing = client.request(target, { method: request.method, headers, timeout: 30_000 }, (answer) => {
      reply.code(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
      if (answer.headers['content-length']) reply.header('content-length', answer.headers['content-length']);
      resolve(reply.send(answer));
    });
    const unavailable = () =>
      reject(
        new AppError('Unavailable', 'The cluster node that holds this does not answer', { reason: 'nodeUnavailable' }),
      );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.once('error', unavailable);
    // The viewer left before the answer was through: the request to the owner goes too.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) outgoing.destroy();
    });
    outgoing.end(body ?? undefined);
  });
}

/** What the routes need of the cluster to reach a stream's node. */
export interface OwnerLookup {
  nodeId: string;
  urlOf(id: string): string | null;
}

/**
 * Routes a request about something another node holds (a stream's live video, logs and
 * settings; a recording on its disk) to that node. Answers null when this node should answer
 * itself: it holds it, the request was already passed on, or (`away: 'here'`) the holder is
 * silent and the database alone can answer. With `away: 'refuse'` a silent holder is `Unavailable`.
 */
export function ownerRouting(cluster: OwnerLookup) {
  return async function viaOwner(
    request: FastifyRequest,
    reply: FastifyReply,
    holder: string,
    away: 'here' | 'refuse',
  ): Promise<FastifyReply | null> {
    if (holder === cluster.nodeId || isForwarded(request)) return null;
    const url = cluster.urlOf(holder);
    if (url) return forwardTo(request, reply, url, cluster.nodeId);
    if (away === 'here') return null;
    throw new AppError('Unavailable', 'The cluster node that holds this does not answer', {
      reason: 'nodeUnavailable',
    });
  };
}
