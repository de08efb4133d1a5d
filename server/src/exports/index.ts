/** The case exports domain: what the other domains and the app may use of it. */
export { exportKeyRoutes } from './key-routes';
export { exportsRepo } from './repo';
export { exportsRoutes } from './routes';
export { createExportRunner, type ExportRunner } from './runner';
export { exportVerifyRoutes } from './verify-routes';
