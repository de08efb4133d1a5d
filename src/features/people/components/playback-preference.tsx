import { Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaybackStore, type LatencyPreference } from '@/shared/preferences/playback-store';

const CHOICES: readonly LatencyPreference[] = ['latency', 'compatibility'];

/**
 * How live video comes to this device (docs/live-and-archive.md#webrtc): lowest latency (WebRTC
 * first) or compatibility (low-latency HLS at once). Taken at once, kept on the device.
 */
export function PlaybackPreference() {
  const { t } = useTranslation('people');
  const title = useId();
  const latency = usePlaybackStore((s) => s.latency);
  const setLatency = usePlaybackStore((s) => s.setLatency);
  return (
    <section aria-labelledby={title} style={{ maxWidth: 960, marginTop: 24 }}>
      <Typography.Title level={5} id={title}>
        {t('playback.title')}
      </Typography.Title>
      <Radio.Group
        aria-labelledby={title}
        value={latency}
        onChange={(e) => setLatency(e.target.value as LatencyPreference)}
        options={CHOICES.map((value) => ({ value, label: t(`playback.${value}`) }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('playback.help')}
      </Typography.Paragraph>
    </section>
  );
}
