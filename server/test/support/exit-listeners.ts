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
  for (const listener of process.listeners('beforeExit'))
    if (!exitListenersBefore.beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit'))
    if (!exitListenersBefore.exit.has(listener)) process.removeListener('exit', listener);
}
