import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveTransport, PlaybackSource } from '../hls-controller';
import { onFirstFrame } from '../first-frame';
import { BEHIND_SEC, liveLatency } from '../logic/latency';
import { usePlayback } from '../use-playback';
import { usePictureElement } from '../use-picture-element';
import './player.css';

interface PlayerVideoProps {
  video: RefObject<HTMLVideoElement | null>;
  source: PlaybackSource | null;
  speed: number;
  /** What to show instead of a picture when there is nothing to play. */
  empty: ReactNode;
  failed: boolean;
  /** Why it failed, when the server said (a catalogue code): its message replaces the general one. */
  refusal?: string | null;
  /** A live picture that failed is being started again: said over the video, which stays mounted. */
  reconnecting?: boolean;
  /** The stream's source is starting (live on demand) and no picture is in yet: said over the video. */
  starting?: boolean;
  onEnded(): void;
  onEmpty(): void;
  onFatal(details: string, refusal: string | null): void;
  onPlayingTime(time: number | null): void;
  onPausedChange(paused: boolean): void;
  /** The first frame of a source is on screen (what the page waits for before loading the rest). */
  onPicture(): void;
  /** Drawn over the picture while there is a source (the region search). */
  children?: ReactNode;
  /** Live: what carries the picture (WebRTC or HLS), once known. */
  onTransport?(transport: LiveTransport): void;
}

/** The picture: a muted, inline <video> driven by hls.js, or the empty or failed state in its place. */
export function PlayerVideo({
  video,
  source,
  speed,
  empty,
  failed,
  refusal = null,
  reconnecting = false,
  starting = false,
  children,
  ...events
}: PlayerVideoProps) {
  const { t } = useTranslation(['player', 'errors']);
  const latest = useRef(events);
  latest.current = events;
  // First: the element is in `video` before the playback attaches to it (a layout effect below).
  const slot = usePictureElement(video);
  const live = source?.live ?? false;
  // Seconds behind now while a live picture is further behind than BEHIND_SEC (after a pause), else null.
  const [behind, setBehind] = useState<number | null>(null);
  const shownBehind = useRef<number | null>(null);
  const { toLiveEdge } = usePlayback(video, source, {
    ...events,
    onPlayingTime: (time) => {
      events.onPlayingTime(time);
      const latency = live ? liveLatency(time, Date.now()) : null;
      const next = latency !== null && latency > BEHIND_SEC ? latency : null;
      if (next === shownBehind.current) return;
      shownBehind.current = next;
      setBehind(next);
    },
  });
  const url = source?.url ?? null;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [video, speed, source]);

  useEffect(() => {
    const element = video.current;
    if (!element || url === null) return undefined;
    return onFirstFrame(element, () => latest.current.onPicture());
  }, [video, url]);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const ended = () => latest.current.onEnded();
    const paused = () => latest.current.onPausedChange(element.paused);
    const toggle = () => (element.paused ? void element.play().catch(() => undefined) : element.pause());
    const pauseEvents = ['play', 'pause', 'playing', 'emptied'] as const;
    element.addEventListener('ended', ended);
    element.addEventListener('click', toggle);
    for (const e of pauseEvents) element.addEventListener(e, paused);
    // A warm session's element may be playing already: its 'play' came before these listeners.
    if (!element.paused) paused();
    return () => {
      element.removeEventListener('ended', ended);
      element.removeEventListener('click', toggle);
      for (const e of pauseEvents) element.removeEventListener(e, paused);
    };
  }, [video]);

  let overlay: ReactNode = null;
  if (failed)
    overlay = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text role="alert">
            {refusal ? t(`errors:${refusal}`, { defaultValue: t('failed') }) : t('failed')}
          </Typography.Text>
        }
      />
    );
  else if (!source) overlay = empty;

  const waiting = reconnecting ? 'reconnecting' : starting ? 'starting' : null;
  const label = t('video');
  const hidden = overlay !== null;
  useLayoutEffect(() => {
    const element = video.current;
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.hidden = hidden;
  }, [video, label, hidden]);
  return (
    <div className="vigil-player-stage">
      <div ref={slot} className="vigil-player-video-slot" />
      {overlay && <div className="vigil-player-overlay">{overlay}</div>}
      {source && children}
      {!overlay && behind !== null && (
        <Button className="vigil-player-to-live" size="small" onClick={toLiveEdge}>
          {t('toLiveEdge', { value: behind })}
        </Button>
      )}
      {!overlay && waiting && (
        <div className="vigil-player-overlay vigil-player-overlay-dim" role="status">
          <Spin />
          <Typography.Text>{t(waiting)}</Typography.Text>
        </div>
      )}
    </div>
  );
}
