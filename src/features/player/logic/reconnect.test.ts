import { describe, expect, it } from 'vitest';
import { afterFatal, reconnectDelay, RECONNECT_DELAYS_MS } from './reconnect';

describe('live reconnection', () => {
  it('backs off from half a second to at most two, so a returning server plays again within 5 s', () => {
    expect([1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([500, 1000, 2000, 2000, 2000]);
    expect(reconnectDelay(0)).toBe(500);
    expect(Math.max(...RECONNECT_DELAYS_MS)).toBeLessThanOrEqual(2000);
  });

  it('reconnects live and gives the archive up to the user', () => {
    expect(afterFatal(true)).toBe('reconnecting');
    expect(afterFatal(false)).toBe('failed');
  });
});
