/** The audit domain: what the other domains and the app may use of it. */
export { auditPlugin, type AuditLogDeps, type AuditPolicy } from './plugin';
export { startAuditRetention } from './retention';
export { auditLogRoutes } from './routes';
