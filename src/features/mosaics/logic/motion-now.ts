/** How long after its last second with motion a tile stays outlined (docs/mosaics.md). */
export const MOTION_HOLD_MS = 3_000;
/** How far back the wall's poll asks for events: an event whose end is older has ended. */
export const MOTION_LOOKBACK_MS = 5_000;

/** What the wall reads of an event: its stream and interval. */
export interface MotionSpan {
  streamId: string;
  startTime: string;
  endTime: string;
}

/**
 * The wall's streams with motion now: an event of theirs has started and its end is within the
 * last `MOTION_HOLD_MS` (the server grows an event's end while motion lasts).
 */
export function movingStreams(events: readonly MotionSpan[], wall: readonly string[], now: number): Set<string> {
  const onWall = new Set(wall);
  const moving = new Set<string>();
  for (const event of events) {
    if (!onWall.has(event.streamId)) continue;
    const start = Date.parse(event.startTime);
    const end = Date.parse(event.endTime);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    if (start <= now && end >= now - MOTION_HOLD_MS) moving.add(event.streamId);
  }
  return moving;
}

/** The next moment after `now` when an outline may go out (an event's end plus the hold), or null: none will. */
export function nextMotionChange(events: readonly MotionSpan[], wall: readonly string[], now: number): number | null {
  const onWall = new Set(wall);
  let next: number | null = null;
  for (const event of events) {
    if (!onWall.has(event.streamId)) continue;
    const out = Date.parse(event.endTime) + MOTION_HOLD_MS;
    if (out > now && (next === null || out < next)) next = out;
  }
  return next;
}
