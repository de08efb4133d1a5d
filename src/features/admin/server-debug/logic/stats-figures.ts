import type { SystemStats } from '@contract/index';

const MIB = 1024 * 1024;

/** Whole days, hours and minutes of an uptime in seconds. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** Bytes in mebibytes, to one decimal below 10 and whole above. */
export function mebibytes(bytes: number): { value: number; digits: number } {
  const value = bytes / MIB;
  return { value, digits: value < 10 ? 1 : 0 };
}

/** The stats card's figures, in its order, as numbers to format and their digits. */
export function statsFigures(stats: SystemStats) {
  const [one = 0, five = 0, fifteen = 0] = stats.loadAverage;
  return {
    uptime: uptimeParts(stats.uptimeSeconds),
    memory: mebibytes(stats.process.rssBytes),
    heap: mebibytes(stats.process.heapUsedBytes),
    cpu: { value: stats.process.cpuPercent, digits: 1 },
    load: [one, five, fifteen],
    ffmpeg: stats.mediaProcesses,
    leases: stats.leases,
  };
}
