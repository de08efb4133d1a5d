import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/http/api-error';
import { streamKeys, streamsApi } from './api';
import { EMPTY_LOG, applyLogsReply, stopsLogPolling, type LogState } from './logic/log-lines';
import { logIsBehind, logTick } from './logic/log-poll';

/** SPEC §4, §9: stream logs are polled every second. */
export const LOG_POLL_MS = 1_000;

/**
 * The debug page's log of one stream, asked only while `enabled` (the page
 * knows the user manages the stream). The first request takes the latest
 * lines; each tick after it asks only for lines newer than the reply's cursor
 * (`since`) and appends them, keeping the newest 2000. At most one request is
 * open: a tick lets a request finish within its patience (a slow server still
 * delivers lines) and cancels one older than that (TanStack aborts its signal),
 * so a hung request never holds the log back; `behind` says while the lines
 * shown may be behind the server's. Ticks do nothing while
 * the tab is hidden (one request goes out as soon as it shows again); a
 * forbidden answer, or a stream that is gone, stops the poll for good. Leaving
 * the page cancels the open request and forgets the lines.
 */
export function useStreamLogs(uid: string, enabled = true) {
  const client = useQueryClient();
  /** When the open request was sent (performance clock), or null when none is open. */
  const openSince = useRef<number | null>(null);
  const [behind, setBehind] = useState(false);
  const query = useQuery({
    queryKey: streamKeys.logs(uid),
    queryFn: async ({ signal }): Promise<LogState> => {
      const state = client.getQueryData<LogState>(streamKeys.logs(uid)) ?? EMPTY_LOG;
      const sent = performance.now();
      openSince.current = sent;
      try {
        return applyLogsReply(state, await streamsApi.logs(uid, state.cursor, signal));
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

  useEffect(() => {
    if (stopped || !enabled) return;
    const key = streamKeys.logs(uid);
    const poll = () => {
      if (document.visibilityState === 'hidden') return;
      const now = performance.now();
      setBehind(logIsBehind(openSince.current, now));
      if (logTick(openSince.current, now) === 'wait') return;
      void client.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: true });
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
  }, [client, uid, stopped, enabled]);

  return {
    lines: query.data?.lines ?? EMPTY_LOG.lines,
    /** Some lines (or none) have come: there is a log to show. */
    loaded: query.data !== undefined,
    error,
    stopped,
    /** A request has been open a while: the lines shown may be behind the server's. */
    behind,
  };
}
