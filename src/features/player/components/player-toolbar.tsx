import {
  AimOutlined,
  CameraOutlined,
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LeftOutlined,
  PauseOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Segmented, Select, Tooltip } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '../logic/player-state';
import type { PlayerAction } from '../logic/shortcuts';
import { SPEEDS, speedLabel } from '../logic/speeds';
import { isCompactToolbar } from '../logic/toolbar-layout';

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
  /** Motion ranges are known in the window: the previous and next motion buttons jump between them. */
  canJumpMotion: boolean;
  /**
   * Compact (a phone), the previous / next motion buttons are left to the page (under the timeline):
   * the toolbar's two rows are full. Told on every change.
   */
  onCompactChange?(compact: boolean): void;
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
  className,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Tooltip title={label} mouseLeaveDelay={0.2}>
      <Button aria-label={label} icon={icon} onClick={onClick} disabled={disabled} className={className} />
    </Tooltip>
  );
}

/** The previous and next motion buttons' actions and icons. */
export const motionMoves = (enabled: boolean): { action: PlayerAction; icon: ReactNode; enabled: boolean }[] => [
  { action: 'previousMotion', icon: <StepBackwardOutlined />, enabled },
  { action: 'nextMotion', icon: <StepForwardOutlined />, enabled },
];

/** Whether the toolbar is narrow enough to be compact (logic/toolbar-layout), following its own width. */
function useCompact() {
  const bar = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  useLayoutEffect(() => {
    const node = bar.current;
    if (!node) return undefined;
    const measure = () => setCompact(isCompactToolbar(node.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { bar, compact };
}

/**
 * docs/console.md#screens-and-routes: live, play and pause, speeds, zoom in and out, move left and right, go to centre,
 * then snapshot, full screen, calendar and download. Compact (a phone), the speeds are a drop-down
 * and the moves and the calendar make a second row (player.css).
 */
export function PlayerToolbar(props: PlayerToolbarProps) {
  const { t } = useTranslation('player');
  const { mode, paused, speedIndex, fullscreen, onAction } = props;
  const live = mode === 'live' && props.liveAvailable;
  const { bar, compact } = useCompact();
  const { onCompactChange } = props;
  useEffect(() => onCompactChange?.(compact), [compact, onCompactChange]);
  const speeds = SPEEDS.map((speed, index) => ({ value: index, label: speedLabel(speed) }));
  const moves: { action: PlayerAction; icon: ReactNode; enabled: boolean }[] = [
    { action: 'zoomIn', icon: <ZoomInOutlined />, enabled: props.canZoomIn },
    { action: 'zoomOut', icon: <ZoomOutOutlined />, enabled: props.canZoomOut },
    { action: 'moveLeft', icon: <LeftOutlined />, enabled: true },
    { action: 'moveRight', icon: <RightOutlined />, enabled: props.canMoveRight },
    { action: 'centre', icon: <AimOutlined />, enabled: props.canCentre },
  ];
  if (!compact) moves.push(...motionMoves(props.canJumpMotion));
  return (
    <div
      ref={bar}
      className={compact ? 'vigil-player-bar vigil-player-bar-compact' : 'vigil-player-bar'}
      role="toolbar"
      aria-label={t('toolbar')}
    >
      <Button
        type={live ? 'primary' : 'default'}
        danger={live}
        aria-pressed={live}
        // Compact, its short word ("Эфир" for "Прямой эфир"): the first row holds it in every language.
        aria-label={compact ? t('live') : undefined}
        className="vigil-player-live"
        disabled={!props.liveAvailable}
        onClick={() => onAction('live')}
      >
        {compact ? t('liveShort') : t('live')}
      </Button>
      <IconButton
        label={paused ? t('play') : t('pause')}
        icon={paused ? <CaretRightOutlined /> : <PauseOutlined />}
        onClick={() => onAction('togglePlay')}
      />
      {compact ? (
        <Select
          aria-label={t('speed')}
          disabled={mode === 'live'}
          value={speedIndex}
          onChange={(value) => props.onSpeedIndex(value)}
          options={speeds}
          popupMatchSelectWidth={false}
        />
      ) : (
        <Segmented
          aria-label={t('speed')}
          size="small"
          disabled={mode === 'live'}
          value={speedIndex}
          onChange={(value) => props.onSpeedIndex(Number(value))}
          options={speeds}
        />
      )}
      <span className="vigil-player-bar-spacer" />
      <span className="vigil-player-bar-break" aria-hidden />
      {moves.map((b) => (
        <IconButton
          key={b.action}
          label={t(b.action)}
          icon={b.icon}
          onClick={() => onAction(b.action)}
          disabled={!b.enabled}
          className="vigil-player-move"
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
