import { generate } from '@ant-design/colors';
import getAlphaColor from 'antd/es/theme/util/getAlphaColor';
import type { ThemeName } from './index';

/** The container's background of each theme (theme/plain.css), which the focus glow is blended over. */
const CONTAINER: Record<ThemeName, string> = { light: '#ffffff', dark: '#161b22' };

/**
 * The variables of theme/plain.css that a deployment's brand colour changes, as antd derives them
 * from it (its colour palette of ten, read as its default and dark algorithms read it), for the
 * pages drawn without antd. Loaded only when a brand colour is set; a test checks each value
 * against antd's own tokens.
 */
export function brandShades(color: string, theme: ThemeName): Record<string, string> {
  // antd's steps 1–10 of the palette; the dark algorithm reads steps 5–7 from the other end.
  const palette = theme === 'dark' ? generate(color, { theme: 'dark' }) : generate(color);
  const step = (n: number) => {
    const dark: Record<number, number> = { 5: 6, 6: 5, 7: 4 };
    return palette[theme === 'dark' ? (dark[n] ?? n - 1) : n - 1]!;
  };
  return {
    '--vigil-color-primary': step(6),
    '--vigil-color-primary-hover': step(5),
    '--vigil-color-primary-active': step(7),
    '--vigil-color-link': step(6),
    '--vigil-color-link-hover': step(4),
    // The glow is the primary's background, which the dark algorithm takes a step deeper (step 3).
    '--vigil-control-outline': getAlphaColor(step(theme === 'dark' ? 3 : 1), CONTAINER[theme]),
  };
}
