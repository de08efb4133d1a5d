import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * One relay of VIGIL_TUNNEL_RELAYS: an SSH server the tunnel dials for its location and asks to
 * forward a port back (RFC 4254 tcpip-forward). The host key is pinned by its SHA256 fingerprint,
 * as `ssh-keygen -lf` prints it: a relay that shows another key is never used.
 */
export const RelayConfig = Type.Object(
  {
    location: Type.String({ pattern: '^[A-Z]{2}$' }),
    host: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:_-]+$' }),
    port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    user: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
    privateKeyFile: Type.String({ minLength: 1 }),
    hostKey: Type.String({ pattern: '^SHA256:[A-Za-z0-9+/]{43}$' }),
    /** 0: the relay picks a free port (its answer names it). */
    remotePort: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
    /** Where the relay listens for the public side: '' or 0.0.0.0 all addresses (GatewayPorts), 127.0.0.1 loopback. */
    bindAddress: Type.Optional(Type.String({ maxLength: 253 })),
    /** The public address; `{host}` and `{port}` become the relay's host and the forwarded port. */
    publicUrl: Type.Optional(Type.String({ pattern: '^https?://\\S+$' })),
  },
  { additionalProperties: false },
);
type RelayInput = Static<typeof RelayConfig>;
export type Relay = Required<RelayInput>;

/** The location a start without one goes to (docs/console.md#constants-and-limits). */
export const DEFAULT_TUNNEL_LOCATION = 'RU';

/**
 * The relays of VIGIL_TUNNEL_RELAYS (a JSON list), with defaults filled in: port 22, remotePort 0,
 * bindAddress '' and publicUrl `http://{host}:{port}/`. Unset or empty: no relay. Anything wrong
 * stops the start with the variable's name and the relay's position.
 */
export function parseRelays(raw: string | undefined): Relay[] {
  if (raw === undefined || raw.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new Error('VIGIL_TUNNEL_RELAYS must be a JSON list of relays');
  }
  if (!Array.isArray(list)) throw new Error('VIGIL_TUNNEL_RELAYS must be a JSON list of relays');
  const relays = list.map((item: unknown, i) => {
    if (!Value.Check(RelayConfig, item)) {
      const first = [...Value.Errors(RelayConfig, item)][0];
      throw new Error(`VIGIL_TUNNEL_RELAYS: relay ${i + 1}: ${first?.path || '/'} ${first?.message ?? 'is invalid'}`);
    }
    return withDefaults(item);
  });
  const seen = new Set<string>();
  for (const relay of relays) {
    if (seen.has(relay.location)) throw new Error(`VIGIL_TUNNEL_RELAYS: location ${relay.location} is listed twice`);
    seen.add(relay.location);
  }
  return relays;
}

function withDefaults(item: RelayInput): Relay {
  return {
    port: 22,
    remotePort: 0,
    bindAddress: '',
    publicUrl: 'http://{host}:{port}/',
    ...item,
  };
}

/** The location a start goes to: the one asked for, else RU when configured, else the first relay's. */
export function chosenLocation(relays: readonly Relay[], asked: string | undefined): string | null {
  if (asked !== undefined) return asked;
  if (relays.some((r) => r.location === DEFAULT_TUNNEL_LOCATION)) return DEFAULT_TUNNEL_LOCATION;
  return relays[0]?.location ?? null;
}

/** The public address of a forwarded port. */
export function publicUrl(relay: Relay, port: number): string {
  return relay.publicUrl.replaceAll('{host}', relay.host).replaceAll('{port}', String(port));
}
