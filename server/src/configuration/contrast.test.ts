import { describe, expect, it } from 'vitest';
import { brandColorReadable, contrastRatio, THEME_BACKGROUNDS } from './contrast';

describe('brand colour contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it("accepts the product's own blue and mid-tones, refuses what one theme would swallow", () => {
    expect(brandColorReadable('#1f6feb')).toBe(true);
    expect(brandColorReadable('#d4380d')).toBe(true);
    // Pale: lost on the light theme; deep navy: lost on the dark one.
    expect(brandColorReadable('#ffe58f')).toBe(false);
    expect(brandColorReadable('#0a1a3a')).toBe(false);
    expect(brandColorReadable(THEME_BACKGROUNDS.dark)).toBe(false);
  });
});
