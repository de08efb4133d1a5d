import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, secondsLeft } from './countdown';

describe('countdown', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('reads Retry-After in seconds, with a fallback for junk', () => {
    expect(retryAfterSeconds('60', 30)).toBe(60);
    expect(retryAfterSeconds('1.2', 30)).toBe(2);
    expect(retryAfterSeconds('soon', 30)).toBe(30);
    expect(retryAfterSeconds(undefined, 30)).toBe(30);
  });
});
