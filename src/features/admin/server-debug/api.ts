import type { ServerLogLevel, SystemLogsQuery } from '@contract/index';
import { call, callWithHeaders } from '@/shared/http/client';
import { DOWNLOAD_TIMEOUT_MS } from './logic/constants';

/** Query keys of the server-debug page. */
export const serverDebugKeys = {
  all: ['server-debug'] as const,
  logs: (filter: Pick<SystemLogsQuery, 'level' | 'search'>) => ['server-debug', 'logs', filter] as const,
  level: ['server-debug', 'level'] as const,
  stats: ['server-debug', 'stats'] as const,
};

export const serverDebugApi = {
  logs: (query: SystemLogsQuery, signal?: AbortSignal) =>
    call('getSystemLogs', { query, ...(signal ? { signal } : {}) }),
  stats: (signal?: AbortSignal) => call('getSystemStats', signal ? { signal } : {}),
  level: (signal?: AbortSignal) => call('getLogLevel', signal ? { signal } : {}),
  setLevel: (level: ServerLogLevel) => call('setLogLevel', { body: { level } }),
  /** The log files as one Blob, with the name the server gave it. */
  download: async () => {
    const { data, headers } = await callWithHeaders('downloadSystemLogs', {
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    return { blob: data as Blob, disposition: headers['content-disposition'] ?? null };
  },
};
