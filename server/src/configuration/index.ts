/** The configuration domain: what the other domains and the app may use of it. */
export { configurationPlugin, type ConfigurationDeps } from './plugin';
export { configurationRoutes } from './routes';
export { uiSettings } from './settings';
export { configurationStore, type ConfigurationStore, type EffectiveConfiguration } from './store';
