import { vi } from 'vitest';

/**
 * Stands in for the browser's requestIdleCallback: what is scheduled runs when the test calls
 * `idle()`, once. Undone by `vi.unstubAllGlobals()`.
 */
export function fakeIdle() {
  const pending = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  return {
    idle: () => {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((callback) => callback());
    },
    waiting: () => pending.size,
  };
}
