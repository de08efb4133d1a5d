import fs from 'node:fs/promises';
import net from 'node:net';
import { Client, type ClientChannel } from 'ssh2';
import { ForwardingRefused, RelayKeyUnreadable, failureReason } from './failure-reason';
import { hostKeyMatches } from './host-key';
import type { Relay } from './relay-config';
import type { TunnelFailureReason } from '../../contract/schemas/tunnel';

/** Where forwarded connections go: the server's own HTTP listener; null while it does not listen. */
export type ForwardTarget = () => { host: string; port: number } | null;

export interface SessionOptions {
  /** An SSH keepalive every this many ms; `keepaliveCountMax` unanswered ones end the connection. */
  keepaliveIntervalMs: number;
  keepaliveCountMax: number;
  /** The connection and handshake must be done within this. */
  readyTimeoutMs: number;
}

/** 5 s × 3: a relay that stops answering is noticed within about 20 s, a closed connection at once. */
export const SESSION_OPTIONS: SessionOptions = {
  keepaliveIntervalMs: 5_000,
  keepaliveCountMax: 3,
  readyTimeoutMs: 15_000,
};

export interface SshSession {
  /** The port the relay listens on for us. */
  port: number;
  /** Settles once, when the connection ends for any reason other than close(). */
  lost: Promise<TunnelFailureReason>;
  /** Cancels the forwarding (the relay frees the port) and ends the connection. */
  close(): Promise<void>;
}

/** Joins a forwarded channel to a new connection to the server itself; either side ending ends both. */
function forward(channel: ClientChannel, target: { host: string; port: number }): void {
  const socket = net.connect(target.port, target.host);
  const end = () => {
    socket.destroy();
    channel.destroy();
  };
  socket.on('error', end);
  channel.on('error', end);
  socket.on('close', end);
  channel.on('close', end);
  channel.pipe(socket).pipe(channel);
}

async function readKey(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    throw new RelayKeyUnreadable(String(error));
  }
}

/**
 * Dials the relay over SSH, checks its host key against the pinned fingerprint, and asks it to
 * listen on `remotePort` and hand every connection back (RFC 4254 tcpip-forward). Rejects with the
 * error; `failureReason` names it.
 */
export async function openSession(relay: Relay, target: ForwardTarget, options: SessionOptions): Promise<SshSession> {
  const privateKey = await readKey(relay.privateKeyFile);
  const client = new Client();
  let hostKeyRejected = false;
  let closing = false;

  // An error (an unanswered keepalive among them) is followed by 'close': that is where a running
  // tunnel sees it; while connecting, the attempt's own listener below also hears it.
  client.on('error', () => undefined);
  client.on('tcp connection', (_info, accept, reject) => {
    const to = target();
    if (!to || closing) return reject();
    forward(accept(), to);
  });

  const port = await new Promise<number>((resolve, reject) => {
    const fail = (error: unknown) => {
      client.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    client.once('error', fail);
    client.once('close', () => fail(new Error('The relay closed the connection')));
    client.once('ready', () => {
      client.forwardIn(relay.bindAddress, relay.remotePort, (error, bound) => {
        if (error) return fail(new ForwardingRefused(error.message));
        client.removeListener('error', fail);
        client.removeAllListeners('close');
        resolve(relay.remotePort || bound);
      });
    });
    client.connect({
      host: relay.host,
      port: relay.port,
      username: relay.user,
      privateKey,
      hostVerifier: (key: Buffer) => {
        hostKeyRejected = !hostKeyMatches(key, relay.hostKey);
        return !hostKeyRejected;
      },
      keepaliveInterval: options.keepaliveIntervalMs,
      keepaliveCountMax: options.keepaliveCountMax,
      readyTimeout: options.readyTimeoutMs,
    });
  }).catch((error: unknown) => {
    throw Object.assign(error as Error, { reason: failureReason(error, hostKeyRejected) });
  });

  let gone = false;
  const lost = new Promise<TunnelFailureReason>((resolve) => {
    client.once('close', () => {
      gone = true;
      if (!closing) resolve('connectionLost');
    });
  });

  return {
    port,
    lost,
    async close() {
      if (closing || gone) return;
      closing = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        try {
          client.unforwardIn(relay.bindAddress, port, () => {
            clearTimeout(timer);
            resolve();
          });
        } catch {
          clearTimeout(timer);
          resolve();
        }
      });
      if (gone) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          client.destroy();
          resolve();
        }, 2_000);
        client.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        client.end();
      });
    },
  };
}

/** The reason an `openSession` rejection carries. */
export function reasonOf(error: unknown): TunnelFailureReason {
  const carried = (error as { reason?: TunnelFailureReason } | null)?.reason;
  return carried ?? failureReason(error, false);
}
