import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { TunnelDomainDeps } from './plugin';
import { AppError } from '../core/errors';
import { requireFeature } from '../license';
import { chosenLocation } from './relay-config';
import type { Tunnel } from './tunnel';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/**
 * The remote-access tunnel (docs/console.md#api-calls /v1/tunnel): start needs the tunnel feature of a valid
 * license (docs/console.md#roles-and-permissions); status and stop need none, so a tunnel can always be seen and closed.
 */
export function tunnelRoutes(app: FastifyInstance, ctx: TunnelDomainDeps, tunnel: Tunnel): void {
  const audit = requestAudit(ctx);

  mount(app, routes.getTunnelStatus, async () => tunnel.status());

  mount(app, routes.startTunnel, async (request) => {
    const location = chosenLocation(ctx.config.tunnelRelays, request.body.location);
    try {
      requireFeature(ctx.license.current(), 'tunnel', ctx.now());
      if (!location || !ctx.config.tunnelRelays.some((relay) => relay.location === location)) {
        throw new AppError('ValidationError', 'No relay is configured for this location', {
          field: 'location',
          reason: 'tunnelLocationUnknown',
        });
      }
    } catch (error) {
      const reason = error instanceof AppError ? (error.reason ?? error.code) : 'error';
      await audit(request, 'tunnel.start', { target: location, outcome: 'failure', details: { reason } });
      throw error;
    }
    const status = await tunnel.start(location);
    await audit(request, 'tunnel.start', { target: location });
    return status;
  });

  mount(app, routes.stopTunnel, async (request) => {
    const location = tunnel.status().location;
    const status = await tunnel.stop();
    await audit(request, 'tunnel.stop', { target: location });
    return status;
  });
}
