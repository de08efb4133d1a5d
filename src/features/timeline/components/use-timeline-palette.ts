import { theme } from 'antd';
import { useMemo } from 'react';
import type { TimelinePalette } from './draw-timeline';

/** The timeline's colours from the antd theme in use, so light and dark both read well. */
export function useTimelinePalette(): TimelinePalette {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      background: token.colorBgContainer,
      gap: token.colorFillSecondary,
      fragment: token.colorPrimary,
      live: token.colorSuccessBorder,
      future: token.colorFillQuaternary,
      hatch: token.colorBorderSecondary,
      text: token.colorTextSecondary,
      tick: token.colorBorder,
      now: token.colorError,
      thumb: token.colorBgElevated,
      thumbBorder: token.colorText,
      // docs/console.md#screens-and-routes: events yellowish, other annotation types magenta.
      event: token.gold,
      other: token.magenta,
      // Bookmarks: apart from both annotation colours and from the bar's primary colour.
      bookmark: token.cyan,
      // Motion: warm, apart from the bar, the annotations and the bookmarks.
      motion: token.volcano,
      font: `${token.fontSizeSM}px ${token.fontFamily}`,
    }),
    [token],
  );
}
