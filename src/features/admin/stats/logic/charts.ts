import type { StatsFigure, StatsSeries } from '@contract/index';

export type ChartUnit = 'percent' | 'bytes' | 'bytesPerSecond' | 'bitsPerSecond' | 'count' | 'load';
/** The theme colour a line takes (the chart reads it from the antd theme). */
export type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'muted';

export interface ChartLine {
  figure: StatsFigure;
  tone: Tone;
}

export interface ChartSpec {
  /** Its title and name: `charts.<key>` in the locale. */
  key: string;
  unit: ChartUnit;
  lines: ChartLine[];
}

const line = (figure: StatsFigure, tone: Tone): ChartLine => ({ figure, tone });

/** The statistics page's charts, in the order they appear. */
export const CHARTS: ChartSpec[] = [
  { key: 'cpu', unit: 'percent', lines: [line('cpuPercent', 'primary')] },
  { key: 'memory', unit: 'bytes', lines: [line('memoryUsedBytes', 'primary'), line('memoryTotalBytes', 'muted')] },
  { key: 'load', unit: 'load', lines: [line('load1', 'primary')] },
  {
    key: 'disk',
    unit: 'bytes',
    lines: [line('diskUsedBytes', 'primary'), line('diskFreeBytes', 'success'), line('archiveBytes', 'warning')],
  },
  { key: 'network', unit: 'bytesPerSecond', lines: [line('networkInBps', 'primary'), line('networkOutBps', 'info')] },
  { key: 'bitrate', unit: 'bitsPerSecond', lines: [line('inputBitrate', 'primary')] },
  {
    key: 'streams',
    unit: 'count',
    lines: [
      line('streamsRunning', 'success'),
      line('streamsPending', 'warning'),
      line('streamsFailed', 'error'),
      line('streamsIdle', 'info'),
      line('streamsPaused', 'muted'),
    ],
  },
  { key: 'viewers', unit: 'count', lines: [line('viewers', 'primary'), line('leases', 'info')] },
  { key: 'sessions', unit: 'count', lines: [line('sessions', 'primary')] },
  { key: 'ffmpeg', unit: 'count', lines: [line('ffmpegProcesses', 'primary')] },
];

/** The chart's data as uPlot takes it: times in seconds, then one array per line. */
export function chartData(series: StatsSeries, spec: ChartSpec): [number[], ...(number | null)[][]] {
  return [series.time.map((ms) => ms / 1000), ...spec.lines.map((l) => series[l.figure])];
}

/** Each line's newest known value (null: none in the range). */
export function lastValues(series: StatsSeries, spec: ChartSpec): { figure: StatsFigure; value: number | null }[] {
  return spec.lines.map(({ figure }) => {
    const known = series[figure].filter((v): v is number => v !== null);
    return { figure, value: known.at(-1) ?? null };
  });
}

/** Whether the host tells none of the chart's figures (network counters off Linux). */
export function unavailable(series: StatsSeries, spec: ChartSpec): boolean {
  return series.time.length > 0 && spec.lines.every((l) => series[l.figure].every((v) => v === null));
}
