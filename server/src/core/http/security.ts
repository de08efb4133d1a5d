import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // antd writes its styles at run time (CSS-in-JS); scripts stay strictly 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A state-changing request made by a browser on behalf of another site is
 * refused, whatever cookie it carries. Clients that send no Origin and no
 * Sec-Fetch-Site (curl, scripts with a token) are not browsers and pass.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== ownOrigin(request) && !allowedOrigins.includes(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export function installSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (isCrossSite(request, allowedOrigins)) {
      throw new AppError('Forbidden', 'Cross-site request refused');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** The headers every response carries; also set on the answers fastify makes before any hook runs. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CSP);
  // A route may allow a short private cache of its own (thumbnails); everything else under /v1 is no-store.
  if (request.url.startsWith('/v1/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
}
