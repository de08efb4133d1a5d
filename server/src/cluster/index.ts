/** The cluster domain: what the other domains and the app may use of it. */
export { ownerRouting } from './forward';
export { createNodeAgent, type NodeAgent } from './node-agent';
export { clusterPlugin, type ClusterDeps } from './plugin';
export { clusterRoutes } from './routes';
