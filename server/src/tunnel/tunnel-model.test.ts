import { describe, expect, it } from 'vitest';
import { STOPPED, nextModel, tunnelStatus, type TunnelEvent, type TunnelModel } from './tunnel-model';

const BACKOFF = { minMs: 1_000, maxMs: 8_000 };
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const run = (events: TunnelEvent[], from: TunnelModel = STOPPED) =>
  events.reduce((model, event) => nextModel(model, event, BACKOFF), from);
const lost = (now: number): TunnelEvent => ({ type: 'failed', reason: 'connectionLost', now, retry: true });

describe('the tunnel status machine', () => {
  it('goes stopped → starting → running, with the address and the start time', () => {
    const starting = run([{ type: 'start', location: 'RU' }]);
    expect(tunnelStatus(starting)).toEqual({
      state: 'starting',
      location: 'RU',
      url: null,
      startedTime: null,
      failureReason: null,
      retryTime: null,
    });
    const up = run([{ type: 'connected', url: 'http://relay:4000/', now: T0 }], starting);
    expect(tunnelStatus(up)).toMatchObject({
      state: 'running',
      url: 'http://relay:4000/',
      startedTime: '2026-11-24T10:00:00.000Z',
    });
  });

  it('fails with the reason and the next attempt, backing off while failures go on, and forgets them once running', () => {
    const start: TunnelEvent = { type: 'start', location: 'RU' };
    const once = run([start, lost(T0)]);
    expect(tunnelStatus(once)).toMatchObject({
      state: 'failed',
      location: 'RU',
      url: null,
      failureReason: 'connectionLost',
      retryTime: new Date(T0 + 1_000).toISOString(),
    });
    const many = run([lost(T0), lost(T0), lost(T0), lost(T0)], once);
    expect(many.retryAt).toBe(T0 + 8_000);
    const healed = run([{ type: 'connected', url: 'http://relay:4000/', now: T0 }, lost(T0)], many);
    expect(healed.retryAt).toBe(T0 + 1_000);
  });

  it('makes no next attempt when told not to retry', () => {
    const withdrawn = run([
      { type: 'start', location: 'RU' },
      { type: 'failed', reason: 'licenseWithdrawn', now: T0, retry: false },
    ]);
    expect(tunnelStatus(withdrawn)).toMatchObject({
      state: 'failed',
      failureReason: 'licenseWithdrawn',
      retryTime: null,
    });
  });

  it('stops from any state, and late news of a stopped tunnel changes nothing', () => {
    const up = run([
      { type: 'start', location: 'RU' },
      { type: 'connected', url: 'http://r/', now: T0 },
    ]);
    expect(run([{ type: 'stop' }], up)).toEqual(STOPPED);
    expect(run([{ type: 'connected', url: 'http://r/', now: T0 }, lost(T0)])).toEqual(STOPPED);
  });
});
