import { LockOutlined, SoundOutlined, MutedOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MosaicCell } from '@contract/index';
import {
  archivePlaylistBase,
  archivePlaylistUrl,
  BEHIND_SEC,
  liveLatency,
  usePlayback,
  type LiveTransport,
} from '@/features/player';
import { tileThumbnail } from '../api';
import { playsLive, tileLive } from '../logic/rendition';
import { useFullScreen } from '../use-full-screen';
import { useInView } from '../use-in-view';

/** What the mosaic's archive clock reads of a tile and sets on it. */
export interface TilePlayer {
  video: HTMLVideoElement | null;
  /**
   * The picture's time now, read when asked: a value kept from the quarter-second report would be
   * up to 250 ms old, a steady error in the clock's corrections (and in bench:mosaic's drift).
   */
  readTime: () => number | null;
  /** The tile waits for the clock (its recording starts later). */
  held: boolean;
}

export interface MosaicTileProps {
  cell: MosaicCell;
  /** Archive: the moment every tile starts from; null plays live. */
  archiveAt: number | null;
  /** Live: the tile tries WebRTC first (the viewer's preference, within the wall's budget: logic/transport). */
  webrtc: boolean;
  /** The tile's player, for the archive clock (registered while mounted). */
  player: TilePlayer;
  style: CSSProperties;
  audible: boolean;
  onAudible: (on: boolean) => void;
  onSelect: () => void;
  onFullScreen: (element: HTMLElement) => void;
  tabIndex: number;
  onFocusTile: () => void;
  /** The stream has motion now (live only): the tile is outlined and described so. */
  motion?: boolean;
}

/** A tile's time before its player is mounted. */
export const NO_TIME = (): null => null;

/** How much recording one archive playlist of a tile covers from the picked moment. */
const ARCHIVE_WINDOW_MS = 3_600_000;

/**
 * One tile of a watched mosaic: the stream's live picture (muted unless chosen), its name and
 * status; a paused, failed or idle stream shows its last picture with its status, a tile the
 * viewer may not see says so. Off screen or in a hidden tab its player stops; a small tile plays
 * the stream's low-resolution rendition where it has one.
 */
