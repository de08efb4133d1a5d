import type { TunnelFailureReason, TunnelStatus } from '../../contract/schemas/tunnel';
import { TUNNEL_BACKOFF, type Backoff } from './backoff';
import { STOPPED, nextModel, tunnelStatus, type TunnelEvent, type TunnelModel } from './tunnel-model';
import { publicUrl, type Relay } from './relay-config';
import {
  SESSION_OPTIONS,
  openSession,
  reasonOf,
  type ForwardTarget,
  type SessionOptions,
  type SshSession,
} from './ssh-session';

export interface TunnelDeps {
  relays: readonly Relay[];
  target: ForwardTarget;
  /** Whether the license still allows the tunnel; asked before every new attempt. */
  allowed: () => boolean;
  now: () => number;
  log: { info(message: string): void; warn(message: string): void };
  backoff?: Backoff;
  session?: SessionOptions;
  /** How often a wanted tunnel asks `allowed()` again (a license removed or expired closes it). */
  licenseCheckMs?: number;
}

export interface Tunnel {
  status(): TunnelStatus;
  /** Dials the relay of a configured location (the caller checked it); the same location again changes nothing. */
  start(location: string): Promise<TunnelStatus>;
  stop(): Promise<TunnelStatus>;
}

/**
 * The one tunnel of this server: one SSH session at a time, retried with back-off while it is
 * wanted. Every attempt belongs to a generation; a start or stop begins a new one, so late
 * answers of an abandoned attempt are closed and ignored.
 */
export function createTunnel(deps: TunnelDeps): Tunnel {
  const backoff = deps.backoff ?? TUNNEL_BACKOFF;
  const sessionOptions = deps.session ?? SESSION_OPTIONS;
  let model: TunnelModel = STOPPED;
  let generation = 0;
  let session: SshSession | null = null;
  let timer: NodeJS.Timeout | null = null;
  let licenseWatch: NodeJS.Timeout | null = null;

  const apply = (event: TunnelEvent) => {
    model = nextModel(model, event, backoff);
  };

  const fail = (gen: number, reason: TunnelFailureReason) => {
    const retry = reason !== 'licenseWithdrawn';
    apply({ type: 'failed', reason, now: deps.now(), retry });
    deps.log.warn(
      `Tunnel to ${model.location ?? '?'}: ${reason}${retry ? `, next attempt in ${(model.retryAt ?? 0) - deps.now()} ms` : ''}`,
    );
    if (model.retryAt === null) return;
    timer = setTimeout(() => void attempt(gen), Math.max(0, model.retryAt - deps.now()));
  };

  const attempt = async (gen: number) => {
    timer = null;
    const relay = deps.relays.find((r) => r.location === model.location);
    if (!relay) return;
    if (!deps.allowed()) return fail(gen, 'licenseWithdrawn');
    let opened: SshSession;
    try {
      opened = await openSession(relay, deps.target, sessionOptions);
    } catch (error) {
      if (gen === generation) fail(gen, reasonOf(error));
      return;
    }
    if (gen !== generation) return void opened.close();
    session = opened;
    apply({ type: 'connected', url: publicUrl(relay, opened.port), now: deps.now() });
    deps.log.info(`Tunnel to ${relay.location} running at ${model.url ?? ''}`);
    void opened.lost.then((reason) => {
      if (gen !== generation || session !== opened) return;
      session = null;
      fail(gen, reason);
    });
  };

  /** A license removed or expired while the tunnel is wanted: closed, failed, no further attempt. */
  const withdrawIfUnlicensed = async (gen: number) => {
    if (gen !== generation || deps.allowed() || model.failureReason === 'licenseWithdrawn') return;
    if (timer) clearTimeout(timer);
    timer = null;
    const closing = session;
    session = null;
    // Closed first: once the status says so, the relay's port is free.
    await closing?.close();
    if (gen === generation) fail(gen, 'licenseWithdrawn');
  };

  /** Ends what runs and begins a new generation, whose number it answers. */
  const halt = async (): Promise<number> => {
    const gen = ++generation;
    if (timer) clearTimeout(timer);
    if (licenseWatch) clearInterval(licenseWatch);
    timer = null;
    licenseWatch = null;
    const closing = session;
    session = null;
    apply({ type: 'stop' });
    await closing?.close();
    return gen;
  };

  return {
    status: () => tunnelStatus(model),
    async start(location) {
      if (model.state !== 'stopped' && model.location === location) return tunnelStatus(model);
      const gen = await halt();
      // A start or stop that came in meanwhile is the newer wish.
      if (gen !== generation) return tunnelStatus(model);
      apply({ type: 'start', location });
      void attempt(gen);
      licenseWatch = setInterval(() => void withdrawIfUnlicensed(gen), deps.licenseCheckMs ?? 10_000);
      licenseWatch.unref();
      return tunnelStatus(model);
    },
    async stop() {
      await halt();
      return tunnelStatus(model);
    },
  };
}
