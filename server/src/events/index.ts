/** The events domain: what the other domains and the app may use of it. */
export { eventsRoutes } from './routes';
