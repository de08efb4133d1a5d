import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/http/api-error';
import {
  EMPTY_LOG,
  applyLogsReply,
  stopsLogPolling,
  type LogReply,
  type LogState,
  type NumberedLine,
} from '@/shared/logic/log-lines';
import { logIsBehind, logTick } from '@/shared/logic/log-poll';

/** docs/console.md#states-and-transitions, #constants-and-limits: debug logs are polled every second. */
export const LOG_POLL_MS = 1_000;

export interface LogPollOptions<T extends NumberedLine> {
  /** The log's query key; a new key (another filter) starts a new log. */
  key: QueryKey;
  /** One request: the lines after `cursor` (the latest lines when undefined). */
  read: (cursor: number | undefined, signal: AbortSignal) => Promise<LogReply<T>>;
  /** Asked only while enabled (the page knows the user may read it). */
  enabled?: boolean;
  /** The reader paused the tail: the lines stay, no new request goes out. */
  paused?: boolean;
}

/**
 * A debug page's log, polled with a cursor. The first request takes the latest
 * lines; each tick after it asks only for lines newer than the reply's cursor
 * (`since`) and appends them, keeping the newest 2000. At most one request is
 * open: a tick lets a request finish within its patience (a slow server still
 * delivers lines) and cancels one older than that (TanStack aborts its signal),
 * so a hung request never holds the log back; `behind` says while the lines
 * shown may be behind the server's. Ticks do nothing while the tab is hidden
 * (one request goes out as soon as it shows again); a forbidden answer, or a log
 * that is gone, stops the poll for good. Leaving the page cancels the open
 * request and forgets the lines.
 */
export function useLogPoll<T extends NumberedLine>({ key, read, enabled = true, paused = false }: LogPollOptions<T>) {
  const client = useQueryClient();
  /** When the open request was sent (performance clock), or null when none is open. */
  const openSince = useRef<number | null>(null);
  const [behind, setBehind] = useState(false);
  const hash = hashKey(key);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<LogState<T>> => {
      const state = client.getQueryData<LogState<T>>(key) ?? EMPTY_LOG;
      const sent = performance.now();
      openSince.current = sent;
      try {
        return applyLogsReply(state, await read(state.cursor, signal));
      } finally {
        if (openSince.current === sent) openSince.current = null;
        setBehind(false);
      }
    },
    // The ticks below decide when to ask again; nothing is kept after the page.
    staleTime: Infinity,
    gcTime: 0,
    // The state is returned as is when nothing is new: no deep comparison of 2000 lines.
    structuralSharing: false,
    // The page shows a failure itself (403 as "not allowed", others above the log).
    meta: { handlesErrors: true },
    enabled,
  });

  const error = query.error instanceof ApiError ? query.error : null;
  const stopped = stopsLogPolling(error?.status);
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });

  useEffect(() => {
    if (stopped || !enabled || paused) return;
    const poll = () => {
      if (document.visibilityState === 'hidden') return;
      const now = performance.now();
      setBehind(logIsBehind(openSince.current, now));
      if (logTick(openSince.current, now) === 'wait') return;
      void client.refetchQueries({ queryKey: keyRef.current, exact: true }, { cancelRefetch: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') poll();
    };
    const timer = window.setInterval(poll, LOG_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, hash, stopped, enabled, paused]);

  return {
    lines: query.data?.lines ?? (EMPTY_LOG.lines as T[]),
    /** Some lines (or none) have come: there is a log to show. */
    loaded: query.data !== undefined,
    error,
    stopped,
    /** A request has been open a while: the lines shown may be behind the server's. */
    behind,
  };
}
