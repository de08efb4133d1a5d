/** The search domain: what the other domains and the app may use of it. */
export { searchPlugin, type SearchDeps } from './plugin';
export { matchSql, type MatchTier } from './repo';
export { searchRoutes } from './routes';
