/** The bookmarks domain: what the other domains and the app may use of it. */
export { bookmarksRepo } from './repo';
export { bookmarksRoutes } from './routes';
