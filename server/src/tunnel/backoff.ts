/** How long the tunnel waits before trying again: doubling from `minMs` after each failure in a row, up to `maxMs`. */
export interface Backoff {
  minMs: number;
  maxMs: number;
}

export const TUNNEL_BACKOFF: Backoff = { minMs: 1_000, maxMs: 60_000 };

/** The wait after the `failures`-th failure in a row (1 for the first). */
export function retryDelay(failures: number, { minMs, maxMs }: Backoff): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(maxMs, minMs * 2 ** exponent);
}
