/**
 * Backgrounds of the console's two themes (theme/index.ts: the light container and the dark one).
 * A brand colour fills buttons and draws links on both.
 */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#161b22' } as const;

/** WCAG's minimum contrast for user-interface components and large text. */
export const MIN_BRAND_CONTRAST = 3;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** True when the colour stands out from both themes' backgrounds. */
export function brandColorReadable(hex: string): boolean {
  return Object.values(THEME_BACKGROUNDS).every((bg) => contrastRatio(hex, bg) >= MIN_BRAND_CONTRAST);
}
