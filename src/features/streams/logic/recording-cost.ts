/** A size to show: its value, how many decimals it wants and its unit (`fields.sizes.<unit>` writes it). */
export interface Size {
  value: number;
  digits: number;
  unit: 'MB' | 'GB' | 'TB';
}

/** How long the archive keeps recordings, in whole days where it can, else in hours. */
export interface Kept {
  size: Size;
  count: number;
  per: 'days' | 'hours';
}

/** What recording a source costs on disk: a day of it and, when the archive has a depth, all it keeps. */
export interface RecordingCost {
  perDay: Size;
  /** null when recordings are kept until the disk runs short (no depth). */
  kept: Kept | null;
}

const SECONDS_A_DAY = 86_400;
const UNITS: Size['unit'][] = ['MB', 'GB', 'TB'];

/** Bytes in MB, GB or TB of 1024 (as the statistics page counts disk), one decimal below 100. */
export function sizeOf(bytes: number): Size {
  let value = bytes / 1024 ** 2;
  let step = 0;
  while (value >= 1024 && step < UNITS.length - 1) {
    value /= 1024;
    step += 1;
  }
  const digits = value >= 100 ? 0 : 1;
  return { value: Number(value.toFixed(digits)), digits, unit: UNITS[step] ?? 'TB' };
}

/**
 * The disk a source's recording takes at its probed bitrate (bits a second): a day of it, and a day
 * times the archive's depth (`archiveMaxDepthHours`; -1 or none: until the disk runs short). null
 * when the bitrate is unknown.
 */
export function recordingCost(bitsPerSecond: number | null, depthHours: number | null): RecordingCost | null {
  if (bitsPerSecond === null || !Number.isFinite(bitsPerSecond) || bitsPerSecond <= 0) return null;
  const perDay = (bitsPerSecond / 8) * SECONDS_A_DAY;
  const hasDepth = depthHours !== null && Number.isInteger(depthHours) && depthHours > 0;
  const kept: Kept | null = hasDepth
    ? {
        size: sizeOf((perDay * depthHours) / 24),
        ...(depthHours % 24 === 0 ? { count: depthHours / 24, per: 'days' } : { count: depthHours, per: 'hours' }),
      }
    : null;
  return { perDay: sizeOf(perDay), kept };
}