export function MosaicTile({
  cell,
  archiveAt,
  webrtc,
  player,
  style,
  audible,
  onAudible,
  onSelect,
  onFullScreen,
  tabIndex,
  onFocusTile,
  motion = false,
}: MosaicTileProps) {
  const { t } = useTranslation(['mosaics', 'streams']);
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useInView(box);
  const fullScreen = useFullScreen(box);
  const [failed, setFailed] = useState(false);
  const [latency, setLatency] = useState<number | null>(null);
  // What carries the live picture, once its first frame is in (WebRTC, or HLS); null before that and in the archive.
  const [transport, setTransport] = useState<LiveTransport | null>(null);
  // The readout's value as last set: React keeps every set call on a component that does not
  // render again (an unchanged value), so an unchanged second is not set again (36 tiles at 4 calls
  // a second grew the page's heap by 2.4 MB in 8 minutes).
  const shownLatency = useRef<number | null>(null);
  const [empty, setEmpty] = useState(false);
  // Another moment (or back to live) is a fresh start for the tile.
  useEffect(() => {
    setEmpty(false);
    setFailed(false);
    setTransport(null);
    player.held = false;
  }, [archiveAt, player]);
  const viewable = cell.access === 'view';
  const archive = archiveAt !== null;
  const from = archiveAt ?? 0;
  const plays = viewable && (archive ? !empty : playsLive(cell)) && !failed;
  const height = typeof style.height === 'number' ? style.height : 0;
  const source =
    !plays || !inView || !viewable
      ? null
      : archive
        ? {
            url: archivePlaylistUrl(archivePlaylistBase(cell.streamUid), from, from + ARCHIVE_WINDOW_MS),
            live: false,
            startAt: from,
            wall: true,
          }
        : {
            // WebRTC within the wall's budget; else a small tile plays the stream's low-resolution rendition, where it has one.
            ...tileLive(cell, height, fullScreen, webrtc),
            live: true,
            wall: true,
          };
  const { readTime, toLiveEdge } = usePlayback(video, source, {
    onFatal: () => setFailed(true),
    onEmpty: () => setEmpty(true),
    onTransport: setTransport,
    onPlayingTime: (time) => {
      player.video = video.current;
      const next = archive ? null : liveLatency(time, Date.now());
      if (next === shownLatency.current) return;
      shownLatency.current = next;
      setLatency(next);
    },
  });
  // The sync loop reads the tile's <video> and picture time through its player: handed over once mounted, not during render.
  useEffect(() => {
    player.video = video.current;
    player.readTime = readTime;
    return () => {
      player.video = null;
      player.readTime = NO_TIME;
    };
  }, [player, readTime]);
  const label = viewable ? cell.name : t('watch.noAccess');
  const moving = motion && viewable && !archive;

  return (
    <div
      ref={box}
      role="group"
      data-tile
      tabIndex={tabIndex}
      aria-label={label}
      aria-description={moving ? t('watch.motionNow') : undefined}
      data-motion={moving ? 'true' : undefined}
      data-playing={plays && inView ? 'true' : 'false'}
      data-transport={plays && !archive && transport ? transport : undefined}
      onClick={onSelect}
      onDoubleClick={() => box.current && onFullScreen(box.current)}
      onFocus={onFocusTile}
      style={{
        ...style,
        position: 'absolute',
        background: '#000',
        borderRadius: token.borderRadiusSM,
        overflow: 'hidden',
        outlineOffset: -2,
      }}
    >
      {viewable && plays && (
        <video
          ref={video}
          muted={!audible}
          playsInline
          autoPlay
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
      {viewable && !plays && (
        <img
          src={tileThumbnail(cell.streamUid)}
          alt=""
          style={{ width: '100%', height: '100%', objectFit: 'contain', opacity: 0.35 }}
        />
      )}
      {plays && latency !== null && (
        <div style={{ position: 'absolute', right: 4, bottom: 4, display: 'flex', gap: 4, alignItems: 'center' }}>
          <span
            aria-label={
              transport
                ? t('watch.latencyVia', {
                    value: latency,
                    via: t(transport === 'webrtc' ? 'watch.viaWebrtc' : 'watch.viaHls'),
                  })
                : t('watch.latency', { value: latency })
            }
            style={{ color: '#fff', fontSize: 11, background: 'rgba(0,0,0,0.55)', padding: '0 4px', borderRadius: 3 }}
          >
            {t('watch.latencyShort', { value: latency })}
          </span>
          {latency > BEHIND_SEC && (
            <Button
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                toLiveEdge();
              }}
            >
              {t('watch.toLive')}
            </Button>
          )}
        </div>
      )}
      {!viewable && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#bbb' }}>
          <span>
            <LockOutlined aria-hidden /> {t('watch.noAccess')}
          </span>
        </div>
      )}
      {moving && (
        // Above the picture: a thick border in the theme's warning colour and a "motion now" tag.
        <div
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            border: `3px solid ${token.colorWarning}`,
            borderRadius: token.borderRadiusSM,
            pointerEvents: 'none',
            display: 'flex',
            alignItems: 'flex-end',
          }}
        >
          <span
            style={{
              margin: 4,
              padding: '0 4px',
              fontSize: 11,
              borderRadius: 3,
              color: token.colorTextLightSolid,
              background: token.colorWarning,
            }}
          >
            {t('watch.motionNow')}
          </span>
        </div>
      )}
      {viewable && (
        <div
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            padding: '2px 6px',
            background: 'linear-gradient(rgba(0,0,0,0.6), transparent)',
          }}
        >
          <Typography.Text ellipsis style={{ color: '#fff', flex: 1, minWidth: 0 }}>
            {cell.name}
          </Typography.Text>
          {(archive ? empty || player.held : !plays || cell.status !== 'running') && (
            <Typography.Text style={{ color: '#ffd666', fontSize: 12 }}>
              {failed ? t('watch.notPlaying') : archive ? t('watch.noRecording') : t(`streams:status.${cell.status}`)}
            </Typography.Text>
          )}
          {plays && (
            <Button
              size="small"
              type="text"
              aria-label={t(audible ? 'watch.mute' : 'watch.unmute', { name: cell.name })}
              aria-pressed={audible}
              icon={audible ? <SoundOutlined aria-hidden /> : <MutedOutlined aria-hidden />}
              onClick={(e) => {
                e.stopPropagation();
                onAudible(!audible);
              }}
              style={{ color: '#fff' }}
            />
          )}
        </div>
      )}
    </div>
  );
}
