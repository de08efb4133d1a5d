/** The users domain: what the other domains and the app may use of it. */
export { usersPlugin, type UsersDeps } from './plugin';
export { storedFollowed } from './followed';
export { profileRoutes } from './profile-routes';
export { likeAnywhere, toUser, usersRepo, type UserRow, type UsersRepo } from './repo';
export { usersRoutes } from './routes';
export { sessionsRepo, type SessionsRepo } from './sessions-repo';
export { sessionsRoutes } from './sessions-routes';
export { tokensRepo, type TokensRepo } from './tokens-repo';
export { tokensRoutes } from './tokens-routes';
