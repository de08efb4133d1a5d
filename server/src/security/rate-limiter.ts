/**
 * Counts failures per key in a sliding window. `retryAfter(key)` says how many
 * seconds remain before the key may try again (0 when it may now).
 * In memory: a restart forgives, which is fine for a single-node server.
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

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
