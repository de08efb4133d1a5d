import { theme, type ThemeConfig } from 'antd';

export type ThemeName = 'light' | 'dark';

const shared: ThemeConfig['token'] = {
  colorPrimary: '#1f6feb',
  borderRadius: 6,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const lightTheme: ThemeConfig = {
  zeroRuntime: true,
  algorithm: theme.defaultAlgorithm,
  token: { ...shared, colorBgLayout: '#f4f6f9' },
};

export const darkTheme: ThemeConfig = {
  zeroRuntime: true,
  algorithm: theme.darkAlgorithm,
  token: { ...shared, colorBgLayout: '#0d1117', colorBgContainer: '#161b22' },
};

export const themes: Record<ThemeName, ThemeConfig> = { light: lightTheme, dark: darkTheme };

/**
 * The theme a screen renders with. With `reducedMotion` (the user's system asks for less motion)
 * antd's motion is off: dialogs, drawers and menus appear at once instead of zooming or sliding.
 * A `brandColor` (the deployment's, checked by the server for contrast with both backgrounds)
 * takes the place of the product's blue in both themes.
 */
export function themeConfig(
  name: ThemeName,
  { reducedMotion, brandColor = null }: { reducedMotion: boolean; brandColor?: string | null },
): ThemeConfig {
  const base = themes[name];
  if (!reducedMotion && !brandColor) return base;
  return {
    ...base,
    token: {
      ...base.token,
      ...(reducedMotion ? { motion: false } : {}),
      ...(brandColor ? { colorPrimary: brandColor, colorLink: brandColor, colorInfo: brandColor } : {}),
    },
  };
}
