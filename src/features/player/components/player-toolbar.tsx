import {
  AimOutlined,
  CameraOutlined,
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LeftOutlined,
  PauseOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Segmented, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '../logic/player-state';
import type { PlayerAction } from '../logic/shortcuts';
import { SPEEDS, speedLabel } from '../logic/speeds';

interface PlayerToolbarProps {
  mode: ViewMode;
  /** The stream can play live now: else Live is neither shown active nor offered. */
  liveAvailable: boolean;
  /** Full screen is on; null: the browser offers none (no button). */
  fullscreen: boolean | null;
  /** There is a picture to save. */
  canSnapshot: boolean;
  paused: boolean;
  speedIndex: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** False once the window's end reaches 3 hours past now. */
  canMoveRight: boolean;
  canCentre: boolean;
  onAction(action: PlayerAction): void;
  onSpeedIndex(index: number): void;
  /** The calendar, download and help buttons, which bring their own popups. */
  extra: ReactNode;
}

function IconButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label} mouseLeaveDelay={0.2}>
      <Button aria-label={label} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

/**
 * SPEC §2: live, play and pause, speeds, zoom in and out, move left and right, go to centre,
 * then snapshot, full screen, calendar and download.
 */
export function PlayerToolbar(props: PlayerToolbarProps) {
  const { t } = useTranslation('player');
  const { mode, paused, speedIndex, fullscreen, onAction } = props;
  const live = mode === 'live' && props.liveAvailable;
  const moves: { action: PlayerAction; icon: ReactNode; enabled: boolean }[] = [
    { action: 'zoomIn', icon: <ZoomInOutlined />, enabled: props.canZoomIn },
    { action: 'zoomOut', icon: <ZoomOutOutlined />, enabled: props.canZoomOut },
    { action: 'moveLeft', icon: <LeftOutlined />, enabled: true },
    { action: 'moveRight', icon: <RightOutlined />, enabled: props.canMoveRight },
    { action: 'centre', icon: <AimOutlined />, enabled: props.canCentre },
  ];
  return (
    <div className="vigil-player-bar" role="toolbar" aria-label={t('toolbar')}>
      <Button
        type={live ? 'primary' : 'default'}
        danger={live}
        aria-pressed={live}
        disabled={!props.liveAvailable}
        onClick={() => onAction('live')}
      >
        {t('live')}
      </Button>
      <IconButton
        label={paused ? t('play') : t('pause')}
        icon={paused ? <CaretRightOutlined /> : <PauseOutlined />}
        onClick={() => onAction('togglePlay')}
      />
      <Segmented
        aria-label={t('speed')}
        size="small"
        disabled={mode === 'live'}
        value={speedIndex}
        onChange={(value) => props.onSpeedIndex(Number(value))}
        options={SPEEDS.map((speed, index) => ({ value: index, label: speedLabel(speed) }))}
      />
      <span className="vigil-player-bar-spacer" />
      {moves.map((b) => (
        <IconButton
          key={b.action}
          label={t(b.action)}
          icon={b.icon}
          onClick={() => onAction(b.action)}
          disabled={!b.enabled}
        />
      ))}
      <IconButton
        label={t('snapshot')}
        icon={<CameraOutlined />}
        onClick={() => onAction('snapshot')}
        disabled={!props.canSnapshot}
      />
      {fullscreen !== null && (
        <IconButton
          label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => onAction('fullscreen')}
        />
      )}
      {props.extra}
    </div>
  );
}
