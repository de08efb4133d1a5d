import type { FastifyInstance } from 'fastify';

/** How long a stop waits for open requests before it cuts them. */
export const CLOSE_GRACE_MS = 3000;

/**
 * Closes the app: hooks run, new requests get 503, and the requests still open are given
 * `graceMs` to finish. Then their connections are cut: a browser that left a page while its
 * assets were coming may keep the sockets for the keep-alive time (72 s), and a half-sent request
 * holds its socket until the headers' time-out; a stop takes seconds, not minutes.
 */
export async function closeApp(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
