// Timers a component leaves behind can fire after the test file's jsdom has been torn
// down (ProLayout's menu tooltip sets state 400 ms after it mounts); React then reads
// `window` and vitest reports an unhandled error that fails the run. The jsdom setup
// tracks every timer the file starts and clears the ones still pending once its tests
// are over: nothing they would do can change a result any more.

type Clear = (handle: ReturnType<typeof setTimeout>) => void;

export function trackTimers(scope: typeof globalThis = globalThis): { clearPending: () => number } {
  const pending = new Map<ReturnType<typeof setTimeout>, Clear>();
  const realTimeout = scope.setTimeout;
  const realClearTimeout = scope.clearTimeout;
  const realInterval = scope.setInterval;
  const realClearInterval = scope.clearInterval;

  scope.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realTimeout(
      (...callArgs: unknown[]) => {
        pending.delete(handle);
        if (typeof handler === 'function') handler(...callArgs);
      },
      ms,
      ...args,
    );
    pending.set(handle, realClearTimeout);
    return handle;
  }) as typeof setTimeout;
  scope.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) pending.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  scope.setInterval = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realInterval(handler, ms, ...args);
    pending.set(handle, realClearInterval);
    return handle;
  }) as typeof setInterval;
  scope.clearInterval = ((handle?: ReturnType<typeof setInterval>) => {
    if (handle !== undefined) pending.delete(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;

  return {
    clearPending: () => {
      const count = pending.size;
      for (const [handle, clear] of pending) clear(handle);
      pending.clear();
      return count;
    },
  };
}
