import { describe, expect, it } from 'vitest';
import { STATS_FIGURES, type StatsSample } from '../../contract/schemas/stats';
import { average, bucketed, minutesToRollUp, sampleOf, toColumns } from './downsample';

const T = Date.parse('2026-11-22T10:00:00Z');
const at = (time: number, cpuPercent: number, networkInBps: number | null = null): StatsSample =>
  sampleOf(time, { cpuPercent, networkInBps, streamsRunning: 2 });

describe('downsampling the statistics', () => {
  it('averages each figure over the samples that have it, null when none does', () => {
    const mean = average([at(T, 10, 100), at(T + 10_000, 20, null), at(T + 20_000, 60, 300)], T);
    expect(mean.time).toBe(T);
    expect(mean.cpuPercent).toBe(30);
    expect(mean.networkInBps).toBe(200);
    expect(mean.networkOutBps).toBeNull();
    expect(mean.streamsRunning).toBe(2);
  });

  it('groups samples by the minute they fall in, oldest first', () => {
    const samples = [at(T + 61_000, 40), at(T, 10), at(T + 50_000, 30), at(T + 120_000, 5)];
    expect(bucketed(samples, 60_000).map((s) => [s.time - T, s.cpuPercent])).toEqual([
      [0, 20],
      [60_000, 40],
      [120_000, 5],
    ]);
  });

  it('rolls up the complete minutes after the last one, never the current one nor those past keeping', () => {
    expect(minutesToRollUp(T + 125_000, T)).toEqual({ from: T + 60_000, to: T + 120_000 });
    expect(minutesToRollUp(T + 125_000, T + 60_000)).toEqual({ from: T + 120_000, to: T + 120_000 });
    // Nothing rolled yet (or a long stop): from the oldest raw minute still kept, an hour and a minute back.
    expect(minutesToRollUp(T, null)).toEqual({ from: T - 61 * 60_000, to: T });
    expect(minutesToRollUp(T, T - 5 * 3_600_000).from).toBe(T - 61 * 60_000);
  });

  it('reads a stored sample defensively and answers columns', () => {
    const read = sampleOf(T, { cpuPercent: 'x', networkInBps: Number.NaN, load1: 1.5 });
    expect(read.cpuPercent).toBe(0);
    expect(read.networkInBps).toBeNull();
    expect(read.load1).toBe(1.5);
    const series = toColumns([at(T, 1), at(T + 10_000, 2)]);
    expect(series.time).toEqual([T, T + 10_000]);
    expect(series.cpuPercent).toEqual([1, 2]);
    expect(Object.keys(series).sort()).toEqual(['time', ...STATS_FIGURES].sort());
  });
});
