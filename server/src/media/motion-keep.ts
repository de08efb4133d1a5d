import { MOTION_POST_ROLL_MS, MOTION_PRE_ROLL_MS, type ScheduleCell } from '../../contract/recording-mode';

export interface Candidate {
  id: number;
  start_ms: number;
  duration_ms: number;
}

/** The first index of `sorted` whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Which of the live-only segments leaving the rolling buffer the archive keeps
 * (docs/motion.md#recording-modes): those whose time the archive keeps always, and those it keeps
 * near motion that have a second with motion from MOTION_POST_ROLL_MS before them to
 * MOTION_PRE_ROLL_MS after them (so 5 s before a movement and 10 s after it are kept).
 * `motionSeconds`: the Unix seconds with motion, ascending.
 */
export function segmentsToKeep(
  candidates: readonly Candidate[],
  motionSeconds: readonly number[],
  keeping: (timeMs: number) => ScheduleCell,
): number[] {
  const kept: number[] = [];
  for (const c of candidates) {
    const cell = keeping(c.start_ms);
    if (cell === 'always') kept.push(c.id);
    if (cell !== 'motion') continue;
    // A second [s, s + 1) counts when it overlaps [start - post-roll, end + pre-roll).
    const from = (c.start_ms - MOTION_POST_ROLL_MS) / 1000 - 1;
    const to = (c.start_ms + c.duration_ms + MOTION_PRE_ROLL_MS) / 1000;
    const i = lowerBound(motionSeconds, Math.floor(from) + 1);
    if (i < motionSeconds.length && motionSeconds[i]! < to) kept.push(c.id);
  }
  return kept;
}
