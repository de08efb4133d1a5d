import { describe, expect, it } from 'vitest';
import { keyStep, nextFocusDay } from './keyboard';

describe('moving the focus with the keyboard', () => {
  it('moves a day with left and right, a week with up and down', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(-7);
    expect(keyStep('ArrowDown')).toBe(7);
    expect(keyStep('Enter')).toBeNull();
  });

  it('skips days that cannot be focused and stops at the edge of the months on screen', () => {
    const all = () => true;
    expect(nextFocusDay('2026-11-30', 1, all, '2026-10-01', '2026-12-31')).toBe('2026-12-01');
    expect(nextFocusDay('2026-11-05', -7, all, '2026-10-01', '2026-12-31')).toBe('2026-10-29');
    const weekdays = (d: string) => !['2026-11-21', '2026-11-22'].includes(d);
    expect(nextFocusDay('2026-11-20', 1, weekdays, '2026-10-01', '2026-12-31')).toBe('2026-11-23');
    expect(nextFocusDay('2026-12-31', 1, all, '2026-10-01', '2026-12-31')).toBeNull();
    expect(nextFocusDay('2026-10-03', -1, (d) => d > '2026-10-02', '2026-10-01', '2026-12-31')).toBeNull();
    expect(nextFocusDay('2026-10-03', 0, all, '2026-10-01', '2026-12-31')).toBeNull();
  });
});
