import { Alert, Descriptions } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProbeReply } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { probeSummary, type Decimal } from '../logic/probe-check';

/** An object URL for a Blob while it is shown; revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** What the probe found (codecs, size, frame rate, bitrate) and the preview frame. */
export function ProbeResult({ probe, image }: { probe: ProbeReply; image: Blob | null }) {
  const { t, i18n } = useTranslation('stream-form');
  const language = asLanguage(i18n.language) ?? 'en';
  const src = useObjectUrl(image);
  const summary = probeSummary(probe);
  const number = (d: Decimal) => formatNumber(d.value, language, d.digits);
  const unknown = t('probe.unknown');

  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Descriptions
        title={t('probe.result')}
        size="small"
        column={1}
        bordered
        style={{ flex: '1 1 260px' }}
        items={[
          { key: 'codecs', label: t('probe.codecs'), children: summary.codecs.join(', ') || unknown },
          {
            key: 'size',
            label: t('probe.size'),
            children: summary.size
              ? t('probe.sizeValue', { width: summary.size.width, height: summary.size.height })
              : unknown,
          },
          {
            key: 'frameRate',
            label: t('probe.frameRate'),
            children: summary.frameRate ? t('probe.frameRateValue', { value: number(summary.frameRate) }) : unknown,
          },
          {
            key: 'bitrate',
            label: t('probe.bitrate'),
            children: summary.bitrateKbps ? t('probe.bitrateValue', { value: number(summary.bitrateKbps) }) : unknown,
          },
        ]}
      />
      {image ? (
        src && (
          <img
            src={src}
            alt={t('probe.previewAlt')}
            style={{ width: 320, maxWidth: '100%', height: 'auto', borderRadius: 8 }}
          />
        )
      ) : (
        <Alert type="warning" showIcon title={t('probe.noPreview')} style={{ flex: '1 1 260px' }} />
      )}
    </div>
  );
}
