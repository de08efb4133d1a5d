import { describe, expect, it } from 'vitest';
import { CHARTS, chartData, lastValues, unavailable, type ChartSpec } from './charts';
import { sampleAdminStats } from './sample-stats';
import { scale } from './scale';
import { versionState } from './version-state';
import { sampleVersionCheck } from './sample-stats';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const stats = sampleAdminStats(NOW, 3, 10);
const spec = (key: string) => CHARTS.find((c) => c.key === key) as ChartSpec;

describe('the statistics charts', () => {
  it('give uPlot the times in seconds and one column per line', () => {
    const [xs, ...ys] = chartData(stats.series, spec('streams'));
    expect(xs).toEqual([NOW / 1000 - 20, NOW / 1000 - 10, NOW / 1000]);
    expect(ys).toHaveLength(5);
    expect(ys[0]).toEqual(stats.series.streamsRunning);
  });

  it("say each line's newest known value, and when the host tells none of them", () => {
    const series = { ...stats.series, networkInBps: [1, 2, null], networkOutBps: [null, null, null] };
    expect(lastValues(series, spec('network'))).toEqual([
      { figure: 'networkInBps', value: 2 },
      { figure: 'networkOutBps', value: null },
    ]);
    expect(unavailable(series, spec('network'))).toBe(false);
    expect(unavailable({ ...series, networkInBps: [null, null, null] }, spec('network'))).toBe(true);
    // No samples yet is not "not available".
    expect(unavailable({ ...series, time: [] }, spec('network'))).toBe(false);
  });

  it('draw every figure of a sample once at most', () => {
    const figures = CHARTS.flatMap((c) => c.lines.map((l) => l.figure));
    expect(new Set(figures).size).toBe(figures.length);
    expect(figures.sort()).toEqual(
      Object.keys(stats.series)
        .filter((k) => k !== 'time')
        .sort(),
    );
  });
});

describe('scaling figures', () => {
  it('writes bytes in binary steps, bits and network in decimal ones, others as they are', () => {
    expect(scale(512, 'bytes')).toEqual({ value: 512, digits: 0, unit: 'B' });
    expect(scale(1.5 * 1024 ** 3, 'bytes')).toEqual({ value: 1.5, digits: 1, unit: 'GB' });
    expect(scale(2_500_000, 'bitsPerSecond')).toEqual({ value: 2.5, digits: 1, unit: 'Mbps' });
    expect(scale(125_000, 'bytesPerSecond')).toEqual({ value: 1, digits: 1, unit: 'Mbps' });
    expect(scale(150_000, 'bitsPerSecond')).toEqual({ value: 150, digits: 0, unit: 'kbps' });
    expect(scale(12.345, 'percent')).toEqual({ value: 12.345, digits: 1, unit: 'percent' });
    expect(scale(3, 'count')).toEqual({ value: 3, digits: 0, unit: 'none' });
    expect(scale(2.5, 'count').digits).toBe(1);
  });
});

describe('the version check', () => {
  it('is not configured, unknown, up to date or has an update', () => {
    expect(versionState(sampleVersionCheck({ configured: false, latest: null }))).toBe('not-configured');
    expect(versionState(sampleVersionCheck({ latest: null, updateAvailable: false }))).toBe('unknown');
    expect(versionState(sampleVersionCheck({ latest: '1.4.0', updateAvailable: false }))).toBe('up-to-date');
    expect(versionState(sampleVersionCheck())).toBe('update-available');
  });
});
