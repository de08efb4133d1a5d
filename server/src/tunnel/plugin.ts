import type { ServerConfig } from '../config';
import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import { featureOn, type LicenseStore } from '../license';
import { listenTarget } from './listen-target';
import { tunnelRoutes } from './routes';
import { createTunnel, type TunnelDeps } from './tunnel';

/** What the tunnel domain uses: the configured relays, the license (a licensed feature), the audit log. */
export interface TunnelDomainDeps extends AuditDeps {
  config: Pick<ServerConfig, 'tunnelRelays'>;
  license: Pick<LicenseStore, 'current'>;
  /** The back-off and keepalive (tests shorten them). */
  options?: Pick<TunnelDeps, 'backoff' | 'session' | 'licenseCheckMs'> | undefined;
}

/** The one tunnel of this server and its routes; the relay frees the port before the server goes. */
export const tunnelPlugin = domainPlugin<TunnelDomainDeps>('tunnel', async (app, deps) => {
  const tunnel = createTunnel({
    ...deps.options,
    relays: deps.config.tunnelRelays,
    // Forwarded connections come to this server's own listener, once it listens.
    target: () => listenTarget(app.server.listening ? app.server.address() : null),
    allowed: () => featureOn(deps.license.current(), 'tunnel', deps.now()),
    now: deps.now,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  });
  tunnelRoutes(app, deps, tunnel);
  app.addHook('onClose', async () => void (await tunnel.stop()));
});
