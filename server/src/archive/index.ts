/** The archive domain: what the other domains and the app may use of it. */
export { archivePlugin, type ArchiveDeps } from './plugin';
export { M3U8, archiveRoutes, defaultStreamAccess, type StreamAccess } from './routes';
export { thumbnailRoutes } from './thumbnail-routes';
