import type { SystemStats } from '@contract/index';

/** A server process as GET /v1/system/stats answers it, for tests and stories. */
export const sampleStats: SystemStats = {
  time: '2026-11-22T10:00:00.000Z',
  uptimeSeconds: 86400 + 3600 + 60 + 1,
  version: '4.5.6',
  process: { rssBytes: 150 * 1024 * 1024, heapUsedBytes: 60 * 1024 * 1024, cpuPercent: 7.25 },
  loadAverage: [0.5, 0.25, 1.5],
  mediaProcesses: 3,
  leases: 2,
};
