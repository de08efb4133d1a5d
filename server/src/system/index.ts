/** The system domain: what the other domains and the app may use of it. */
export { systemPlugin, type SystemDeps } from './plugin';
export { processSampler } from './process-stats';
export { systemRoutes } from './routes';
export { serverDebugRoutes } from './server-debug-routes';
export { createServerLog } from './server-log';
