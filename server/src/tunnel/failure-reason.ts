import type { TunnelFailureReason } from '../../contract/schemas/tunnel';

/** Thrown when the private key file of a relay cannot be read. */
export class RelayKeyUnreadable extends Error {}
/** Thrown when the relay refuses the remote forwarding. */
export class ForwardingRefused extends Error {}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET']);

/**
 * The one word the status shows for an attempt that failed. `hostKeyRejected` is what the host key
 * check said during that attempt (ssh2 reports a refused key as a plain handshake error).
 */
export function failureReason(error: unknown, hostKeyRejected: boolean): TunnelFailureReason {
  if (hostKeyRejected) return 'hostKeyMismatch';
  if (error instanceof RelayKeyUnreadable) return 'relayKeyUnreadable';
  if (error instanceof ForwardingRefused) return 'forwardingRefused';
  const { code, level, message } = (error ?? {}) as { code?: unknown; level?: unknown; message?: unknown };
  if (level === 'client-authentication') return 'authenticationFailed';
  if (typeof code === 'string' && UNREACHABLE.has(code)) return 'relayUnreachable';
  if (level === 'client-timeout' || code === 'ETIMEDOUT') return 'relayTimeout';
  if (typeof message === 'string' && /timed out/i.test(message)) return 'relayTimeout';
  return 'relayUnreachable';
}
