import { describe, expect, it } from 'vitest';
import { segmentsToKeep } from './motion-keep';

const T0 = Date.UTC(2026, 10, 28, 12);
const S0 = T0 / 1000;
/** 2 s segments from T0, ids 0, 1, 2, … */
const segments = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, start_ms: T0 + i * 2000, duration_ms: 2000 }));

describe('what the archive keeps near motion', () => {
  it('keeps 5 s before the first second with motion and 10 s after the last, nothing else', () => {
    // Motion in seconds 30–33 (segments 15 and 16).
    const kept = segmentsToKeep(
      segments(40),
      [30, 31, 32, 33].map((s) => S0 + s),
      () => 'motion',
    );
    // From 25 s (segment 12, 24–26 s, ends within 5 s of 30 s) to 44 s (segment 21, 42–44 s, starts within 10 s of 34 s).
    expect(kept).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('keeps everything where the archive keeps always, nothing where it is off, whatever the motion', () => {
    expect(segmentsToKeep(segments(3), [S0 + 1], () => 'always')).toEqual([0, 1, 2]);
    expect(segmentsToKeep(segments(3), [S0 + 1], () => 'off')).toEqual([]);
    expect(segmentsToKeep(segments(3), [], () => 'motion')).toEqual([]);
  });

  it('follows the schedule segment by segment', () => {
    const keeping = (t: number) => (t < T0 + 10_000 ? 'off' : 'motion');
    // Motion at 8 s: its pre-roll falls in the hours that are off, its post-roll where motion is kept.
    expect(segmentsToKeep(segments(12), [S0 + 8], keeping)).toEqual([5, 6, 7, 8, 9]);
  });
});
