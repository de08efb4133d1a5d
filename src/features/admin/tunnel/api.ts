import { call } from '@/shared/http/client';

export const tunnelKeys = { status: ['admin', 'tunnel'] as const };

export const tunnelApi = {
  status: (signal?: AbortSignal) => call('getTunnelStatus', signal ? { signal } : {}),
  start: (location: string) => call('startTunnel', { body: { location } }),
  stop: () => call('stopTunnel', {}),
};
