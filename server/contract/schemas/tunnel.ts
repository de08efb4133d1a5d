import { Type, type Static } from '@sinclair/typebox';
import { IsoTime } from './common';

export const TunnelState = Type.Union(
  [Type.Literal('stopped'), Type.Literal('starting'), Type.Literal('running'), Type.Literal('failed')],
  {
    description:
      'stopped: not asked for; starting: dialling the relay; running: forwarded; failed: the last attempt ' +
      'failed or the connection broke, and the server tries again with back-off until stopped.',
  },
);
export type TunnelState = Static<typeof TunnelState>;

/** Why the tunnel is down, in one word; the console shows its catalogue text. */
export const TUNNEL_FAILURE_REASONS = [
  'relayUnreachable',
  'relayTimeout',
  'hostKeyMismatch',
  'authenticationFailed',
  'forwardingRefused',
  'connectionLost',
  'relayKeyUnreadable',
  'licenseWithdrawn',
] as const;
export const TunnelFailureReason = Type.Union(
  TUNNEL_FAILURE_REASONS.map((reason) => Type.Literal(reason)),
  {
    description:
      'relayUnreachable: the relay refused or could not be found; relayTimeout: it did not answer in time; ' +
      'hostKeyMismatch: its host key is not the configured fingerprint (never accepted); authenticationFailed: ' +
      'it refused our key; forwardingRefused: it refused the remote forwarding (port taken, not allowed); ' +
      'connectionLost: a running tunnel broke (keepalive unanswered, connection closed); relayKeyUnreadable: ' +
      'the private key file cannot be read; licenseWithdrawn: the license no longer allows the tunnel (no retry).',
  },
);
export type TunnelFailureReason = Static<typeof TunnelFailureReason>;

export const TunnelStatus = Type.Object(
  {
    state: TunnelState,
    location: Type.Union([Type.String(), Type.Null()], { description: 'The location asked for; null when stopped.' }),
    url: Type.Union([Type.String(), Type.Null()], {
      description:
        "Public address while running (the relay's publicUrl with the forwarded port); the console is under ui/.",
    }),
    startedTime: Type.Union([IsoTime, Type.Null()], { description: 'When the current connection came up.' }),
    failureReason: Type.Union([TunnelFailureReason, Type.Null()]),
    retryTime: Type.Union([IsoTime, Type.Null()], { description: 'When failed: the next attempt.' }),
  },
  { additionalProperties: false },
);
export type TunnelStatus = Static<typeof TunnelStatus>;

export const StartTunnelBody = Type.Object(
  {
    location: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        description:
          'One of the boot data tunnelLocations. Omitted: RU when a relay is configured there (the default ' +
          'location), else the first configured one.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartTunnelBody = Static<typeof StartTunnelBody>;
