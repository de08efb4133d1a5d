/** The streams domain: what the other domains and the app may use of it. */
export { effectiveLevel, levelOn, streamFor, type Level } from './access';
export { permissionsRepo } from './permissions-repo';
export { permissionsRoutes, shareRoutes } from './permissions-routes';
export { probeRoutes } from './probe-routes';
export { parseTags, streamsRepo } from './repo';
export { streamsRoutes } from './routes';
export { livePlaylistUrl, lowResPlaylistUrl } from './to-stream';
