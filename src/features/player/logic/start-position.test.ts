import { describe, expect, it } from 'vitest';
import { startPosition } from './start-position';

const t0 = Date.parse('2026-11-22T10:00:00Z');
// Two 2-second segments, a hole of a minute, then two more.
const fragments = [
  { start: 0, duration: 2, programDateTime: t0 },
  { start: 2, duration: 2, programDateTime: t0 + 2000 },
  { start: 4, duration: 2, programDateTime: t0 + 64_000 },
  { start: 6, duration: 2, programDateTime: t0 + 66_000 },
];

describe('startPosition', () => {
  it('starts inside the fragment recorded at the asked moment', () => {
    expect(startPosition(fragments, t0 + 500)).toBe(0.5);
    expect(startPosition(fragments, t0 + 3000)).toBe(3);
    expect(startPosition(fragments, t0 + 67_500)).toBe(7.5);
  });

  it('starts at the next fragment when the moment falls in a hole, or before the first', () => {
    expect(startPosition(fragments, t0 + 30_000)).toBe(4);
    expect(startPosition(fragments, t0 - 5000)).toBe(0);
  });

  it('starts at 0 when nothing is dated or the moment is after the end', () => {
    expect(startPosition([{ start: 0, duration: 2, programDateTime: null }], t0)).toBe(0);
    expect(startPosition(fragments, t0 + 999_000)).toBe(0);
  });
});
