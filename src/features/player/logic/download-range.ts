import type { TimeWindow } from '@/features/timeline';

/**
 * The clip to download (docs/console.md#entities "Download limits left and right"): a stretch of
 * the recorded archive, at most archiveDownloadMaxSeconds long.
 */
export type DownloadRangeError = 'order' | 'tooLong' | 'outside';

/** Five minutes, or less when the server allows less. */
export const DEFAULT_CLIP_MS = 300_000;

/**
 * The clip offered first: the five minutes up to the playing time (or the end of
 * the recording), kept inside the recorded period and within the maximum.
 */
export function defaultDownloadRange(
  around: number | null,
  recorded: TimeWindow | null,
  maxSeconds: number,
): TimeWindow | null {
  if (!recorded || recorded.end <= recorded.start) return null;
  const length = Math.min(DEFAULT_CLIP_MS, maxSeconds * 1000, recorded.end - recorded.start);
  const end = Math.min(recorded.end, Math.max(recorded.start + length, around ?? recorded.end));
  return { start: end - length, end };
}

/** Why a clip cannot be downloaded, or null when it can. */
export function checkDownloadRange(
  range: TimeWindow,
  recorded: TimeWindow | null,
  maxSeconds: number,
): DownloadRangeError | null {
  if (!(range.end > range.start)) return 'order';
  if (range.end - range.start > maxSeconds * 1000) return 'tooLong';
  if (recorded && (range.end <= recorded.start || range.start >= recorded.end)) return 'outside';
  return null;
}
