/** What the browser says of the user's connection (the Network Information API, where there is one). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections too slow to spend on code the user may never open. */
const SLOW = new Set(['slow-2g', '2g']);

/**
 * Whether code the page does not need yet may be fetched while the page is idle: not when
 * the user asked the browser to save data, nor on a 2G-class connection. With no hints
 * (browsers without the API), yes.
 */
export function mayPreloadAtIdle(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW.has(connection.effectiveType ?? '');
}
