import type { ProbeReply } from '@contract/index';

/** docs/console.md#constants-and-limits: probe and preview may take 60 s; the progress bar fills over that budget. */
export const PROBE_BUDGET_MS = 60_000;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How far along the check is, 0 to 99 percent of the budget: it never shows
 * 100 before the answer has come, however long the server takes.
 */
export function progressPercent(elapsedMs: number, budgetMs: number = PROBE_BUDGET_MS): number {
  if (!(budgetMs > 0) || !Number.isFinite(elapsedMs)) return 0;
  return clamp(Math.floor((elapsedMs / budgetMs) * 100), 0, 99);
}

/** Whole seconds since the check started (never negative). */
export function elapsedSeconds(elapsedMs: number): number {
  return Number.isFinite(elapsedMs) ? Math.max(0, Math.floor(elapsedMs / 1000)) : 0;
}

/** A number to show and how many decimals it wants (25 → 0, 12.5 → 1, 29.97 → 2). */
export interface Decimal {
  value: number;
  digits: number;
}

function decimal(value: number, maxDigits: number): Decimal {
  const rounded = Number(value.toFixed(maxDigits));
  const fraction = String(rounded).split('.')[1] ?? '';
  return { value: rounded, digits: Math.min(fraction.length, maxDigits) };
}

/** What the probe found, ready to be formatted; null where the source did not say. */
export interface ProbeSummary {
  codecs: string[];
  size: { width: number; height: number } | null;
  frameRate: Decimal | null;
  /** kbit/s, one decimal below 10, whole above. */
  bitrateKbps: Decimal | null;
}

/** A bitrate (bits a second) in kbit/s, one decimal below 10, whole above; null when unknown. */
export function kbpsOf(bitrate: number | null): Decimal | null {
  if (bitrate === null) return null;
  const kbps = bitrate / 1000;
  return decimal(kbps, kbps < 10 ? 1 : 0);
}

export function probeSummary(reply: ProbeReply): ProbeSummary {
  const { width, height, frameRate, bitrate } = reply;
  return {
    codecs: reply.codecs.filter((c) => c.trim() !== ''),
    size: width && height ? { width, height } : null,
    frameRate: frameRate ? decimal(frameRate, 2) : null,
    bitrateKbps: kbpsOf(bitrate),
  };
}
