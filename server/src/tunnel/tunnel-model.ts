import type { TunnelFailureReason, TunnelState, TunnelStatus } from '../../contract/schemas/tunnel';
import { retryDelay, type Backoff } from './backoff';

/** What the tunnel is doing, as plain data: the manager keeps one and replaces it on every event. */
export interface TunnelModel {
  state: TunnelState;
  location: string | null;
  url: string | null;
  startedAt: number | null;
  failureReason: TunnelFailureReason | null;
  /** When failed: the next attempt; null when none will be made. */
  retryAt: number | null;
  /** Failures in a row since the last time it ran (sets the back-off). */
  failures: number;
}

export const STOPPED: TunnelModel = {
  state: 'stopped',
  location: null,
  url: null,
  startedAt: null,
  failureReason: null,
  retryAt: null,
  failures: 0,
};

export type TunnelEvent =
  | { type: 'start'; location: string }
  | { type: 'connected'; url: string; now: number }
  | { type: 'failed'; reason: TunnelFailureReason; now: number; retry: boolean }
  | { type: 'stop' };

/**
 * The status machine: stopped → starting → running; a failed attempt or a broken connection →
 * failed, with the next attempt after the back-off (none when `retry` is false); stop from anywhere.
 */
export function nextModel(model: TunnelModel, event: TunnelEvent, backoff: Backoff): TunnelModel {
  switch (event.type) {
    case 'start':
      return { ...STOPPED, state: 'starting', location: event.location };
    case 'connected':
      if (model.state === 'stopped') return model;
      return {
        ...model,
        state: 'running',
        url: event.url,
        startedAt: event.now,
        failureReason: null,
        retryAt: null,
        failures: 0,
      };
    case 'failed': {
      if (model.state === 'stopped') return model;
      const failures = model.failures + 1;
      return {
        ...model,
        state: 'failed',
        url: null,
        startedAt: null,
        failureReason: event.reason,
        retryAt: event.retry ? event.now + retryDelay(failures, backoff) : null,
        failures,
      };
    }
    case 'stop':
      return STOPPED;
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The contract's shape of a model. */
export function tunnelStatus(model: TunnelModel): TunnelStatus {
  return {
    state: model.state,
    location: model.location,
    url: model.url,
    startedTime: iso(model.startedAt),
    failureReason: model.failureReason,
    retryTime: iso(model.retryAt),
  };
}
