/** The system domain: what the other domains and the app may use of it. */
export { processSampler } from './process-stats';
export { systemRoutes } from './routes';
export { serverDebugRoutes } from './server-debug-routes';
export { createServerLog } from './server-log';
