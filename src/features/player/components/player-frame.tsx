import { ConfigProvider, theme } from 'antd';
import { useCallback, type ReactNode } from 'react';
import type { PlayerTools } from '../use-player-tools';
import './player-frame.css';

interface PlayerFrameProps {
  tools: Pick<PlayerTools, 'frameRef' | 'frame' | 'fullscreen' | 'toggleFullscreen'>;
  children: ReactNode;
}

/**
 * The player's frame: what goes full screen (the picture with its title, controls
 * and timeline). A double click on the picture toggles full screen; while it is
 * on, popups (tooltips, the calendar, the download dialog) open inside the frame,
 * the only thing the browser shows.
 */
export function PlayerFrame({ tools, children }: PlayerFrameProps) {
  const { token } = theme.useToken();
  const { frame, fullscreen, toggleFullscreen } = tools;
  const popups = useCallback(() => (fullscreen && frame ? frame : document.body), [fullscreen, frame]);
  return (
    <ConfigProvider getPopupContainer={popups}>
      <div
        ref={tools.frameRef}
        className="vigil-player-frame"
        style={{ background: fullscreen ? token.colorBgLayout : undefined }}
        onDoubleClick={(event) => {
          if (event.target instanceof HTMLVideoElement) toggleFullscreen();
        }}
      >
        {children}
      </div>
    </ConfigProvider>
  );
}
