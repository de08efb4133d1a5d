/** The bookmarks domain: what the other domains and the app may use of it. */
export { bookmarksPlugin, type BookmarksDeps } from './plugin';
export { bookmarksRepo } from './repo';
export { bookmarksRoutes } from './routes';
