// Timers a component leaves behind can fire after the test file's jsdom has been torn
// down (ProLayout's menu tooltip sets state 400 ms after it mounts); React then reads
// `window` and vitest reports an unhandled error that fails the run. The jsdom setup
// tracks every timer the file starts and clears the ones still pending once its tests
// are over: nothing they would do can change a result any more.

type Handle = ReturnType<typeof setTimeout>;
type Start = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => Handle;
type Clear = (handle?: Handle) => void;

export function trackTimers(scope: typeof globalThis = globalThis): { clearPending: () => number } {
  const pending = new Map<Handle, Clear>();

  /** A start and a clear that keep `pending` up to date; a timeout is forgotten once it fired. */
  const tracked = (start: Start, clear: Clear, once: boolean): [Start, Clear] => [
    (handler, ms, ...args) => {
      const run = (...callArgs: unknown[]) => {
        if (once) pending.delete(handle);
        if (typeof handler === 'function') handler(...callArgs);
      };
      const handle = start(run, ms, ...args);
      pending.set(handle, clear);
      return handle;
    },
    (handle) => {
      if (handle !== undefined) pending.delete(handle);
      clear(handle);
    },
  ];

  const [setTimeoutTracked, clearTimeoutTracked] = tracked(
    scope.setTimeout as unknown as Start,
    scope.clearTimeout as Clear,
    true,
  );
  const [setIntervalTracked, clearIntervalTracked] = tracked(
    scope.setInterval as unknown as Start,
    scope.clearInterval as Clear,
    false,
  );
  scope.setTimeout = setTimeoutTracked as unknown as typeof setTimeout;
  scope.clearTimeout = clearTimeoutTracked as typeof clearTimeout;
  scope.setInterval = setIntervalTracked as unknown as typeof setInterval;
  scope.clearInterval = clearIntervalTracked as typeof clearInterval;

  return {
    clearPending: () => {
      const count = pending.size;
      for (const [handle, clear] of pending) clear(handle);
      pending.clear();
      return count;
    },
  };
}
