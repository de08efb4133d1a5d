import {
  AimOutlined,
  CaretRightOutlined,
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

/** SPEC §2: live, play and pause, speeds, zoom in and out, move left and right, go to centre, then calendar and download. */
export function PlayerToolbar(props: PlayerToolbarProps) {
  const { t } = useTranslation('player');
  const { mode, paused, speedIndex, onAction } = props;
  return (
    <div className="vigil-player-bar" role="toolbar" aria-label={t('toolbar')}>
      <Button type={mode === 'live' ? 'primary' : 'default'} danger={mode === 'live'} onClick={() => onAction('live')}>
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
      <IconButton
        label={t('zoomIn')}
        icon={<ZoomInOutlined />}
        onClick={() => onAction('zoomIn')}
        disabled={!props.canZoomIn}
      />
      <IconButton
        label={t('zoomOut')}
        icon={<ZoomOutOutlined />}
        onClick={() => onAction('zoomOut')}
        disabled={!props.canZoomOut}
      />
      <IconButton label={t('moveLeft')} icon={<LeftOutlined />} onClick={() => onAction('moveLeft')} />
      <IconButton
        label={t('moveRight')}
        icon={<RightOutlined />}
        onClick={() => onAction('moveRight')}
        disabled={!props.canMoveRight}
      />
      <IconButton
        label={t('centre')}
        icon={<AimOutlined />}
        onClick={() => onAction('centre')}
        disabled={!props.canCentre}
      />
      {props.extra}
    </div>
  );
}
