import { theme } from 'antd';
import { TOOLTIP_OFFSET_PX } from '../logic/constants';

export interface TimelineTooltipProps {
  /** The pointer, CSS pixels from the timeline's top-left corner. */
  x: number;
  y: number;
  /** The timeline's width: past its middle the tooltip opens to the left of the pointer. */
  width: number;
  lines: readonly string[];
}

/** The hover tooltip: follows the pointer at a 12 px offset, in the theme's tooltip colours. */
export function TimelineTooltip({ x, y, width, lines }: TimelineTooltipProps) {
  const { token } = theme.useToken();
  const side = x > width / 2 ? { right: width - x + TOOLTIP_OFFSET_PX } : { left: x + TOOLTIP_OFFSET_PX };
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        ...side,
        top: y + TOOLTIP_OFFSET_PX,
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
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
