import { keepPreviousData, useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loadRanges, playerKeys } from '@/features/player';
import { defaultWindow, windowTimeline, type TimeWindow, type WindowTimeline } from '@/features/timeline';
import { latestEnd, unionRanges } from './logic/union-ranges';

/** A wall asks each stream's ranges at most this often (one request per distinct stream). */
export const MOSAIC_RANGES_POLL_MS = 15_000;

/** The window start-up asked the recordings of, and when. */
let prefetched: { window: TimeWindow; at: number } | null = null;
/** A window start-up asked is the wall's first one if the wall opens within this long. */
const PREFETCHED_FOR_MS = 30_000;

/**
 * The time slider's first window: the player's default one, or the one start-up has just asked
 * the recordings of (the wall then finds their answers instead of asking again).
 */
export function firstWallWindow(now: number): TimeWindow {
  return prefetched && now - prefetched.at < PREFETCHED_FOR_MS ? prefetched.window : defaultWindow(now);
}

/** One stream's recordings over the window, in slices of at most rangesMaxSeconds. */
const wallRanges = (uid: string, start: number, end: number, rangesMaxSeconds: number) => ({
  queryKey: playerKeys.ranges(uid, start, end),
  queryFn: ({ signal }: { signal: AbortSignal }) => loadRanges(uid, { start, end }, rangesMaxSeconds, signal),
  // A stream that fails to answer counts as not recorded; its tile says why.
  meta: { handlesErrors: true },
});

/** Start-up on a wall: its streams' recordings over the slider's first window, asked at once. */
export function prefetchWallRanges(
  client: QueryClient,
  uids: readonly string[],
  rangesMaxSeconds: number,
  now: number,
) {
  const window = defaultWindow(now);
  prefetched = { window, at: now };
  return Promise.all(
    [...new Set(uids)].map((uid) => client.prefetchQuery(wallRanges(uid, window.start, window.end, rangesMaxSeconds))),
  );
}

type Answers = { data?: Awaited<ReturnType<typeof loadRanges>> }[];
/** The answers alone: a new array only when one of them changed (so the union is built again only then). */
const answersOf = (results: Answers) => results.map((r) => r.data);

/**
 * The mosaic's time slider: the union of its streams' recordings over the window (each distinct
 * stream asked once, in slices of at most rangesMaxSeconds), drawn like the player's timeline,
 * with a live stretch after the latest archive end.
 */
export function useMosaicArchive(
  uids: readonly string[],
  window: TimeWindow,
  rangesMaxSeconds: number,
  now: number,
  enabled: boolean,
): WindowTimeline & { loading: boolean } {
  const distinct = useMemo(() => [...new Set(uids)].sort(), [uids]);
  const start = Math.floor(window.start);
  const end = Math.ceil(window.end);
  const replies = useQueries({
    queries: distinct.map((uid) => ({
      ...wallRanges(uid, start, end, rangesMaxSeconds),
      enabled: enabled && end > start,
      refetchInterval: MOSAIC_RANGES_POLL_MS,
      placeholderData: keepPreviousData,
    })),
    combine: answersOf,
  });
  return useMemo(
    () => {
      const known = replies.filter((a) => a !== undefined);
      // Before the first answer the bar says it is loading (not "nothing recorded").
      if (known.length === 0) return { intervals: [], notRecorded: false, loading: enabled && distinct.length > 0 };
      const archiveEnd = latestEnd(known.map((a) => (a.period ? Date.parse(a.period.endTime) : null)));
      // live: the streams that record now have a live edge after their latest recording.
      const drawn = windowTimeline(unionRanges(known.map((a) => a.ranges)), {
        windowEnd: end,
        archiveEnd,
        now,
        live: true,
      });
      return { ...drawn, loading: false };
    },
    // `now` moves every render; the intervals follow the answers they are built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [replies, end, enabled, distinct.length],
  );
}
