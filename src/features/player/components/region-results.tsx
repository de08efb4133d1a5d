import { GatewayOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/logic/date-format';
import type { MotionSpan } from '../logic/motion-ranges';

/** The most ranges the list shows; the strip on the timeline shows them all. */
export const REGION_LIST_MAX = 20;

/**
 * The region search under the timeline: its toggle, then (on) the findings in the timeline's window,
 * a short list of the moments with motion in the region (each a jump to it), and the way to clear it.
 */
export function RegionResults({
  before,
  on,
  onToggle,
  spans,
  searching,
  hasRegion,
  onJump,
  onClear,
  pictureUrl,
}: {
  on: boolean;
  onToggle(): void;
  /** Shown before the toggle (the previous / next motion buttons, on a phone). */
  before?: ReactNode;
  spans: readonly MotionSpan[];
  searching: boolean;
  hasRegion: boolean;
  onJump(time: number): void;
  onClear(): void;
  /** The address of a recorded moment's picture, shown beside each finding; none: no pictures. */
  pictureUrl?: (time: number) => string;
}) {
  const { t, i18n } = useTranslation('player');
  const shown = spans.slice(0, REGION_LIST_MAX);
  let status: string;
  if (!hasRegion) status = t('region.draw');
  else if (searching && spans.length === 0) status = t('region.searching');
  else status = t('region.found', { count: spans.length });
  const toggle = (
    <Button
      size="small"
      aria-pressed={on}
      type={on ? 'primary' : 'default'}
      icon={<GatewayOutlined aria-hidden />}
      onClick={onToggle}
    >
      {t('region.toggle')}
    </Button>
  );
  if (!on)
    return (
      <Flex wrap align="center" gap={8} style={{ marginTop: 12 }}>
        {before}
        {toggle}
      </Flex>
    );
  return (
    <section aria-label={t('region.results')} style={{ marginTop: 12 }}>
      <Flex wrap align="center" gap={8}>
        {before}
        {toggle}
        <Typography.Text role="status">{status}</Typography.Text>
        {hasRegion && (
          <Button size="small" onClick={onClear}>
            {t('region.clear')}
          </Button>
        )}
      </Flex>
      {hasRegion && shown.length > 0 && (
        <ul className="vigil-region-list">
          {shown.map((s) => (
            <li key={s.start}>
              {pictureUrl && (
                <MomentPicture
                  src={pictureUrl(s.start)}
                  alt={t('region.picture', { time: formatMoment(s.start, i18n.language) })}
                />
              )}
              <Button type="link" size="small" onClick={() => onJump(s.start)}>
                {formatMoment(s.start, i18n.language)} (
                {t('region.seconds', { count: Math.max(1, Math.round((s.end - s.start) / 1000)) })})
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasRegion && spans.length > REGION_LIST_MAX && (
        <Typography.Text type="secondary">
          {t('region.more', { count: spans.length - REGION_LIST_MAX })}
        </Typography.Text>
      )}
    </section>
  );
}

/** A finding's picture, loaded as it scrolls into view; left out when it cannot be loaded. */
function MomentPicture({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      width={64}
      onError={() => setFailed(true)}
      style={{ width: 64, aspectRatio: '16 / 9', objectFit: 'cover', verticalAlign: 'middle', borderRadius: 2 }}
    />
  );
}
