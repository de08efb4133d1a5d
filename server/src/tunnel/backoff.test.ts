import { describe, expect, it } from 'vitest';
import { TUNNEL_BACKOFF, retryDelay } from './backoff';

describe('the back-off between attempts', () => {
  it('doubles from 1 s after each failure in a row, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, TUNNEL_BACKOFF))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('stays finite after very many failures', () => {
    expect(retryDelay(10_000, TUNNEL_BACKOFF)).toBe(60_000);
    expect(retryDelay(0, { minMs: 200, maxMs: 1_000 })).toBe(200);
  });
});
