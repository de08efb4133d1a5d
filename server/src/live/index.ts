/** The live domain: what the other domains and the app may use of it. */
export { livePlugin, type LiveDeps } from './plugin';
export { liveRoutes } from './routes';
