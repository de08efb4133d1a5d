/** The tunnel domain: what the other domains and the app may use of it. */
export { listenTarget } from './listen-target';
export { tunnelPlugin, type TunnelDomainDeps } from './plugin';
export { parseRelays, type Relay } from './relay-config';
export { tunnelRoutes } from './routes';
export { createTunnel, type TunnelDeps } from './tunnel';
