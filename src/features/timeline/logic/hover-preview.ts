import type { Interval } from './types';

/** docs/live-and-archive.md: the pointer rests this long on a segment before its picture is asked. */
export const PREVIEW_DELAY_MS = 150;
/** The recorder's segment length (docs/console.md#constants-and-limits): one picture per slice this long. */
export const PREVIEW_SEGMENT_MS = 2000;

/**
 * The moment whose picture the hover shows: the start of the segment-long slice of the recording
 * under the pointer, so moving within one segment keeps the same moment (the same picture, no new
 * request); null over gaps, the live edge and the future (nothing recorded there).
 */
export function previewMoment(
  intervals: readonly Interval[],
  time: number,
  segmentMs: number = PREVIEW_SEGMENT_MS,
): number | null {
  const fragment = intervals.find((i) => i.type === 'fragment' && i.start <= time && time < i.end);
  if (!fragment) return null;
  return fragment.start + Math.floor((time - fragment.start) / segmentMs) * segmentMs;
}
