/** The search domain: what the other domains and the app may use of it. */
export { searchRoutes } from './routes';
