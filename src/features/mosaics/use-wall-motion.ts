import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { call } from '@/shared/http/client';
import { MOTION_LOOKBACK_MS, movingStreams, nextMotionChange } from './logic/motion-now';

/** The wall asks for the events in progress every 2 s (docs/mosaics.md), only while the page is seen. */
export const WALL_MOTION_POLL_MS = 2_000;
/** Events in progress on a wall are few: one page holds them. */
const PAGE_SIZE = 500;

const NONE: ReadonlySet<string> = new Set();

/**
 * The wall's streams with motion now: one poll of the events in progress of the wall's streams
 * (never one request per tile). Off (`live` false: the wall plays the archive, or shows no
 * stream) it asks nothing and outlines nothing.
 */
export function useWallMotion(mosaicId: string, wall: readonly string[], live: boolean): ReadonlySet<string> {
  const on = live && wall.length > 0;
  const streamIds = useMemo(() => [...new Set(wall)].sort().join(','), [wall]);
  const query = useQuery({
    queryKey: ['events', 'wall', mosaicId, streamIds],
    queryFn: ({ signal }) =>
      call('listEvents', {
        query: { from: new Date(Date.now() - MOTION_LOOKBACK_MS).toISOString(), streamIds, pageSize: PAGE_SIZE },
        signal,
      }),
    enabled: on,
    refetchInterval: WALL_MOTION_POLL_MS,
    refetchIntervalInBackground: false,
    meta: { handlesErrors: true },
  });
  const events = on ? query.data?.items : undefined;
  // Re-read at the moment an outline may go out, between two polls (or when they fail).
  const [tick, setTick] = useState(0);
  const at = useMemo(() => Date.now(), [events, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const moving = useMemo(() => (events ? movingStreams(events, wall, at) : NONE), [events, wall, at]);
  const next = events ? nextMotionChange(events, wall, at) : null;
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, next - Date.now()) + 1);
    return () => clearTimeout(timer);
  }, [next]);
  return moving;
}
