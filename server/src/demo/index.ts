/** The demo domain: what the other domains and the app may use of it. */
export { startDemo } from './seed';
