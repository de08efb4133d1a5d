import type { TunnelStatus } from '@contract/index';

/** A tunnel that is not asked for: the start of the tests' and stories' statuses. */
export const STOPPED_TUNNEL: TunnelStatus = {
  state: 'stopped',
  location: null,
  url: null,
  startedTime: null,
  failureReason: null,
  retryTime: null,
};
