import { VideoCameraOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../api';
import './stream-card.css';

/** How often a visible card asks for a newer picture. */
export const THUMBNAIL_REFRESH_MS = 10_000;

/**
 * A stream's latest picture, loaded only while the card is on screen and the tab
 * is visible, refreshed every 10 s; a placeholder when there is none (paused,
 * failed, idle) or it failed to load.
 */
export function StreamThumbnail({ uid, name, live }: { uid: string; name: string; live: boolean }) {
  const { t } = useTranslation('streams');
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [tick, setTick] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || !live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
    }, THUMBNAIL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [visible, live]);

  // A new attempt after a status change or a refresh may succeed where the last failed.
  useEffect(() => setFailed(false), [live, tick]);

  const show = visible && live && !failed;
  return (
    <div ref={box} className="vigil-stream-picture">
      {show ? (
        <img src={thumbnailUrl(uid, tick)} alt={t('card.preview', { name })} onError={() => setFailed(true)} />
      ) : (
        <VideoCameraOutlined aria-label={t('card.noPicture')} />
      )}
    </div>
  );
}
