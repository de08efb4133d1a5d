import { describe, expect, it } from 'vitest';
import { heldHoursDigits } from './hold-usage';

describe('held hours', () => {
  it('show as few fraction digits as they need, at most two', () => {
    expect(heldHoursDigits(40)).toBe(0);
    expect(heldHoursDigits(12.5)).toBe(1);
    expect(heldHoursDigits(0.02)).toBe(2);
    expect(heldHoursDigits(1.999)).toBe(0);
    expect(heldHoursDigits(0)).toBe(0);
  });
});
