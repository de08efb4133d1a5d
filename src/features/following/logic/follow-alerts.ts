/** What the watcher needs of an event (a `StreamEvent` of `GET /v1/events`). */
export interface FollowedEvent {
  id: string;
  streamId: string;
  streamName: string;
  startTime: string;
}

/** One notification: motion on one followed stream, or on several more at once. */
export type FollowAlert =
  { kind: 'stream'; streamId: string; streamName: string; startTime: string } | { kind: 'more'; count: number };

/** At most this many notifications come from one look: the rest are counted in the last. */
export const ALERTS_MAX = 3;

/**
 * docs/motion.md#following-streams: of the events of followed streams just read, those that
 * started at or after `since` and were not said yet, as notifications — one a stream (its newest
 * event), newest first; past `ALERTS_MAX` streams, the last says how many more. `seen` is the ids
 * said so far (an event grows while it goes: said once, when it starts); `said` is what to keep
 * for the next look: the ids of this look that are said, now or before. An event a look no longer
 * lists has ended before that look's start, and every later look starts later still: its id is
 * let go, so a console open for weeks keeps only the events in progress.
 */
export function followAlerts(
  events: readonly FollowedEvent[],
  seen: ReadonlySet<string>,
  since: number,
): { alerts: FollowAlert[]; said: string[] } {
  const fresh = events
    .filter((e) => !seen.has(e.id) && Date.parse(e.startTime) >= since)
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  const newest = new Map<string, FollowedEvent>();
  for (const e of fresh) if (!newest.has(e.streamId)) newest.set(e.streamId, e);
  const streams = [...newest.values()];
  const shown = streams.length > ALERTS_MAX ? streams.slice(0, ALERTS_MAX - 1) : streams;
  const alerts: FollowAlert[] = shown.map((e) => ({
    kind: 'stream',
    streamId: e.streamId,
    streamName: e.streamName,
    startTime: e.startTime,
  }));
  if (streams.length > shown.length) alerts.push({ kind: 'more', count: streams.length - shown.length });
  return {
    alerts,
    said: events
      .filter((e) => seen.has(e.id))
      .map((e) => e.id)
      .concat(fresh.map((e) => e.id)),
  };
}
