/** The archive domain: what the other domains and the app may use of it. */
export { archivePlugin, type ArchiveDeps } from './plugin';
export { M3U8, archiveRoutes, defaultStreamAccess, timeWindow, type StreamAccess } from './routes';
export { recordedBetween } from './repo';
export { thumbnailRoutes } from './thumbnail-routes';
