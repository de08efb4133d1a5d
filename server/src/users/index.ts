/** The users domain: what the other domains and the app may use of it. */
export { profileRoutes } from './profile-routes';
export { likeAnywhere, toUser, usersRepo, type UserRow } from './repo';
export { usersRoutes } from './routes';
export { sessionsRepo } from './sessions-repo';
export { sessionsRoutes } from './sessions-routes';
export { tokensRepo } from './tokens-repo';
export { tokensRoutes } from './tokens-routes';
