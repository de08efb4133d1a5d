/** The search domain: what the other domains and the app may use of it. */
export { searchPlugin, type SearchDeps } from './plugin';
export { searchRoutes } from './routes';
