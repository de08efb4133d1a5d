/** The auth domain: what the other domains and the app may use of it. */
export { passwordResetRepo } from './password-reset-repo';
export { passwordRoutes } from './password-routes';
export { authPlugin, type AuthDeps } from './plugin';
export { authRoutes } from './routes';
