/**
 * The process's `beforeExit` and `exit` listeners as they were before the modules imported after
 * this one (see embedded-postgres.ts: import this first).
 */
export const exitListenersBefore = {
  beforeExit: new Set(process.listeners('beforeExit')),
  exit: new Set(process.listeners('exit')),
};

/** Removes the `beforeExit` and `exit` listeners added since `exitListenersBefore` was taken. */
export function removeLaterExitListeners(): void {
  for (const event of ['beforeExit', 'exit'] as const)
    for (const listener of process.listeners(event))
      if (!exitListenersBefore[event].has(listener)) process.removeListener(event, listener);
}
