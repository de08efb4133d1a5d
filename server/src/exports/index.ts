/** The case exports domain: what the other domains and the app may use of it. */
export { exportKeyRoutes } from './key-routes';
