import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loadRanges, playerKeys } from '@/features/player';
import { windowTimeline, type TimeWindow, type WindowTimeline } from '@/features/timeline';
import { latestEnd, unionRanges } from './logic/union-ranges';

/** A wall asks each stream's ranges at most this often (one request per distinct stream). */
export const MOSAIC_RANGES_POLL_MS = 15_000;

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
): WindowTimeline {
  const distinct = useMemo(() => [...new Set(uids)].sort(), [uids]);
  const start = Math.floor(window.start);
  const end = Math.ceil(window.end);
  const replies = useQueries({
    queries: distinct.map((uid) => ({
      queryKey: playerKeys.ranges(uid, start, end),
      queryFn: ({ signal }: { signal: AbortSignal }) => loadRanges(uid, { start, end }, rangesMaxSeconds, signal),
      enabled: enabled && end > start,
      // A stream that fails to answer counts as not recorded; its tile says why.
      meta: { handlesErrors: true },
      refetchInterval: MOSAIC_RANGES_POLL_MS,
      placeholderData: keepPreviousData,
    })),
    combine: answersOf,
  });
  return useMemo(
    () => {
      const known = replies.filter((a) => a !== undefined);
      // Nothing is said before the first answer (not "nothing recorded").
      if (known.length === 0) return { intervals: [], notRecorded: false };
      const archiveEnd = latestEnd(known.map((a) => (a.period ? Date.parse(a.period.endTime) : null)));
      // live: the streams that record now have a live edge after their latest recording.
      return windowTimeline(unionRanges(known.map((a) => a.ranges)), { windowEnd: end, archiveEnd, now, live: true });
    },
    // `now` moves every render; the intervals follow the answers they are built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [replies, end, enabled],
  );
}
