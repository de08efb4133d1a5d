import { describe, expect, it } from 'vitest';
import { listenTarget } from './listen-target';

describe("the server's own listener as the tunnel's target", () => {
  it('is loopback when the server listens on every address', () => {
    expect(listenTarget({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(listenTarget({ address: '::', family: 'IPv6', port: 8080 })).toEqual({ host: '::1', port: 8080 });
  });
  it('is the address it listens on otherwise, and none when it does not listen on TCP', () => {
    expect(listenTarget({ address: '10.0.0.5', family: 'IPv4', port: 81 })).toEqual({ host: '10.0.0.5', port: 81 });
    expect(listenTarget(null)).toBeNull();
    expect(listenTarget('/run/vigil.sock')).toBeNull();
  });
});
