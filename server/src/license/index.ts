/** The license domain: what the other domains and the app may use of it. */
export {
  featureOn,
  isExpired,
  licenseWarnings,
  requireFeature,
  requireStreamRoom,
  requireUnexpired,
} from './license-state';
export { licenseStore, type LicenseStore } from './license-store';
export { type LicensePayload } from './license-text';
export { licensePlugin, type LicenseDeps } from './plugin';
export { licenseRoutes } from './routes';
