import { STATS_SAMPLE_SECONDS } from '../../contract/endpoints';
import {
  STATS_FIGURES,
  type StatsFigure,
  type StatsRange,
  type StatsSample,
  type StatsSeries,
} from '../../contract/schemas/stats';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Samples as taken (every 10 s) are kept an hour and a minute; their minute averages 25 hours. */
export const RAW_STEP_S = STATS_SAMPLE_SECONDS;
export const MINUTE_STEP_S = 60;
export const KEEP_MS: Record<number, number> = { [RAW_STEP_S]: HOUR_MS + MINUTE_MS, [MINUTE_STEP_S]: 25 * HOUR_MS };

/** What each range reads (the stored step) and answers (the step of its series): about 360 points each. */
export const RANGES: Record<StatsRange, { ms: number; storedStep: number; step: number }> = {
  '1h': { ms: HOUR_MS, storedStep: RAW_STEP_S, step: RAW_STEP_S },
  '6h': { ms: 6 * HOUR_MS, storedStep: MINUTE_STEP_S, step: MINUTE_STEP_S },
  '24h': { ms: 24 * HOUR_MS, storedStep: MINUTE_STEP_S, step: 4 * MINUTE_STEP_S },
};

/** Figures that may be unknown (null) where the host does not tell them. */
const NULLABLE = new Set<StatsFigure>(['networkInBps', 'networkOutBps']);

const round = (n: number) => Math.round(n * 100) / 100;

/** A stored sample read back: a figure missing or broken is 0 (or null where null is allowed). */
export function sampleOf(time: number, figures: Record<string, unknown>): StatsSample {
  const sample: Record<string, number | null> = { time };
  for (const key of STATS_FIGURES) {
    const value = figures[key];
    sample[key] = typeof value === 'number' && Number.isFinite(value) ? value : NULLABLE.has(key) ? null : 0;
  }
  return sample as StatsSample;
}

/** Each figure's mean over the samples that have it (null when none does), at the given time. */
export function average(samples: readonly StatsSample[], time: number): StatsSample {
  const figures: Record<string, number | null> = {};
  for (const key of STATS_FIGURES) {
    const known = samples.map((s) => s[key]).filter((v): v is number => v !== null);
    figures[key] = known.length ? round(known.reduce((a, b) => a + b, 0) / known.length) : null;
  }
  return sampleOf(time, figures);
}

/** The samples grouped by the step they fall in (steps start at multiples of it), one average each, oldest first. */
export function bucketed(samples: readonly StatsSample[], stepMs: number): StatsSample[] {
  const groups = new Map<number, StatsSample[]>();
  for (const sample of samples) {
    const start = Math.floor(sample.time / stepMs) * stepMs;
    groups.set(start, [...(groups.get(start) ?? []), sample]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([start, group]) => average(group, start));
}

/**
 * The minutes whose samples are all taken by `now` and not yet averaged: from the one after the
 * last averaged (or the oldest kept raw minute) to the one before the current, as [from, to).
 */
export function minutesToRollUp(now: number, lastRolled: number | null): { from: number; to: number } {
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const oldestRaw = Math.floor((now - (KEEP_MS[RAW_STEP_S] ?? 0)) / MINUTE_MS) * MINUTE_MS;
  const from = lastRolled === null ? oldestRaw : Math.max(oldestRaw, lastRolled + MINUTE_MS);
  return { from, to: Math.max(from, to) };
}

/** Samples as columns, the way charts draw them. */
export function toColumns(samples: readonly StatsSample[]): StatsSeries {
  const series: Record<string, (number | null)[]> = { time: samples.map((s) => s.time) };
  for (const key of STATS_FIGURES) series[key] = samples.map((s) => s[key]);
  return series as unknown as StatsSeries;
}
