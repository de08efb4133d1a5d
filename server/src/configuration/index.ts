/** The configuration domain: what the other domains and the app may use of it. */
export { configurationRoutes } from './routes';
export { uiSettings } from './settings';
export { configurationStore, type ConfigurationStore } from './store';
