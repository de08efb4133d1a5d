/** The single sign-on domain: what the other domains and the app may use of it. */
export { oidcPlugin, type OidcDeps } from './plugin';
