import type { AddressInfo } from 'node:net';

/**
 * Where to reach the server's own HTTP listener: its port on loopback when it listens on every
 * address, else the address it listens on. Null when it does not listen on TCP.
 */
export function listenTarget(address: AddressInfo | string | null): { host: string; port: number } | null {
  if (!address || typeof address === 'string') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return { host, port: address.port };
}
