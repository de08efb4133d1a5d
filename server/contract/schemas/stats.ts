import { Type, type Static, type TArray, type TProperties } from '@sinclair/typebox';
import { STATS_RANGES } from '../endpoints';
import { IsoTime } from './common';
import { StreamFailureCode, StreamStatus } from './stream';

const Figure = (description: string) => Type.Number({ minimum: 0, description });
const Maybe = (description: string) => Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description });

/**
 * One sample of the server's figures, taken every 10 s. Older samples are averages of the
 * ones they replace (downsampled as they age), so every figure is a number, not a count.
 */
const sampleFields = {
  cpuPercent: Figure('The host CPU in use, 0 to 100.'),
  memoryUsedBytes: Figure('Host memory in use.'),
  memoryTotalBytes: Figure('Host memory.'),
  load1: Figure('Load average over one minute.'),
  diskUsedBytes: Figure("The data folder's file system: in use."),
  diskFreeBytes: Figure("The data folder's file system: free for the server."),
  archiveBytes: Figure('What recordings take.'),
  networkInBps: Maybe('Bytes received per second by all interfaces but loopback; null: not available (not Linux).'),
  networkOutBps: Maybe('Bytes sent per second; null: not available.'),
  ffmpegProcesses: Figure('Running ffmpeg processes.'),
  streamsPending: Figure('Streams by status.'),
  streamsRunning: Figure('Streams by status.'),
  streamsPaused: Figure('Streams by status.'),
  streamsFailed: Figure('Streams by status.'),
  streamsIdle: Figure('Streams by status.'),
  viewers: Figure('Distinct players that asked for a live or archive playlist in the last 30 s.'),
  leases: Figure('Live-on-demand streams held by a player.'),
  sessions: Figure('Signed-in sessions seen in the last 15 minutes.'),
  inputBitrate: Figure('Bits per second received from all sources (from the newly recorded segments).'),
};
export type StatsFigure = keyof typeof sampleFields;
export const STATS_FIGURES = Object.keys(sampleFields) as StatsFigure[];

export const StatsSample = Type.Object(
  { time: Type.Integer({ minimum: 0, description: 'Milliseconds since 1970 (UTC).' }), ...sampleFields },
  { additionalProperties: false },
);
export type StatsSample = Static<typeof StatsSample>;

/** The same properties, each an array: one column per figure, as charts draw them. */
function columns<T extends TProperties>(props: T): { [K in keyof T]: TArray<T[K]> } {
  return Object.fromEntries(Object.entries(props).map(([key, schema]) => [key, Type.Array(schema)])) as {
    [K in keyof T]: TArray<T[K]>;
  };
}

/** Samples of a range, oldest first, by column: `time[i]` is when `cpuPercent[i]` and the others were taken. */
export const StatsSeries = Type.Object(columns(StatsSample.properties), { additionalProperties: false });
export type StatsSeries = Static<typeof StatsSeries>;

export const StatsRange = Type.Union(
  STATS_RANGES.map((r) => Type.Literal(r)),
  { description: 'The last hour (samples every 10 s), 6 hours (every minute) or 24 hours (every 4 minutes).' },
);
export type StatsRange = Static<typeof StatsRange>;

export const AdminStatsQuery = Type.Object(
  { range: Type.Optional({ ...StatsRange, default: STATS_RANGES[0] }) },
  { additionalProperties: false },
);
export type AdminStatsQuery = Static<typeof AdminStatsQuery>;

/** A stream's input now: bitrate from the segments it recorded in the last minute, frame rate as probed. */
export const StreamFigures = Type.Object(
  {
    uid: Type.String(),
    name: Type.String(),
    status: StreamStatus,
    failureReason: Type.Union([Type.String(), Type.Null()]),
    failureCode: StreamFailureCode,
    bitrate: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
      description: 'Bits per second; null: nothing recorded in the last minute.',
    }),
    frameRate: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'null: not known.' }),
  },
  { additionalProperties: false },
);
export type StreamFigures = Static<typeof StreamFigures>;

/** GET /v1/admin/stats: the figures now, their history over the range, and the streams to look at. */
export const AdminStats = Type.Object(
  {
    time: IsoTime,
    range: StatsRange,
    stepSeconds: Type.Integer({ minimum: 1, description: 'Time between two samples of the series.' }),
    now: Type.Union([StatsSample, Type.Null()], { description: 'The newest sample; null before the first one.' }),
    series: StatsSeries,
    cpuCores: Type.Integer({ minimum: 0 }),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    topByBitrate: Type.Array(StreamFigures, {
      maxItems: 10,
      description: 'The streams receiving most, highest first.',
    }),
    failing: Type.Array(StreamFigures, { description: 'Failed streams, with the reason.' }),
  },
  { additionalProperties: false },
);
export type AdminStats = Static<typeof AdminStats>;

export const VersionCheck = Type.Object(
  {
    configured: Type.Boolean({ description: 'false: no provider address is set, and no request is made.' }),
    current: Type.String(),
    latest: Type.Union([Type.String(), Type.Null()], { description: 'null: the provider did not answer.' }),
    updateAvailable: Type.Boolean(),
    releaseNotesUrl: Type.Union([Type.String(), Type.Null()]),
    checkedTime: IsoTime,
  },
  { additionalProperties: false },
);
export type VersionCheck = Static<typeof VersionCheck>;
