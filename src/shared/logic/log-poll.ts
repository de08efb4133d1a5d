/**
 * A debug page's log poll (docs/console.md#states-and-transitions: every second, a new request cancels the previous one),
 * made to hold up on a slow server: a request still within the patience below is let finish,
 * since cancelling it every second would never let a server that answers in 1.5 s deliver a
 * line. Only a request older than that is cancelled and asked anew.
 */
export const LOG_PATIENCE_MS = 4_000;
/** An open request this old means the lines shown are behind the server's: the page says so. */
export const LOG_BEHIND_MS = 2_000;

/** What a tick does: ask (nothing open, or the open request has used up its patience) or wait. */
export function logTick(openSince: number | null, now: number): 'ask' | 'wait' {
  return openSince === null || now - openSince >= LOG_PATIENCE_MS ? 'ask' : 'wait';
}

/** Whether the log shown is behind: a request has been open for a while. */
export function logIsBehind(openSince: number | null, now: number): boolean {
  return openSince !== null && now - openSince >= LOG_BEHIND_MS;
}
