/** The stats domain: what the other domains and the app may use of it. */
export { statsPlugin, type StatsDeps } from './plugin';
export { statsRoutes } from './routes';
export { startStatsSampler, type StatsSampler } from './sampler';
export { versionChecker } from './version-check';
