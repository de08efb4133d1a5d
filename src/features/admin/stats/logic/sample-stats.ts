import type { AdminStats, StatsFigure, StatsSample, StatsSeries, StreamFigures, VersionCheck } from '@contract/index';

const GIB = 1024 ** 3;
const HOUR_MS = 3_600_000;

/** One sample at minute `i` of a calm day: a slow wave, so charts have something to draw. */
function sampleAt(time: number, i: number): StatsSample {
  const wave = (period: number, phase = 0) => Math.sin((i + phase) / period);
  return {
    time,
    cpuPercent: 25 + 15 * wave(9),
    memoryUsedBytes: 6 * GIB + 0.5 * GIB * wave(30),
    memoryTotalBytes: 16 * GIB,
    load1: 1.2 + 0.6 * wave(7, 3),
    diskUsedBytes: 180 * GIB + i * 1024 ** 2,
    diskFreeBytes: 320 * GIB - i * 1024 ** 2,
    archiveBytes: 120 * GIB + i * 1024 ** 2,
    networkInBps: 1_500_000 + 300_000 * wave(5),
    networkOutBps: 900_000 + 400_000 * wave(6, 2),
    ffmpegProcesses: 4,
    streamsPending: i % 40 < 2 ? 1 : 0,
    streamsRunning: i % 40 < 2 ? 3 : 4,
    streamsPaused: 1,
    streamsFailed: 1,
    streamsIdle: 2,
    viewers: Math.round(3 + 2 * wave(11)),
    leases: 1,
    sessions: 3,
    inputBitrate: 8_000_000 + 1_000_000 * wave(4),
  };
}

/** Samples as columns (the console has no value import of the contract's list, so it names them here once). */
function columns(samples: StatsSample[]): StatsSeries {
  const keys = Object.keys(samples[0] ?? sampleAt(0, 0)) as ('time' | StatsFigure)[];
  return Object.fromEntries(keys.map((k) => [k, samples.map((s) => s[k])])) as unknown as StatsSeries;
}

const stream = (uid: string, bitrate: number | null, extra: Partial<StreamFigures> = {}): StreamFigures => ({
  uid,
  name: uid[0]?.toUpperCase() + uid.slice(1),
  status: 'running',
  failureReason: null,
  failureCode: null,
  bitrate,
  frameRate: bitrate === null ? null : 25,
  ...extra,
});

/** GET /v1/admin/stats as a server an hour into a calm day answers it, for tests and stories. */
export function sampleAdminStats(now: number, points = 60, stepSeconds = 60): AdminStats {
  const samples = Array.from({ length: points }, (_, i) => sampleAt(now - (points - 1 - i) * stepSeconds * 1000, i));
  return {
    time: new Date(now).toISOString(),
    range: stepSeconds === 10 ? '1h' : stepSeconds === 60 ? '6h' : '24h',
    stepSeconds,
    now: samples.at(-1) ?? null,
    series: columns(samples),
    cpuCores: 8,
    uptimeSeconds: HOUR_MS / 1000,
    topByBitrate: [stream('gate', 4_200_000), stream('yard', 2_100_000), stream('dock', 1_700_000)],
    failing: [
      stream('roof', null, {
        status: 'failed',
        failureReason: 'Cannot read the source: Connection refused',
        failureCode: 'probeRefused',
      }),
    ],
  };
}

export const sampleVersionCheck = (overrides: Partial<VersionCheck> = {}): VersionCheck => ({
  configured: true,
  current: '1.4.0',
  latest: '1.5.0',
  updateAvailable: true,
  releaseNotesUrl: 'https://example.com/releases/1.5.0',
  checkedTime: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
