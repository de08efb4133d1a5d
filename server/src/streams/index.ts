/** The streams domain: what the other domains and the app may use of it. */
export { effectiveLevel, levelOn, streamFor, type Level } from './access';
export { permissionsRepo, type PermissionsRepo } from './permissions-repo';
export { permissionsRoutes, shareRoutes } from './permissions-routes';
export { streamsPlugin, type StreamsDeps } from './plugin';
export { probeRoutes } from './probe-routes';
export { parseTags, streamsRepo, type StreamsRepo } from './repo';
export { streamsRoutes } from './routes';
export { livePlaylistUrl, lowResPlaylistUrl } from './to-stream';
