import os from 'node:os';

/** Shorter than this since the last sample, the CPU figure of that sample is given again. */
const MIN_SAMPLE_MS = 250;

export interface ProcessFigures {
  rssBytes: number;
  heapUsedBytes: number;
  /** CPU time over wall time since the previous sample, in percent of one core (may pass 100). */
  cpuPercent: number;
  loadAverage: [number, number, number];
}

/** The server process's resources, each call measuring CPU since the call before. */
export function processSampler(clock: () => number = () => performance.now()): () => ProcessFigures {
  let last = { cpu: process.cpuUsage(), at: clock(), percent: 0 };
  return () => {
    const at = clock();
    if (at - last.at >= MIN_SAMPLE_MS) {
      const used = process.cpuUsage(last.cpu);
      const percent = ((used.user + used.system) / 1000 / (at - last.at)) * 100;
      last = { cpu: process.cpuUsage(), at, percent: Math.max(0, Math.round(percent * 10) / 10) };
    }
    const memory = process.memoryUsage();
    const [one = 0, five = 0, fifteen = 0] = os.loadavg();
    return {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      cpuPercent: last.percent,
      loadAverage: [one, five, fifteen],
    };
  };
}
