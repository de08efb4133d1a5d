import { theme } from 'antd';
import { useState } from 'react';
import { TOOLTIP_OFFSET_PX } from '../logic/constants';

/** The hover preview's shown width (the server's picture is 240 px wide: sharp on dense screens too). */
export const PREVIEW_WIDTH_PX = 160;

export interface TooltipPicture {
  src: string;
  alt: string;
}

export interface TimelineTooltipProps {
  /** The pointer, CSS pixels from the timeline's top-left corner. */
  x: number;
  y: number;
  /** The timeline's width: past its middle the tooltip opens to the left of the pointer. */
  width: number;
  lines: readonly string[];
  /** A picture of the moment over the lines; the tooltip then opens above the pointer. */
  picture?: TooltipPicture | null;
  /** The timeline's height: with a picture, the tooltip's bottom is measured from it. */
  height?: number;
}

/**
 * The hover tooltip: follows the pointer at a 12 px offset, in the theme's tooltip colours; with a
 * picture of the moment (docs/live-and-archive.md) it opens above the pointer, and drops the picture
 * when it cannot be loaded.
 */
export function TimelineTooltip({ x, y, width, lines, picture = null, height = 0 }: TimelineTooltipProps) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState<string | null>(null);
  const side = x > width / 2 ? { right: width - x + TOOLTIP_OFFSET_PX } : { left: x + TOOLTIP_OFFSET_PX };
  const shown = picture !== null && failed !== picture.src ? picture : null;
  const vertical = shown ? { bottom: height - y + TOOLTIP_OFFSET_PX } : { top: y + TOOLTIP_OFFSET_PX };
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        ...side,
        ...vertical,
        zIndex: token.zIndexPopupBase + 70,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        borderRadius: token.borderRadius,
        background: token.colorBgSpotlight,
        color: token.colorTextLightSolid,
        boxShadow: token.boxShadowSecondary,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
      }}
    >
      {shown && (
        <img
          src={shown.src}
          alt={shown.alt}
          width={PREVIEW_WIDTH_PX}
          onError={() => setFailed(shown.src)}
          style={{
            display: 'block',
            width: PREVIEW_WIDTH_PX,
            aspectRatio: '16 / 9',
            objectFit: 'contain',
            background: '#000',
            marginBottom: token.marginXXS,
            borderRadius: token.borderRadiusSM,
          }}
        />
      )}
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
