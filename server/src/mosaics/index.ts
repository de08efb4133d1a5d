/** The mosaics domain: what the other domains and the app may use of it. */
export { mosaicsPlugin, type MosaicsDeps } from './plugin';
export { mosaicsRepo } from './repo';
export { mosaicsRoutes } from './routes';
