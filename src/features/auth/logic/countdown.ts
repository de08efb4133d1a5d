/** Whole seconds left until `until` (ms), never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The Retry-After delay in seconds, from a header value; a missing or broken one gives the fallback. */
export function retryAfterSeconds(header: string | undefined, fallback: number): number {
  if (header === undefined) return fallback;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : fallback;
}
