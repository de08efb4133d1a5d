import { describe, expect, it } from 'vitest';
import { trackTimers } from './pending-timers';

function scopeWithRealTimers(): typeof globalThis {
  const { setTimeout, clearTimeout, setInterval, clearInterval } = globalThis;
  return { setTimeout, clearTimeout, setInterval, clearInterval } as typeof globalThis;
}

const wait = (ms: number) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

describe('trackTimers', () => {
  it('clears the timers still pending, so they never fire', async () => {
    const scope = scopeWithRealTimers();
    const timers = trackTimers(scope);
    const fired: string[] = [];
    scope.setTimeout(() => fired.push('timeout'), 20);
    scope.setInterval(() => fired.push('interval'), 20);

    expect(timers.clearPending()).toBe(2);
    await wait(60);
    expect(fired).toEqual([]);
  });

  it('forgets timers that fired or were cleared, and passes arguments through', async () => {
    const scope = scopeWithRealTimers();
    const timers = trackTimers(scope);
    const fired: string[] = [];
    scope.setTimeout((word: string) => fired.push(word), 1, 'done');
    const cleared = scope.setTimeout(() => fired.push('cleared'), 1);
    scope.clearTimeout(cleared);
    await wait(30);

    expect(fired).toEqual(['done']);
    expect(timers.clearPending()).toBe(0);
  });
});
