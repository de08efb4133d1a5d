/** The auth domain: what the other domains and the app may use of it. */
export { passwordResetRepo } from './password-reset-repo';
export { passwordRoutes } from './password-routes';
export { authPlugin, signInLimits, type AuthDeps, type SignInLimits } from './plugin';
export { authRoutes } from './routes';
