/**
 * Counts attempts per key in a sliding window. `retryAfter(key)` says how many
 * seconds remain before the key may try again (0 when it may now).
 * In memory: a restart forgives, which is fine for a single-node server.
 *
 * An attempt is counted when it starts (`take`), not when its outcome is known:
 * a check that waits on something slow (scrypt) cannot be passed by many requests
 * sent at once, since each one holds its place in the window before it is checked.
 * An attempt that succeeds gives its place back (`Taken.succeeded`).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    const oldestThatCounts = list[list.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - this.now()) / 1000));
  }

  /** Counts one attempt (or failure) now; returns its time, which `forget` takes to give the place back. */
  fail(key: string): number {
    const list = this.recent(key);
    const at = this.now();
    list.push(at);
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.sweep();
    return at;
  }

  /** Removes one attempt counted at `at` (an attempt that turned out not to be a failure). */
  forget(key: string, at: number): void {
    const list = this.failures.get(key);
    const index = list?.indexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (!list.length) this.failures.delete(key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

/** An attempt that holds a place under every limit it was taken from. */
export interface Taken {
  /** The attempt succeeded: it gives its places back (it was no failure). */
  succeeded(): void;
}

/**
 * Takes one attempt under every (limiter, key) pair at once, or none: when any of them
 * is out of tries, answers the longest wait and counts nothing. Synchronous on purpose:
 * no other request can run between the check and the count.
 */
export function takeAttempt(
  limits: ReadonlyArray<readonly [FailureLimiter, string]>,
): { retryAfter: number } | { taken: Taken } {
  const retryAfter = Math.max(0, ...limits.map(([limiter, key]) => limiter.retryAfter(key)));
  if (retryAfter > 0) return { retryAfter };
  const held = limits.map(([limiter, key]) => [limiter, key, limiter.fail(key)] as const);
  return {
    taken: {
      succeeded: () => {
        for (const [limiter, key, at] of held) limiter.forget(key, at);
      },
    },
  };
}
