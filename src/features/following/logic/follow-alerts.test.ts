import { describe, expect, it } from 'vitest';
import { followAlerts, type FollowedEvent } from './follow-alerts';

const T = Date.parse('2026-11-28T20:00:00.000Z');
const at = (s: number) => new Date(T + s * 1000).toISOString();
const event = (id: string, streamId: string, start: number): FollowedEvent => ({
  id,
  streamId,
  streamName: `Name of ${streamId}`,
  startTime: at(start),
});

describe('followAlerts', () => {
  it('says each new event once, from its start on, and none that started before the watch', () => {
    const events = [event('1', 'gate', -5), event('2', 'yard', 3)];
    const first = followAlerts(events, new Set(), T);
    expect(first.alerts).toEqual([{ kind: 'stream', streamId: 'yard', streamName: 'Name of yard', startTime: at(3) }]);
    expect(first.said).toEqual(['2']);
    // The same event read again (it grew): nothing more, and it is still kept.
    expect(followAlerts(events, new Set(first.said), T)).toEqual({ alerts: [], said: ['2'] });
  });

  it('keeps only the said events a look still lists: one no longer listed has ended before it', () => {
    const seen = new Set(['1', '2']);
    const { alerts, said } = followAlerts([event('2', 'yard', 3), event('3', 'gate', 9)], seen, T);
    expect(alerts.map((a) => a.kind === 'stream' && a.streamId)).toEqual(['gate']);
    expect(said.sort()).toEqual(['2', '3']);
  });

  it('says one notification a stream, with its newest event', () => {
    const { alerts, said } = followAlerts(
      [event('1', 'gate', 1), event('2', 'gate', 8), event('3', 'yard', 4)],
      new Set(),
      T,
    );
    expect(alerts.map((a) => (a.kind === 'stream' ? [a.streamId, a.startTime] : a))).toEqual([
      ['gate', at(8)],
      ['yard', at(4)],
    ]);
    expect(said.sort()).toEqual(['1', '2', '3']);
  });

  it('past three streams at once, shows the two newest and counts the others', () => {
    const events = ['a', 'b', 'c', 'd', 'e'].map((s, i) => event(String(i), s, i));
    const { alerts } = followAlerts(events, new Set(), T);
    expect(alerts).toEqual([
      { kind: 'stream', streamId: 'e', streamName: 'Name of e', startTime: at(4) },
      { kind: 'stream', streamId: 'd', streamName: 'Name of d', startTime: at(3) },
      { kind: 'more', count: 3 },
    ]);
    expect(followAlerts(events.slice(0, 3), new Set(), T).alerts).toHaveLength(3);
  });
});
