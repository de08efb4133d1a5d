import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  archivePollMs,
  mergeRanges,
  rangeSlices,
  type Interval,
  type TimeWindow,
  type TimelineAnnotation,
  windowTimeline,
} from '@/features/timeline';
import { playerApi, playerKeys } from './api';

/** A window being dragged changes every frame; the archive is asked once it rests this long. */
export const WINDOW_SETTLE_MS = 150;

/** The value once it has rested delayMs; while `idle` (nothing is asked yet) the value itself, so the first ask is for the current one. */
function useSettled<T>(value: T, delayMs: number, idle: boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (idle) return setSettled(value);
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs, idle]);
  return idle ? value : settled;
}

/**
 * The archive's ranges over a window (under `playerKeys.ranges`), asked in slices of at
 * most rangesMaxSeconds, with the recorded period the answers tell.
 */
export async function loadRanges(uid: string, window: TimeWindow, rangesMaxSeconds: number, signal?: AbortSignal) {
  const slices = rangeSlices(window, rangesMaxSeconds);
  const replies = await Promise.all(slices.map((s) => playerApi.ranges(uid, s.start, s.end, signal)));
  return {
    ranges: mergeRanges(replies.map((r) => r.ranges)),
    period: replies.find((r) => r.period)?.period ?? null,
    window,
  };
}

export interface ArchiveTimeline {
  /** Empty in the not-recorded state. */
  intervals: Interval[];
  /** The window's answer holds no recording: the timeline is drawn empty and says so. */
  notRecorded: boolean;
  annotations: TimelineAnnotation[];
  /** The whole recorded extent, null when nothing is recorded. */
  recorded: TimeWindow | null;
  /** The window the intervals were fetched for (null before the first answer). */
  loadedFor: TimeWindow | null;
}

/**
 * The archive of the timeline window (docs/console.md#states-and-transitions, #api-calls): ranges in slices of at most
 * rangesMaxSeconds, fetched cancellably (a newer window cancels the older
 * requests) and polled every 6 × seconds-per-pixel × 1000 ms, at least 3.5 s;
 * the annotations of the same window. `live`: the stream plays live and records now
 * (only then is there a live edge after the archive's end).
 */
export function useArchiveTimeline(
  uid: string,
  window: TimeWindow,
  widthPx: number,
  rangesMaxSeconds: number,
  now: number,
  enabled: boolean,
  live: boolean,
): ArchiveTimeline {
  const settled = useSettled(window, WINDOW_SETTLE_MS, !enabled);
  const start = Math.floor(settled.start);
  const end = Math.ceil(settled.end);
  const pollMs = archivePollMs(settled, Math.max(1, widthPx));
  const asks = enabled && end > start;

  const ranges = useQuery({
    queryKey: playerKeys.ranges(uid, start, end),
    queryFn: ({ signal }) => loadRanges(uid, { start, end }, rangesMaxSeconds, signal),
    enabled: asks,
    // A failure shows on the timeline as nothing recorded; the page has its own state for a lost stream.
    meta: { handlesErrors: true },
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const annotations = useQuery({
    queryKey: playerKeys.annotations(uid, start, end),
    queryFn: ({ signal }) => playerApi.annotations(uid, start, end, signal),
    enabled: asks,
    meta: { handlesErrors: true },
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const period = ranges.data?.period ?? null;
  const archiveEnd = period ? Date.parse(period.endTime) : null;
  const shown = useMemo(
    () =>
      ranges.data
        ? windowTimeline(ranges.data.ranges, { windowEnd: end, archiveEnd, now, live })
        : { intervals: [], notRecorded: false },
    // `now` moves every poll; the intervals follow the ranges they are built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ranges.data, end, archiveEnd, live],
  );
  const marks = useMemo(
    () =>
      (annotations.data ?? []).map((a) => ({
        id: a.id,
        type: a.type,
        time: Date.parse(a.time),
        timeEnd: a.timeEnd ? Date.parse(a.timeEnd) : null,
        title: a.title,
      })),
    [annotations.data],
  );
  const recorded = useMemo(
    () => (period ? { start: Date.parse(period.startTime), end: Date.parse(period.endTime) } : null),
    [period],
  );
  return {
    intervals: shown.intervals,
    notRecorded: shown.notRecorded,
    annotations: marks,
    recorded,
    loadedFor: ranges.data?.window ?? null,
  };
}
