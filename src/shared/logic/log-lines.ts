/** How many log lines a debug page keeps; older ones are dropped first. */
export const MAX_LOG_LINES = 2000;

/** What every polled log line has: its increasing number. */
export interface NumberedLine {
  seq: number;
}

/** One reply of a log poll (a stream's or the server's). */
export interface LogReply<T extends NumberedLine> {
  lines: T[];
  cursor: number;
}

/** The lines shown so far and the cursor to send as `since` next time (undefined before the first reply). */
export interface LogState<T extends NumberedLine> {
  lines: T[];
  cursor: number | undefined;
}

export const EMPTY_LOG: LogState<never> = { lines: [], cursor: undefined };

/**
 * Appends the lines newer than the last one kept (a line seen twice, e.g. a
 * reply that raced a newer one, is not repeated), keeping at most `max`, the
 * newest. Returns `current` itself when nothing is new, so nothing redraws.
 */
export function mergeLogLines<T extends NumberedLine>(current: T[], incoming: T[], max = MAX_LOG_LINES): T[] {
  const last = current.at(-1)?.seq ?? -1;
  const fresh = incoming.filter((line) => line.seq > last).sort((a, b) => a.seq - b.seq);
  if (fresh.length === 0) return current.length > max ? current.slice(-max) : current;
  const merged = current.concat(fresh);
  return merged.length > max ? merged.slice(merged.length - max) : merged;
}

/** The state after one poll's reply: lines merged and capped, the server's cursor kept. */
export function applyLogsReply<T extends NumberedLine>(
  state: LogState<T>,
  reply: LogReply<T>,
  max = MAX_LOG_LINES,
): LogState<T> {
  const lines = mergeLogLines(state.lines, reply.lines, max);
  if (lines === state.lines && reply.cursor === state.cursor) return state;
  return { lines, cursor: reply.cursor };
}

/**
 * docs/console.md#states-and-transitions: a forbidden answer stops the log poll for good (the page says so);
 * so does a log that is gone (a deleted stream). Anything else (a time-out, a server error) is
 * tried again at the next tick.
 */
export function stopsLogPolling(status: number | null | undefined): boolean {
  return status === 403 || status === 404;
}
