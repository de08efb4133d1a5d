import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '../../contract/endpoints';

/** A player asks for its playlist every few seconds; one not heard from for this long has gone. */
export const VIEWER_WINDOW_MS = 30_000;
const PLAYLISTS = new Set<EndpointName>(['getLivePlaylist', 'getLiveLowResPlaylist', 'getArchivePlaylist']);

/** Distinct players (a session, token or share link and its stream) that fetched a playlist lately. */
export function viewerTracker(now: () => number) {
  const seen = new Map<string, number>();
  return {
    saw(key: string): void {
      seen.set(key, now());
    },
    count(): number {
      const oldest = now() - VIEWER_WINDOW_MS;
      for (const [key, at] of seen) if (at < oldest) seen.delete(key);
      return seen.size;
    },
    /** Counts the playlists the app answers. */
    install(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        const endpoint = request.routeOptions.config?.endpoint as EndpointName | undefined;
        if (!endpoint || !PLAYLISTS.has(endpoint) || reply.statusCode !== 200) return;
        const uid = (request.params as { uid?: string }).uid ?? '';
        const who = request.auth?.sessionId ?? request.auth?.tokenId ?? `share@${request.ip}`;
        this.saw(`${uid}|${who}`);
      });
    },
  };
}
export type ViewerTracker = ReturnType<typeof viewerTracker>;
