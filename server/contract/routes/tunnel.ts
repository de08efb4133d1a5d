import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { StartTunnelBody, TunnelStatus } from '../schemas/tunnel';

const TUNNEL =
  'Needs an enterprise license that has not expired and lists the tunnel feature: EnterpriseOnly, LicenseExpired ' +
  'or FeatureNotInLicense (403) otherwise. ValidationError (reason tunnelLocationUnknown) for a location without ' +
  'a configured relay. Recorded in the audit log.';

/** The tunnel that makes this server reachable from outside. */
export const tunnelRoutes = {
  startTunnel: route('startTunnel', {
    summary: 'Start the tunnel that makes this server reachable from outside; answers its status',
    description:
      `${TUNNEL} Answers at once with state starting; the status then follows the connection. Starting the ` +
      'location already asked for changes nothing; another location moves the tunnel there.',
    tags: ['tunnel'],
    access: 'admin',
    body: StartTunnelBody,
    response: { 200: TunnelStatus, ...errorResponses },
  }),
  stopTunnel: route('stopTunnel', {
    summary: 'Stop the tunnel and free its port on the relay; answers its status',
    description: 'Needs no license, so a tunnel can always be closed. Recorded in the audit log.',
    tags: ['tunnel'],
    access: 'admin',
    response: { 200: TunnelStatus, ...errorResponses },
  }),
  getTunnelStatus: route('getTunnelStatus', {
    summary: 'State, location, public URL, start time and failure reason of the tunnel',
    description: 'Needs no license: the page shows the state whatever the license says.',
    tags: ['tunnel'],
    access: 'admin',
    response: { 200: TunnelStatus, ...errorResponses },
  }),
};
