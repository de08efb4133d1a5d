/** The live domain: what the other domains and the app may use of it. */
export { liveRoutes } from './routes';
