/** The case exports domain: what the other domains and the app may use of it. */
export { exportsPlugin, type ExportsDeps } from './plugin';
export { exportsRepo } from './repo';
